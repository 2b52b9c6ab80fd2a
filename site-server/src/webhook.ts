/**
 * The rebuild webhook's guards. The provider signs the raw body with REBUILD_SECRET
 * (`X-Signature-256: sha256=<hex HMAC-SHA256>`) and puts the time it sent it (`sentAt`, ISO 8601)
 * inside that body, a fresh body per attempt. A signature alone would let anyone who once saw a
 * request replay it forever, so a body is accepted only within WEBHOOK_WINDOW_MS of this server's
 * clock, and only once: the signatures accepted within the window are remembered.
 */
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import {
  WEBHOOK_SIGNATURE_HASH,
  WEBHOOK_SIGNATURE_HEADER,
  readWebhookSummary,
  webhookSentAt,
  webhookSignature,
  type WebhookSummary,
} from '@cloud-consulting/domain/rebuild-webhook';

export const SIGNATURE_HEADER = WEBHOOK_SIGNATURE_HEADER.toLowerCase();
/** How far `sentAt` may be from this server's clock, either way: five minutes. */
export const WEBHOOK_WINDOW_MS = 5 * 60 * 1000;

/** `sha256=<hex>` HMAC-SHA256 of the raw body, as the provider sends it. */
export function signBody(secret: string, body: string | Buffer): string {
  return webhookSignature(createHmac(WEBHOOK_SIGNATURE_HASH, secret).update(body).digest('hex'));
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

/** What one webhook call asks to build, echoed in the build reports (see build-reports.ts). */
export type DeliverySummary = WebhookSummary;

/** Reads the summary of a signed webhook body; what it does not say is left empty. */
export const deliverySummary = readWebhookSummary;

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
      const sentAt = webhookSentAt(body);
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
