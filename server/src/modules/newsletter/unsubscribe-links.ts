/**
 * Signed unsubscribe links of newsletter mails. A bulk mail cannot carry a stored random token
 * per subscriber without writing one per mail, so its links carry a signature instead: the
 * subscriber's id and an HMAC-SHA256 of the id and the address under NEWSLETTER_SECRET. Anyone
 * holding the mail can unsubscribe its address and nothing else; the address is not in the link;
 * a link stops working when the address is erased (its id never returns with another address).
 *
 * One token, three addresses: the site's unsubscribe page (the footer's link, which asks the API
 * as before), the provider's one-click address of the List-Unsubscribe header (RFC 8058: a POST
 * unsubscribes at once, without the site's API key; a GET leads to the page), and a mailto.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

/** "s", the subscriber id, ".", then 43 characters of base64url HMAC. */
export const SIGNED_TOKEN_PATTERN = /^s([1-9][0-9]{0,9})\.([A-Za-z0-9_-]{43})$/;

/** Where the one-click address answers, outside /api (no API key there). */
export const ONE_CLICK_PATH = '/newsletter/one-click';

const signature = (secret: string, subscriberId: number, email: string) =>
  createHmac('sha256', secret)
    .update(`newsletter-unsubscribe\n${subscriberId}\n${email.toLowerCase()}`)
    .digest('base64url');

export function signedUnsubscribeToken(secret: string, subscriberId: number, email: string) {
  return `s${subscriberId}.${signature(secret, subscriberId, email)}`;
}

/** The subscriber id a signed token names, or null when it is not one (the signature unchecked). */
export function signedTokenSubscriber(token: string): number | null {
  const match = SIGNED_TOKEN_PATTERN.exec(token);
  const id = match ? Number(match[1]) : NaN;
  return Number.isSafeInteger(id) && id <= 2147483647 ? id : null;
}

/** Whether a token is the signature of this subscriber's id and address. */
export function signedTokenMatches(
  secret: string,
  token: string,
  subscriberId: number,
  email: string,
): boolean {
  const expected = Buffer.from(signedUnsubscribeToken(secret, subscriberId, email));
  const given = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export interface UnsubscribeAddresses {
  /** The site's unsubscribe page, for the mail's footer. */
  page: string;
  /** The provider's one-click address, for List-Unsubscribe. */
  oneClick: string;
  /** The mailto of List-Unsubscribe. */
  mailto: string;
}

export function unsubscribeAddresses(options: {
  token: string;
  siteUrl: string;
  providerUrl: string;
  mailbox: string;
}): UnsubscribeAddresses {
  const { token, siteUrl, providerUrl, mailbox } = options;
  return {
    page: `${siteUrl}/newsletter/unsubscribe/${token}`,
    oneClick: `${providerUrl}${ONE_CLICK_PATH}/${token}`,
    mailto: `mailto:${mailbox}?subject=${encodeURIComponent(`unsubscribe ${token}`)}`,
  };
}
