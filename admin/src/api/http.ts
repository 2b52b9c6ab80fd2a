/**
 * The one way the editor app talks to the admin API: same origin, the session cookie, and the
 * session's X-CSRF-Token on every write. A refusal becomes react-admin's HttpError carrying the
 * server's own message, so screens show what the server said.
 */
import { HttpError } from 'react-admin';
import { SITE_REBUILD_HEADER } from '@cloud-consulting/domain/site-builds';
import { VERSION_HEADER, versionTag } from '@cloud-consulting/domain/record-versions';
import { announceSaved } from './write-events';
import { offSiteNote } from '../site-status/off-site-note';
import { refusalMessage, withQuery, type Query } from './query';
import { formErrors } from './field-refusals';

export type { Query };

export const API_BASE = '/admin/api';

let csrfToken: string | null = null;

/** Remembered from the session answer; sent with every write. */
export function setCsrfToken(token: string | null): void {
  csrfToken = token;
}

/** The session's token, for a write that cannot go through apiRequest (an upload with progress). */
export function getCsrfToken(): string | null {
  return csrfToken;
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: Query;
  body?: unknown;
  /** Sent as is (a FormData upload), instead of JSON. */
  rawBody?: BodyInit;
  /** The record's version the change starts from: refused (412) if someone saved since. */
  ifMatch?: unknown;
  /** Sent even while the page goes away (saying a screen was left). */
  keepalive?: boolean;
  /** Saved by the app on its own (a draft's autosave): the bar says so, with the time. */
  autosave?: boolean;
}

export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const method = options.method ?? 'GET';
  const headers: Record<string, string> = { Accept: 'application/json' };
  let body: BodyInit | undefined = options.rawBody;
  if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  if (method !== 'GET' && csrfToken) headers['X-CSRF-Token'] = csrfToken;
  if (typeof options.ifMatch === 'number') headers[VERSION_HEADER] = versionTag(options.ifMatch);
  let response: Response;
  try {
    response = await fetch(withQuery(`${API_BASE}${path}`, options.query), {
      method,
      headers,
      body,
      credentials: 'same-origin',
      ...(options.keepalive ? { keepalive: true } : {}),
    });
  } catch {
    throw new HttpError(refusalMessage(0, null), 0);
  }
  // The provider's clock says when the change was saved (its Date header has whole seconds).
  const serverDate = Date.parse(response.headers.get('date') ?? '');
  const savedAt = new Date(
    (Number.isNaN(serverDate) ? Date.now() : serverDate) - 1000,
  ).toISOString();
  const text = await response.text();
  let parsed: unknown = null;
  if (text) {
    try {
      parsed = JSON.parse(text);
    } catch {
      parsed = text;
    }
  }
  if (!response.ok) {
    // Fields refused by name go next to their fields, in words (react-admin's form reads them).
    const fields = response.status === 400 ? formErrors(parsed) : null;
    throw new HttpError(
      refusalMessage(response.status, parsed),
      response.status,
      fields ? { ...(parsed as object), errors: fields } : parsed,
    );
  }
  // The provider says when a change waits for a site build; the bar follows only those, and
  // says when a post's save stays off the site.
  if (response.headers.get(SITE_REBUILD_HEADER) === 'requested') {
    announceSaved({ savedAt, method, path });
  } else if (method !== 'GET') {
    const offSite = offSiteNote(path, parsed, options.autosave ? savedAt : undefined);
    if (offSite) announceSaved({ savedAt, method, path, offSite });
  }
  return parsed as T;
}

/** The address of a download (CSV) with the current filters; the browser sends the cookie. */
export function downloadUrl(path: string, query: Query = {}): string {
  return withQuery(`${API_BASE}${path}`, query);
}
