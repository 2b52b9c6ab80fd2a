import '@testing-library/jest-dom';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  CONSENT_CHANGED_EVENT,
  CONSENT_STORED_CLASS,
  CONSENT_VERSION,
} from '@cloud-consulting/domain/consent';
import { STORAGE_KEYS } from '@cloud-consulting/domain/storage-keys';
import { fakeClient, renderInShell, setBuildData } from '../support/shell';

const ANALYTICS_ON = { enableAnalytics: true, googleAnalyticsId: 'G-TEST1' };
const scripts = () => document.querySelectorAll('script[data-site-analytics]');

describe('cookie consent', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
    scripts().forEach((script) => script.remove());
    document.cookie.split(';').forEach((c) => {
      document.cookie = `${c.split('=')[0].trim()}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
    });
  });

  it('shows the banner when nothing is stored, and Accept All stores every category with a date', async () => {
    setBuildData({ settings: ANALYTICS_ON });
    const { client, calls } = fakeClient({});
    const events: unknown[] = [];
    window.addEventListener(CONSENT_CHANGED_EVENT, (e) => events.push((e as CustomEvent).detail));
    renderInShell(<p>page</p>, { client });
    expect(scripts()).toHaveLength(0);
    fireEvent.click(await screen.findByRole('button', { name: 'Accept All' }));
    const stored = JSON.parse(localStorage.getItem(STORAGE_KEYS.cookieConsent) ?? '{}');
    expect(stored).toMatchObject({
      necessary: true,
      analytics: true,
      marketing: true,
      functional: true,
    });
    expect(Date.parse(stored.consentDate)).not.toBeNaN();
    expect(localStorage.getItem(STORAGE_KEYS.cookieConsentDate)).toBe(stored.consentDate);
    expect(screen.queryByTestId('cookie-banner')).not.toBeInTheDocument();
    await waitFor(() => expect(scripts()).toHaveLength(1));
    expect(scripts()[0].getAttribute('src')).toBe(
      'https://www.googletagmanager.com/gtag/js?id=G-TEST1',
    );
    expect(events).toHaveLength(1);
    await waitFor(() =>
      expect(calls.find((c) => c.url.endsWith('/api/consent/log'))?.body).toMatchObject({
        previous: null,
        reason: 'accept',
      }),
    );
  });

  it('Reject All keeps necessary only, loads no analytics and clears the guest session', async () => {
    setBuildData({ settings: ANALYTICS_ON });
    localStorage.setItem(STORAGE_KEYS.guestSession, '{"guestId":"g"}');
    renderInShell(<p>page</p>, { client: fakeClient({}).client });
    fireEvent.click(await screen.findByRole('button', { name: 'Reject All' }));
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.cookieConsent) ?? '{}')).toMatchObject({
      necessary: true,
      analytics: false,
      marketing: false,
      functional: false,
    });
    expect(localStorage.getItem(STORAGE_KEYS.guestSession)).toBeNull();
    expect(scripts()).toHaveLength(0);
  });

  it("Reject All from a first visit keeps the tab's guest session and its id", async () => {
    setBuildData();
    sessionStorage.setItem(STORAGE_KEYS.guestSession, '{"guestId":"tab-guest"}');
    renderInShell(<p>page</p>, { client: fakeClient({}).client });
    fireEvent.click(await screen.findByRole('button', { name: 'Reject All' }));
    expect(sessionStorage.getItem(STORAGE_KEYS.guestSession)).toBe('{"guestId":"tab-guest"}');
  });

  it('Customize offers the three toggles and Save Preferences stores the choice', async () => {
    setBuildData();
    renderInShell(<p>page</p>, { client: fakeClient({}).client });
    fireEvent.click(await screen.findByRole('button', { name: 'Customize' }));
    expect(screen.getByRole('checkbox', { name: 'Necessary (always on)' })).toBeDisabled();
    fireEvent.click(screen.getByRole('switch', { name: /Functional/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Save Preferences' }));
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.cookieConsent) ?? '{}')).toMatchObject({
      analytics: false,
      functional: true,
      marketing: false,
    });
  });

  it("once hydrated, takes over from the head script's mark: a stored consent keeps it closed", async () => {
    localStorage.setItem(
      STORAGE_KEYS.cookieConsent,
      JSON.stringify({
        analytics: false,
        marketing: false,
        functional: false,
        version: CONSENT_VERSION,
      }),
    );
    document.documentElement.classList.add(CONSENT_STORED_CLASS);
    const { client } = fakeClient({});
    renderInShell(<p>page</p>, { client });
    await waitFor(() => expect(document.documentElement).not.toHaveClass(CONSENT_STORED_CLASS));
    expect(screen.queryByTestId('cookie-banner')).not.toBeInTheDocument();
  });

  it('Customize moves focus to the first toggle, as the button that had it goes away', async () => {
    setBuildData();
    renderInShell(<p>page</p>, { client: fakeClient({}).client });
    const customize = await screen.findByRole('button', { name: 'Customize' });
    customize.focus();
    fireEvent.click(customize);
    expect(screen.queryByRole('button', { name: 'Customize' })).not.toBeInTheDocument();
    expect(screen.getByRole('switch', { name: /Analytics/ })).toHaveFocus();
  });

  it('re-shows the banner for a choice stored under an older consent version', async () => {
    setBuildData();
    localStorage.setItem(
      STORAGE_KEYS.cookieConsent,
      JSON.stringify({
        necessary: true,
        analytics: true,
        marketing: true,
        functional: true,
        consentDate: '2025-01-01T00:00:00.000Z',
        version: '2025-01',
      }),
    );
    document.documentElement.classList.add(CONSENT_STORED_CLASS);
    renderInShell(<p>page</p>, { client: fakeClient({}).client });
    expect(await screen.findByTestId('cookie-banner')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Reject All' }));
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.cookieConsent) ?? '{}')).toMatchObject({
      analytics: false,
      version: CONSENT_VERSION,
    });
  });

  it('re-shows the banner when the stored value cannot be parsed', async () => {
    setBuildData();
    localStorage.setItem(STORAGE_KEYS.cookieConsent, '{not json');
    renderInShell(<p>page</p>, { client: fakeClient({}).client });
    expect(await screen.findByTestId('cookie-banner')).toBeInTheDocument();
  });

  it('does not load analytics when settings disable it, even with consent', async () => {
    setBuildData({ settings: { enableAnalytics: false, googleAnalyticsId: 'G-TEST1' } });
    renderInShell(<p>page</p>, { client: fakeClient({}).client });
    fireEvent.click(await screen.findByRole('button', { name: 'Accept All' }));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(scripts()).toHaveLength(0);
  });

  const storeChoice = (choice: { analytics: boolean; marketing: boolean; functional: boolean }) =>
    localStorage.setItem(
      STORAGE_KEYS.cookieConsent,
      JSON.stringify({
        necessary: true,
        ...choice,
        consentDate: '2026-01-01T00:00:00.000Z',
        version: CONSENT_VERSION,
      }),
    );

  it("'Cookie Settings' opens every category preset from the stored choice; Save stores a new choice and gives focus back", async () => {
    setBuildData();
    storeChoice({ analytics: true, marketing: false, functional: true });
    const { client, calls } = fakeClient({});
    const events: unknown[] = [];
    const onChange = (e: Event) => events.push((e as CustomEvent).detail);
    window.addEventListener(CONSENT_CHANGED_EVENT, onChange);
    renderInShell(<p>page</p>, { client });
    const opener = await screen.findByRole('button', { name: 'Cookie Settings' });
    opener.focus();
    fireEvent.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Cookie Settings' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    const necessary = within(dialog).getByRole('checkbox', { name: 'Necessary (always on)' });
    expect(necessary).toBeChecked();
    expect(necessary).toBeDisabled();
    expect(necessary).toHaveAccessibleDescription(
      'Keep the site working, including your login status.',
    );
    expect(within(dialog).getByRole('switch', { name: 'Analytics' })).toBeChecked();
    expect(within(dialog).getByRole('switch', { name: 'Functional' })).toBeChecked();
    expect(within(dialog).getByRole('switch', { name: 'Marketing' })).not.toBeChecked();
    expect(within(dialog).getByRole('switch', { name: 'Functional' })).toHaveAccessibleDescription(
      'Remember your guest session and preferences.',
    );

    fireEvent.click(within(dialog).getByRole('switch', { name: 'Marketing' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save Preferences' }));
    const stored = JSON.parse(localStorage.getItem(STORAGE_KEYS.cookieConsent) ?? '{}');
    expect(stored).toMatchObject({
      analytics: true,
      functional: true,
      marketing: true,
      version: CONSENT_VERSION,
    });
    expect(stored.consentDate).not.toBe('2026-01-01T00:00:00.000Z');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
    window.removeEventListener(CONSENT_CHANGED_EVENT, onChange);
    expect(events).toEqual([
      expect.objectContaining({
        reason: 'customize',
        previous: expect.objectContaining({ marketing: false }),
      }),
    ]);
    await waitFor(() =>
      expect(calls.find((c) => c.url.endsWith('/api/consent/log'))?.body).toMatchObject({
        previous: { marketing: false },
        next: { marketing: true },
        reason: 'customize',
      }),
    );
  });

  it('turning functional off moves the guest session out of persistent storage, keeping its id', async () => {
    setBuildData();
    storeChoice({ analytics: true, marketing: true, functional: true });
    const session = {
      guestId: 'guest-1',
      createdAt: '2026-01-01T00:00:00.000Z',
      expiresAt: '2099-01-01T00:00:00.000Z',
      ipHash: null,
      fingerprint: null,
      consentGiven: true,
    };
    localStorage.setItem(STORAGE_KEYS.guestSession, JSON.stringify(session));
    renderInShell(<p>page</p>, { client: fakeClient({}).client });
    fireEvent.click(await screen.findByRole('button', { name: 'Cookie Settings' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cookie Settings' });
    fireEvent.click(within(dialog).getByRole('switch', { name: 'Functional' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save Preferences' }));
    expect(localStorage.getItem(STORAGE_KEYS.guestSession)).toBeNull();
    expect(JSON.parse(sessionStorage.getItem(STORAGE_KEYS.guestSession) ?? '{}')).toMatchObject({
      guestId: 'guest-1',
      consentGiven: false,
    });
  });

  it('Escape closes the preferences without storing anything', async () => {
    setBuildData();
    storeChoice({ analytics: false, marketing: false, functional: false });
    const before = localStorage.getItem(STORAGE_KEYS.cookieConsent);
    renderInShell(<p>page</p>, { client: fakeClient({}).client });
    const opener = await screen.findByRole('button', { name: 'Cookie Settings' });
    opener.focus();
    fireEvent.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Cookie Settings' });
    expect(within(dialog).getByRole('button', { name: 'Close dialog' })).toHaveFocus();
    fireEvent.click(within(dialog).getByRole('switch', { name: 'Analytics' }));
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
    expect(localStorage.getItem(STORAGE_KEYS.cookieConsent)).toBe(before);
    // Opened again, it starts from the stored choice, not from the abandoned one.
    fireEvent.click(opener);
    expect(screen.getByRole('switch', { name: 'Analytics' })).not.toBeChecked();
  });

  it('Accept All and Reject All are offered in the preferences too', async () => {
    setBuildData();
    storeChoice({ analytics: false, marketing: false, functional: false });
    renderInShell(<p>page</p>, { client: fakeClient({}).client });
    fireEvent.click(await screen.findByRole('button', { name: 'Cookie Settings' }));
    fireEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Accept All' }),
    );
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.cookieConsent) ?? '{}')).toMatchObject({
      analytics: true,
      marketing: true,
      functional: true,
    });
    fireEvent.click(screen.getByRole('button', { name: 'Cookie Settings' }));
    fireEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Reject All' }),
    );
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.cookieConsent) ?? '{}')).toMatchObject({
      analytics: false,
      marketing: false,
      functional: false,
    });
  });

  it('the preferences offer Revoke only when analytics was accepted, and Revoke clears analytics cookies', async () => {
    setBuildData({ settings: ANALYTICS_ON });
    storeChoice({ analytics: true, marketing: false, functional: true });
    document.cookie = '_ga=GA1.1.1; path=/';
    const { client, calls } = fakeClient({});
    renderInShell(<p>page</p>, { client });
    await waitFor(() => expect(scripts()).toHaveLength(1));
    fireEvent.click(screen.getByRole('button', { name: 'Cookie Settings' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cookie Settings' });
    const revoke = within(dialog).getByRole('button', { name: 'Revoke' });
    expect(revoke).toHaveAccessibleDescription('Analytics cookies are currently allowed.');
    fireEvent.click(revoke);
    expect(document.cookie).not.toContain('_ga=');
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.analyticsConsent) ?? '{}')).toEqual({
      analytics: false,
    });
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.cookieConsent) ?? '{}')).toMatchObject({
      analytics: false,
      functional: true,
    });
    expect(within(dialog).queryByRole('button', { name: 'Revoke' })).not.toBeInTheDocument();
    expect(dialog).toHaveTextContent('Analytics cookies are currently not allowed.');
    expect(within(dialog).getByRole('status')).toHaveTextContent(
      'Analytics consent revoked and analytics data cleared.',
    );
    expect(within(dialog).getByRole('switch', { name: 'Analytics' })).not.toBeChecked();
    await waitFor(() =>
      expect(calls.find((c) => c.url.endsWith('/api/consent/log'))?.body).toMatchObject({
        reason: 'revoke',
      }),
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
