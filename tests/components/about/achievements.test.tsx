import '@testing-library/jest-dom';
import { screen, waitFor } from '@testing-library/react';
import AboutPage from '../../../src/pages/about';
import { ACTIVE_MENUS, fakeClient, renderInShell, setBuildData } from '../support/shell';

const withAchievements = (IsActive: boolean | null) => [
  ...ACTIVE_MENUS,
  ...(IsActive === null ? [] : [{ Name: 'Achievements-AboutUs', Type: 'section', IsActive }]),
];

describe('about page achievements', () => {
  it.each([
    [true, true],
    [false, false],
    [null, false],
  ])('section active %s: achievements shown %s', async (active, shown) => {
    setBuildData({ menus: withAchievements(active) });
    const { client } = fakeClient({
      'GET /api/menus-and-sections': { body: withAchievements(active) },
    });
    renderInShell(<AboutPage />, { client, pathname: '/about' });
    await waitFor(() =>
      expect(screen.getByRole('heading', { name: 'Our Values' })).toBeInTheDocument(),
    );
    if (shown) {
      expect(screen.getByRole('heading', { name: 'Our Achievements' })).toBeInTheDocument();
      for (const figure of ['15+', '20+', '100+', '98%'])
        expect(screen.getByText(figure)).toBeInTheDocument();
    } else {
      expect(screen.queryByRole('heading', { name: 'Our Achievements' })).not.toBeInTheDocument();
    }
  });

  it('has its sections, buttons and the 20 built-in technologies when none were built', async () => {
    setBuildData({ menus: withAchievements(true) });
    const { client } = fakeClient({
      'GET /api/menus-and-sections': { body: withAchievements(true) },
    });
    renderInShell(<AboutPage />, { client, pathname: '/about' });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Cloud-Native. AI-Ready. Always Ahead.' }),
    ).toBeInTheDocument();
    // Sections directly under the page heading are level 2: no level is skipped.
    expect(screen.getByRole('heading', { level: 2, name: 'Our Story' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Schedule Free Consultation' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Our Services' })).toHaveAttribute('href', '/services');
    for (const year of ['2020', '2021', '2022', '2023', '2024'])
      expect(screen.getByText(year)).toBeInTheDocument();
    expect(screen.getAllByText('Azure Load Testing').length).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: 'Start Your Project' })).toHaveAttribute(
      'href',
      '/contact-us',
    );
  });
});
