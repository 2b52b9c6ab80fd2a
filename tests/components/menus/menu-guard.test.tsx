import '@testing-library/jest-dom';
import { screen, waitFor } from '@testing-library/react';
import { navigate } from '../../utils/gatsby-mock';
import ServicesPage from '../../../src/pages/services';
import { ACTIVE_MENUS, fakeClient, renderInShell, setBuildData } from '../support/shell';

const withServices = (IsActive: boolean) =>
  ACTIVE_MENUS.map((menu) => (menu.Name === 'Services' ? { ...menu, IsActive } : menu));

describe('menu guard', () => {
  beforeEach(() => (navigate as jest.Mock).mockClear());

  it('renders the page at once from the build list, with no spinner, when the section is on', async () => {
    setBuildData({ menus: withServices(true) });
    const { client } = fakeClient({ 'GET /api/menus-and-sections': { body: withServices(true) } });
    renderInShell(<ServicesPage />, { client, pathname: '/services' });
    expect(screen.getByRole('heading', { level: 1, name: 'Our Services' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('main-nav')).toHaveTextContent('Services'));
    expect(navigate).not.toHaveBeenCalled();
  });

  it('redirects to / replacing history when the runtime list switches the section off', async () => {
    setBuildData({ menus: withServices(true) });
    const { client } = fakeClient({ 'GET /api/menus-and-sections': { body: withServices(false) } });
    renderInShell(<ServicesPage />, { client, pathname: '/services' });
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/', { replace: true }));
    expect(
      screen.queryByRole('heading', { level: 1, name: 'Our Services' }),
    ).not.toBeInTheDocument();
    const nav = screen.getByTestId('main-nav');
    expect(nav).not.toHaveTextContent('Services');
    expect(nav).toHaveTextContent('Industries');
  });

  it('shows a centred spinner while the list loads when the build knew none', async () => {
    setBuildData({ menus: [] });
    const { client } = fakeClient({ 'GET /api/menus-and-sections': { hang: true } });
    renderInShell(<ServicesPage />, { client, pathname: '/services' });
    expect(screen.getByTestId('spinner')).toBeInTheDocument();
    expect(screen.getAllByTestId('nav-placeholder').length).toBeGreaterThan(0);
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
  });

  it('keeps the build list when the runtime call fails (nothing shown to the visitor)', async () => {
    setBuildData({ menus: withServices(true) });
    const { client } = fakeClient({ 'GET /api/menus-and-sections': { status: 500 } });
    renderInShell(<ServicesPage />, { client, pathname: '/services' });
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 1, name: 'Our Services' })).toBeInTheDocument(),
    );
    expect(navigate).not.toHaveBeenCalled();
  });
});
