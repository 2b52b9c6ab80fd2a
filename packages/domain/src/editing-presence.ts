/**
 * Working side by side: while a person has a record open in the editor app, the app tells the
 * provider every 15 s (a heartbeat); a record is "open" for someone whose last heartbeat is less
 * than 45 s old (three beats, so one lost call does not hide them). The edit screen names the
 * others who have it open and the posts list marks their rows. Only people whose role may edit
 * a record are told who else has it open, and only those may say they have it open.
 */
import { mayDo, type ActionFamily, type Role } from './admin-roles';
import { collections } from './content-collections/collections';

/** How often the editor app says a record is still open. */
export const PRESENCE_HEARTBEAT_MS = 15_000;

/** How long after its last heartbeat a person no longer counts as having the record open. */
export const PRESENCE_EXPIRY_MS = 45_000;

/** The editor app's resources people can have open, with the action family editing them needs. */
const PRESENCE_FAMILIES: Readonly<Record<string, ActionFamily>> = {
  posts: 'posts',
  'site-settings': 'content',
  ...Object.fromEntries(collections.map((c): [string, ActionFamily] => [c.name, 'content'])),
};

/** The action family a resource's presence needs, or null for a resource with none. */
export function presenceFamily(resource: string): ActionFamily | null {
  return Object.hasOwn(PRESENCE_FAMILIES, resource) ? PRESENCE_FAMILIES[resource]! : null;
}

/** Whether a person with `role` may say they have a `resource` record open and see who else has. */
export function mayShareEditing(role: Role, resource: string): boolean {
  const family = presenceFamily(resource);
  return family !== null && mayDo(role, family);
}

/** A record id as the presence routes take it: what a post's or a content record's id looks like. */
export const PRESENCE_RECORD_ID = /^[A-Za-z0-9_-]{1,64}$/;

/** One person's last heartbeat on one record. */
export interface PresenceEntry {
  recordId: string;
  personId: number;
  name: string;
  /** The last heartbeat (ms since the epoch). */
  seenAt: number;
}

/** The oldest heartbeat (ms) still counted at `now`: anything older has expired. */
export const presenceCutoff = (now: number): number => now - PRESENCE_EXPIRY_MS;

/** Whether a heartbeat made at `seenAt` still counts at `now`. */
export const isPresent = (seenAt: number, now: number): boolean => seenAt > presenceCutoff(now);

/**
 * The names of the people other than `me` who have a record open at `now`, once each (a person
 * with two tabs is one person), in alphabetical order.
 */
export function othersEditing(
  entries: readonly PresenceEntry[],
  me: number | null,
  now: number,
): string[] {
  const names = new Map<number, string>();
  for (const entry of entries) {
    if (entry.personId === me || !isPresent(entry.seenAt, now)) continue;
    names.set(entry.personId, entry.name);
  }
  return [...names.values()].sort((a, b) => a.localeCompare(b));
}

/** The others who have each record open at `now`, by record id; records nobody else has are left out. */
export function othersByRecord(
  entries: readonly PresenceEntry[],
  me: number | null,
  now: number,
): Record<string, string[]> {
  const byRecord = new Map<string, PresenceEntry[]>();
  for (const entry of entries) {
    byRecord.set(entry.recordId, [...(byRecord.get(entry.recordId) ?? []), entry]);
  }
  const out: Record<string, string[]> = {};
  for (const [recordId, rows] of byRecord) {
    const names = othersEditing(rows, me, now);
    if (names.length > 0) out[recordId] = names;
  }
  return out;
}

/** "Dana Lee", "Dana Lee and Sam Roe", "Dana Lee, Sam Roe and 2 others". */
export function namesInWords(names: readonly string[]): string {
  if (names.length <= 1) return names[0] ?? '';
  if (names.length === 2) return `${names[0]} and ${names[1]}`;
  if (names.length === 3) return `${names[0]}, ${names[1]} and ${names[2]}`;
  return `${names[0]}, ${names[1]} and ${names.length - 2} others`;
}

/** How a sentence names a record of `resource`. */
const recordNoun = (resource: string): string =>
  resource === 'posts'
    ? 'this post'
    : resource === 'site-settings'
      ? 'the site settings'
      : 'this record';

/** What the edit screen says: "Dana Lee is also editing this post."; empty when nobody else. */
export function editingSentence(names: readonly string[], resource: string): string {
  if (names.length === 0) return '';
  const verb = names.length === 1 ? 'is' : 'are';
  return `${namesInWords(names)} ${verb} also editing ${recordNoun(resource)}.`;
}

/** The accessible name of a list row's badge: "Dana Lee is editing this post". */
export function editingBadgeLabel(names: readonly string[], resource: string): string {
  if (names.length === 0) return '';
  const verb = names.length === 1 ? 'is' : 'are';
  return `${namesInWords(names)} ${verb} editing ${recordNoun(resource)}`;
}

export const PRESENCE_MESSAGES = {
  unknownResource: 'There is no such kind of record to have open',
  badRecordId: 'A record id has letters, digits, - or _ only (at most 64)',
  peopleOnly: 'Only a person signed in can have a record open',
  notAllowed: 'Your role may not edit this kind of record, so who has it open is not shown',
} as const;
