import '@testing-library/jest-dom';
import { fireEvent, screen, waitFor } from '@testing-library/react';
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

  it('the analytics-only panel offers Revoke only when accepted, and Revoke clears analytics cookies', async () => {
    setBuildData({ settings: ANALYTICS_ON });
    localStorage.setItem(
      STORAGE_KEYS.cookieConsent,
      JSON.stringify({
        necessary: true,
        analytics: true,
        marketing: false,
        functional: true,
        consentDate: '2026-01-01T00:00:00.000Z',
        version: CONSENT_VERSION,
      }),
    );
    document.cookie = '_ga=GA1.1.1; path=/';
    renderInShell(<p>page</p>, { client: fakeClient({}).client });
    await waitFor(() => expect(scripts()).toHaveLength(1));
    fireEvent.click(screen.getByRole('button', { name: 'Cookie Settings' }));
    const dialog = screen.getByRole('dialog', { name: 'Analytics Cookies' });
    fireEvent.click(screen.getByRole('button', { name: 'Revoke' }));
    expect(document.cookie).not.toContain('_ga=');
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.analyticsConsent) ?? '{}')).toEqual({
      analytics: false,
    });
    expect(screen.queryByRole('button', { name: 'Revoke' })).not.toBeInTheDocument();
    expect(dialog).toHaveTextContent('Analytics cookies are currently not allowed.');
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
