import '@testing-library/jest-dom';
import { render, screen, within } from '@testing-library/react';
import { LegalPage } from '../../../src/components/legal/legal-page';

const page = {
  title: 'Privacy Policy',
  lastUpdated: 'July 19, 2025',
  html: '<h2 id="1-introduction">1. Introduction</h2><p>We respect your privacy.</p>',
  toc: [{ id: '1-introduction', title: '1. Introduction' }],
};

describe('LegalPage', () => {
  it('shows the title and the day the page was last updated', () => {
    render(<LegalPage page={page} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Privacy Policy');
    expect(screen.getByText('Last updated: July 19, 2025')).toBeInTheDocument();
  });

  it('links the table of contents to the sections of the body', () => {
    render(<LegalPage page={page} />);
    const toc = screen.getByRole('navigation', { name: 'Table of contents' });
    expect(within(toc).getByRole('link', { name: '1. Introduction' })).toHaveAttribute(
      'href',
      '#1-introduction',
    );
    expect(screen.getByRole('heading', { level: 2, name: '1. Introduction' })).toHaveAttribute(
      'id',
      '1-introduction',
    );
    expect(screen.getByText('We respect your privacy.')).toBeInTheDocument();
  });
});
