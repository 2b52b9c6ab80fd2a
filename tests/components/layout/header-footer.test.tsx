import '@testing-library/jest-dom';
// The main navigation is display:none below the medium breakpoint, and jsdom evaluates no media
// queries, so its links are queried with hidden: true (the collapsible menu is tested on its own).
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ACTIVE_MENUS, fakeClient, renderInShell, setBuildData } from '../support/shell';

const linkNames = (nav: HTMLElement) =>
  Array.from(nav.querySelectorAll('a')).map((a) => [a.textContent, a.getAttribute('href')]);

describe('header and footer', () => {
  it('lists the header links with the short CorpTraining label, Blog only after the probe answers OK', async () => {
    setBuildData();
    const { client } = fakeClient({
      'GET /api/blog': { body: [] },
      'GET /api/menus-and-sections': { body: ACTIVE_MENUS },
    });
    renderInShell(<p>page</p>, { client });
    const nav = screen.getByTestId('main-nav');
    await waitFor(() =>
      expect(within(nav).getByRole('link', { name: 'Blog', hidden: true })).toBeInTheDocument(),
    );
    expect(linkNames(nav)).toEqual([
      ['Services', '/services'],
      ['Industries', '/industries'],
      ['CorpTraining', '/corporate-training'],
      ['Courses', '/courses'],
      ['Path', '/path'],
      ['Blog', '/blog'],
      ['Get Started', '/#get-started'],
    ]);
  });

  it('shows Blog from the build before the probe answers, asking the probe for one post', async () => {
    setBuildData({ blogPosts: 12 });
    const { client, calls } = fakeClient({
      'GET /api/blog': { hang: true },
      'GET /api/menus-and-sections': { body: ACTIVE_MENUS },
    });
    renderInShell(<p>page</p>, { client });
    const nav = screen.getByTestId('main-nav');
    expect(within(nav).getByRole('link', { name: 'Blog', hidden: true })).toBeInTheDocument();
    expect(calls.find((c) => c.url.includes('/api/blog'))?.url).toMatch(/pageSize=1$/);
  });

  it('hides Blog links when the probe fails, and Get Started when its section is off', async () => {
    // The build found the blog; the probe now says it is gone.
    setBuildData({
      blogPosts: 3,
      menus: ACTIVE_MENUS.map((m) => (m.Name === 'Get Started' ? { ...m, IsActive: false } : m)),
    });
    const { client, calls } = fakeClient({
      'GET /api/blog': { status: 503 },
      'GET /api/menus-and-sections': { networkError: true },
    });
    renderInShell(<p>page</p>, { client });
    await waitFor(() => expect(calls.some((c) => c.url.includes('/api/blog?'))).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(screen.queryByRole('link', { name: 'Blog', hidden: true })).not.toBeInTheDocument();
    expect(
      screen.queryByRole('link', { name: 'Get Started', hidden: true }),
    ).not.toBeInTheDocument();
    const footer = screen.getByRole('navigation', { name: 'Footer' });
    expect(linkNames(footer)).toEqual([
      ['Services', '/services'],
      ['Product', '/products'],
      ['Industries', '/industries'],
      ['Expertise', '/expertise'],
      ['Partners', '/partners'],
      ['Corporate Training', '/corporate-training'],
      ['Courses', '/courses'],
      ['Path', '/path'],
      ['About', '/about'],
      ['Privacy Policy', '/privacy-policy'],
      ['Terms of Service', '/terms-of-service'],
    ]);
  });

  it('shows the linkedin icon link only when settings give a URL, with year and brand', () => {
    setBuildData({ settings: { linkedinUrl: 'https://www.linkedin.com/company/x' } });
    const first = renderInShell(<p>page</p>, { client: fakeClient({}).client });
    expect(screen.getByTestId('linkedin-link')).toHaveAttribute(
      'href',
      'https://www.linkedin.com/company/x',
    );
    expect(screen.getByRole('contentinfo')).toHaveTextContent(
      `© ${new Date().getFullYear()} Test Cloud Co`,
    );
    expect(screen.getByRole('contentinfo')).toHaveTextContent('Cloud consulting for tests');
    first.unmount();
    setBuildData({ settings: { linkedinUrl: null } });
    renderInShell(<p>page</p>, { client: fakeClient({}).client });
    expect(screen.queryByTestId('linkedin-link')).not.toBeInTheDocument();
  });

  it('the menu button toggles the collapsible menu for small screens', () => {
    setBuildData();
    renderInShell(<p>page</p>, { client: fakeClient({}).client });
    const button = screen.getByRole('button', { name: 'Menu' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(document.getElementById(button.getAttribute('aria-controls') ?? '')).toBe(
      screen.getByTestId('main-nav'),
    );
  });

  it('Escape folds the open menu from its button or a link inside, and focus returns to the button', () => {
    setBuildData();
    renderInShell(<p>page</p>, { client: fakeClient({}).client });
    const button = screen.getByRole('button', { name: 'Menu' });
    button.focus();
    fireEvent.click(button);
    const link = within(screen.getByTestId('main-nav')).getAllByRole('link', { hidden: true })[0];
    link.focus();
    fireEvent.keyDown(link, { key: 'Escape' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();

    fireEvent.click(button);
    fireEvent.keyDown(button, { key: 'Escape' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('leaves the open menu alone when Escape is pressed elsewhere on the page', () => {
    setBuildData();
    renderInShell(<button type="button">elsewhere</button>, { client: fakeClient({}).client });
    const button = screen.getByRole('button', { name: 'Menu' });
    fireEvent.click(button);
    const elsewhere = screen.getByRole('button', { name: 'elsewhere' });
    elsewhere.focus();
    fireEvent.keyDown(elsewhere, { key: 'Escape' });
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(elsewhere).toHaveFocus();
  });
});
