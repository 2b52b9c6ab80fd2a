/**
 * The rebuild webhook, one rule for both ends: the provider writes and signs the body, the site
 * server (builder) checks the signature and reads it. A call says that content changed and sums
 * up what is pending (how many changes, the newest one's time, who made them) and lists only the
 * first few changes, so a body stays far below what the builder accepts however many changes
 * piled up (an import, a bulk action, a restore, a builder that was down for a day): a listing
 * of every change once wedged publishing at 1,000 posts, each retry refused as too large.
 *
 * Signature: `X-Signature-256: sha256=<hex HMAC-SHA256 of the raw body with REBUILD_SECRET>`:
 * each end computes the HMAC with its own crypto (this package does no I/O) and writes it with
 * webhookSignature.
 */

export const WEBHOOK_SIGNATURE_HEADER = 'X-Signature-256';
export const WEBHOOK_EVENT = 'content.changed';
/** The most a webhook body may weigh: the builder refuses larger bodies (413). */
export const WEBHOOK_BODY_LIMIT = 64 * 1024;
/** Changes listed in one call (the rest are counted); enough to read a burst in the logs. */
export const WEBHOOK_LISTED_CHANGES = 20;
/** Distinct actors named in one call; a build's trigger shows three of them anyway. */
export const WEBHOOK_LISTED_ACTORS = 20;
/** Longest text kept in a listed change or an actor's name. */
const TEXT_LIMIT = 120;

/** One change as the provider records it: a trigger's row or an admin call. */
export interface WebhookChange {
  table?: string;
  operation?: string;
  resource?: string;
  method?: string;
  id?: string | number;
  actor?: string;
  /** When it was recorded (ISO 8601). */
  at: string;
}

/** What one call says, as the builder reads it. */
export interface WebhookSummary {
  deliveryId?: string;
  /** How many changes the call stands for (listed or not). */
  changeCount: number;
  /** The newest change it stands for (ISO 8601), or null when none carries a time. */
  changesUpTo: string | null;
  /** Who made its changes, each once, in order of their first change. */
  actors: string[];
}

/** The HMAC's hash, as node:crypto names it. */
export const WEBHOOK_SIGNATURE_HASH = 'sha256';

/** The header's value for the hex HMAC of the raw body: `sha256=<hex>`. */
export function webhookSignature(hexHmac: string): string {
  return `${WEBHOOK_SIGNATURE_HASH}=${hexHmac}`;
}

const clip = (text: string) => (text.length > TEXT_LIMIT ? text.slice(0, TEXT_LIMIT) : text);

function clipChange(change: WebhookChange): WebhookChange {
  const out: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(change)) {
    if (typeof value === 'string') out[key] = clip(value);
    else if (typeof value === 'number') out[key] = value;
  }
  return out as unknown as WebhookChange;
}

export interface WebhookBodyInput {
  deliveryId: string;
  sentAt: string;
  changeCount: number;
  changesUpTo: string | null;
  actors: readonly string[];
  /** The first pending changes, oldest first; only WEBHOOK_LISTED_CHANGES of them are kept. */
  changes: readonly WebhookChange[];
}

/** The JSON body of one call, always within WEBHOOK_BODY_LIMIT. */
export function webhookBody(input: WebhookBodyInput): string {
  const changes = input.changes.slice(0, WEBHOOK_LISTED_CHANGES).map(clipChange);
  const actors = [...new Set(input.actors)].slice(0, WEBHOOK_LISTED_ACTORS).map(clip);
  const body = {
    event: WEBHOOK_EVENT,
    deliveryId: input.deliveryId,
    sentAt: input.sentAt,
    changeCount: input.changeCount,
    changesUpTo: input.changesUpTo,
    actors,
    changes,
    unlisted: Math.max(0, input.changeCount - changes.length),
  };
  return JSON.stringify(body);
}

function objectOf(body: string | Buffer): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(body.toString());
    return value !== null && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

const isoOrNull = (value: unknown): number | null => {
  const ms = typeof value === 'string' ? Date.parse(value) : NaN;
  return Number.isNaN(ms) ? null : ms;
};

/**
 * Reads what a signed body stands for. A body that only lists its changes (as calls did before
 * they carried a summary) is summed up from the list; what it does not say is left empty.
 */
export function readWebhookSummary(body: string | Buffer): WebhookSummary {
  const parsed = objectOf(body);
  const listed = Array.isArray(parsed?.changes) ? (parsed.changes as unknown[]) : [];
  const summed = Array.isArray(parsed?.actors);
  const actors = new Set<string>(
    summed ? (parsed!.actors as unknown[]).filter((a): a is string => typeof a === 'string') : [],
  );
  let newest = isoOrNull(parsed?.changesUpTo);
  for (const change of listed) {
    const { at, actor } = (change ?? {}) as { at?: unknown; actor?: unknown };
    const ms = isoOrNull(at);
    if (ms !== null && (newest === null || ms > newest)) newest = ms;
    if (!summed && typeof actor === 'string') actors.add(actor);
  }
  actors.delete('');
  const count = parsed?.changeCount;
  return {
    ...(typeof parsed?.deliveryId === 'string' ? { deliveryId: parsed.deliveryId } : {}),
    changeCount:
      typeof count === 'number' && Number.isInteger(count) && count >= 0 ? count : listed.length,
    changesUpTo: newest === null ? null : new Date(newest).toISOString(),
    actors: [...actors],
  };
}

/** The time a body says it was sent (ms), or null when it says none or is not JSON. */
export function webhookSentAt(body: string | Buffer): number | null {
  return isoOrNull(objectOf(body)?.sentAt);
}
