/**
 * Signed preview addresses: an editor's preview of a post in any status, read by the site with
 * the public by-slug shape. The signature is an HMAC-SHA256 (PREVIEW_SECRET) of the post id and
 * the expiry, so an address cannot be moved to another post or extended.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { API_PREFIX } from '@cloud-consulting/domain/api-paths';
import { previewPagePath } from '@cloud-consulting/domain/blog';

/** How long a preview address works. */
export const PREVIEW_LIFETIME_MS = 60 * 60 * 1000;

export const PREVIEW_MESSAGES = {
  invalid: 'The preview link is not valid',
  expired: 'The preview link has expired',
} as const;

export function previewSignature(secret: string, postId: number, exp: number): string {
  return createHmac('sha256', secret).update(`post-preview:${postId}:${exp}`).digest('base64url');
}

/**
 * The addresses and expiry of post `postId`'s preview, valid PREVIEW_LIFETIME_MS from `now`: the
 * provider's answer, and the site's page showing it as the published article.
 */
export function previewLink(secret: string, postId: number, now: number, siteUrl: string) {
  const exp = Math.floor((now + PREVIEW_LIFETIME_MS) / 1000);
  const sig = previewSignature(secret, postId, exp);
  return {
    url: `${API_PREFIX}/preview/posts/${postId}?exp=${exp}&sig=${sig}`,
    pageUrl: `${siteUrl}${previewPagePath({ post: postId, exp, sig })}`,
    expiresAt: new Date(exp * 1000).toISOString(),
  };
}

/** Null when the signature holds and has not expired, else the refusal's message. */
export function previewError(
  secret: string,
  postId: number,
  exp: number,
  sig: string,
  now: number,
): string | null {
  const expected = Buffer.from(previewSignature(secret, postId, exp));
  const given = Buffer.from(sig);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    return PREVIEW_MESSAGES.invalid;
  }
  return exp * 1000 <= now ? PREVIEW_MESSAGES.expired : null;
}
