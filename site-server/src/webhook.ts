/**
 * The rebuild webhook's guards. The provider signs the raw body with REBUILD_SECRET
 * (`X-Signature-256: sha256=<hex HMAC-SHA256>`) and puts the time it sent it (`sentAt`, ISO 8601)
 * inside that body, a fresh body per attempt. A signature alone would let anyone who once saw a
 * request replay it forever, so a body is accepted only within WEBHOOK_WINDOW_MS of this server's
 * clock, and only once: the signatures accepted within the window are remembered.
 */
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

export const SIGNATURE_HEADER = 'x-signature-256';
/** How far `sentAt` may be from this server's clock, either way: five minutes. */
export const WEBHOOK_WINDOW_MS = 5 * 60 * 1000;

/** `sha256=<hex>` HMAC-SHA256 of the raw body, as the provider sends it. */
export function signBody(secret: string, body: string | Buffer): string {
  return `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;
}

/** Compares secrets in constant time, whatever their lengths. */
function sameSecret(given: string, expected: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

export function validSignature(secret: string, body: Buffer, given: unknown): boolean {
  return typeof given === 'string' && sameSecret(given, signBody(secret, body));
}

/** Whether an Authorization header carries `Bearer <secret>`. */
export function bearerMatches(secret: string, header: unknown): boolean {
  if (typeof header !== 'string') return false;
  const match = /^Bearer\s+(.+)$/i.exec(header.trim());
  return match !== null && sameSecret(match[1]!, secret);
}

export type Refusal = { status: 401 | 409; message: string };

/** The time a signed body says it was sent, or null when it says none (or not JSON). */
function sentAtOf(body: Buffer): number | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body.toString('utf8'));
  } catch {
    return null;
  }
  const sentAt = (parsed as { sentAt?: unknown } | null)?.sentAt;
  if (typeof sentAt !== 'string') return null;
  const ms = Date.parse(sentAt);
  return Number.isNaN(ms) ? null : ms;
}

/** What one webhook call asks to build, echoed in the build reports (see build-reports.ts). */
export interface DeliverySummary {
  deliveryId?: string;
  /** The newest change it lists (ISO 8601), or null when it lists none with a time. */
  changesUpTo: string | null;
  /** Who made its changes, each once, in order: emails, "automation", "schedule", ... */
  actors: string[];
}

function parseObject(body: Buffer): { deliveryId?: unknown; changes?: unknown } | null {
  try {
    const value: unknown = JSON.parse(body.toString('utf8'));
    return typeof value === 'object'
      ? (value as { deliveryId?: unknown; changes?: unknown })
      : null;
  } catch {
    return null; // not JSON: the replay guard refuses such a body before it is read
  }
}

/** Reads the summary of a signed webhook body; what it does not say is left empty. */
export function deliverySummary(body: Buffer): DeliverySummary {
  const parsed = parseObject(body);
  const changes = Array.isArray(parsed?.changes) ? (parsed.changes as unknown[]) : [];
  let newest: number | null = null;
  const actors = new Set<string>();
  for (const change of changes) {
    const { at, actor } = (change ?? {}) as { at?: unknown; actor?: unknown };
    const ms = typeof at === 'string' ? Date.parse(at) : NaN;
    if (!Number.isNaN(ms) && (newest === null || ms > newest)) newest = ms;
    if (typeof actor === 'string' && actor) actors.add(actor);
  }
  return {
    ...(typeof parsed?.deliveryId === 'string' ? { deliveryId: parsed.deliveryId } : {}),
    changesUpTo: newest === null ? null : new Date(newest).toISOString(),
    actors: [...actors],
  };
}

/**
 * Refuses a signed body that is stale, from the future, or already accepted; remembers the ones
 * it lets through for as long as they would be fresh.
 */
export function createReplayGuard(now: () => number = Date.now) {
  /** Accepted signatures and when they stop being fresh. */
  const accepted = new Map<string, number>();
  return {
    check(body: Buffer, signature: string): Refusal | null {
      const at = now();
      for (const [seen, until] of accepted) if (until < at) accepted.delete(seen);
      const sentAt = sentAtOf(body);
      if (sentAt === null || Math.abs(at - sentAt) > WEBHOOK_WINDOW_MS) {
        return {
          status: 401,
          message: 'The body must carry sentAt within 5 minutes of the site server clock',
        };
      }
      if (accepted.has(signature)) {
        return { status: 409, message: 'This webhook body was already accepted' };
      }
      accepted.set(signature, sentAt + WEBHOOK_WINDOW_MS);
      return null;
    },
  };
}
