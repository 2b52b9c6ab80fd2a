import '@testing-library/jest-dom';
import { render, screen, waitFor } from '@testing-library/react';
import NotFoundPage from '../../../src/pages/404';
import { fakeClient, renderInShell, setBuildData } from '../support/shell';

describe('404 page', () => {
  beforeEach(() => setBuildData());

  it("shows '404', 'Oops! Page not found' and a 'Return to Home' link to /", () => {
    render(<NotFoundPage />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('404');
    expect(screen.getByText('Oops! Page not found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
  });

  it('keeps the shell: the header links home under the site name', async () => {
    const { client, calls } = fakeClient({});
    renderInShell(<NotFoundPage />, { client, pathname: '/nowhere' });
    expect(screen.getByTestId('logo')).toHaveTextContent('Test Cloud Co');
    expect(screen.getByTestId('logo')).toHaveAttribute('href', '/');
    await waitFor(() => expect(calls.some((call) => call.url.includes('/api/blog?'))).toBe(true));
    await screen.findAllByRole('link', { name: 'Services', hidden: true });
  });
});
