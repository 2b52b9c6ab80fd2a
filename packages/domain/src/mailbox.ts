/**
 * A mailbox as a mail header names it: an address alone ("news@example.com") or with a display
 * name ("Contoso Cloud <news@example.com>", or quoted when the name holds a comma or a dot:
 * "\"Contoso, Inc.\" <news@example.com>"). The name is one line of text without angle brackets
 * or quotes, so it can never start another header or address.
 */

export interface Mailbox {
  /** The display name, or null when there is none. */
  name: string | null;
  address: string;
}

const ADDRESS = /^[^\s@<>",;]+@[^\s@<>",;]+$/;
const NAME_PART = String.raw`[^<>"\\\r\n\t]*`;
const WITH_NAME = new RegExp(String.raw`^(?:"(${NAME_PART})"|([^<>"\\\r\n\t,;]*))\s*<([^<>\s]+)>$`);

/** The mailbox a header value names, or null when it is not one. */
export function parseMailbox(value: string): Mailbox | null {
  const text = value.trim();
  if (ADDRESS.test(text)) return { name: null, address: text };
  const match = WITH_NAME.exec(text);
  if (!match || !ADDRESS.test(match[3]!)) return null;
  const name = (match[1] ?? match[2] ?? '').trim();
  return { name: name === '' ? null : name, address: match[3]! };
}
