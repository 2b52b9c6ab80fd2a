/**
 * An article's HTML as a feed carries it: a feed reader shows the body away from the site, so
 * every link and image address (href, src, srcset) is made absolute against the article's own
 * address. Addresses with a scheme (https:, mailto:) stay as they are.
 */
const HAS_SCHEME = /^[a-z][a-z0-9+.-]*:/i;

function absolute(address: string, pageUrl: string): string {
  const trimmed = address.trim();
  if (trimmed === '' || HAS_SCHEME.test(trimmed)) return address;
  try {
    return new URL(trimmed, pageUrl).href;
  } catch {
    return address;
  }
}

/** A srcset: each candidate's address made absolute, its width or density kept. */
const absoluteSrcset = (srcset: string, pageUrl: string): string =>
  srcset
    .split(',')
    .map((candidate) => {
      const [address = '', ...descriptor] = candidate.trim().split(/\s+/);
      return [absolute(address, pageUrl), ...descriptor].join(' ');
    })
    .join(', ');

/** The HTML with every href, src and srcset absolute against pageUrl. */
export function absoluteLinks(html: string, pageUrl: string): string {
  return html.replace(
    /\b(href|src|srcset)=(["'])(.*?)\2/gi,
    (_match, name: string, quote: string, value: string) =>
      `${name}=${quote}${name.toLowerCase() === 'srcset' ? absoluteSrcset(value, pageUrl) : absolute(value, pageUrl)}${quote}`,
  );
}
