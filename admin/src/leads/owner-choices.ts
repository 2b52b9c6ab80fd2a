/**
 * Who may work a lead, as choices: nobody, me, and (when the role may list people) every active
 * person. A sales person may not list people, so they choose between themselves and nobody; a
 * lead worked by someone else keeps that person as a choice.
 */

export interface OwnerChoice {
  /** 'none' for nobody, else the person's id as text (select values are text). */
  id: string;
  name: string;
}

export interface PersonSummary {
  id: number;
  name: string;
  email?: string;
  disabledAt?: string | null;
}

export const NOBODY = 'none';

export function ownerChoices(options: {
  me: { id: number; name: string } | null;
  people: readonly PersonSummary[] | null;
  current?: { id: number | null; name: string | null };
}): OwnerChoice[] {
  const choices: OwnerChoice[] = [{ id: NOBODY, name: 'Nobody' }];
  const seen = new Set<string>([NOBODY]);
  const add = (id: number, name: string) => {
    if (seen.has(String(id))) return;
    seen.add(String(id));
    choices.push({ id: String(id), name });
  };
  if (options.me) add(options.me.id, `Me (${options.me.name})`);
  for (const person of options.people ?? []) {
    if (!person.disabledAt) add(person.id, person.name || person.email || `Person ${person.id}`);
  }
  const current = options.current;
  if (current?.id) add(current.id, current.name ?? `Person ${current.id}`);
  return choices;
}

/** The select's value of a lead's owner. */
export function ownerValue(ownerId: unknown): string {
  return typeof ownerId === 'number' ? String(ownerId) : NOBODY;
}

/** The ownerId to send for a chosen value. */
export function ownerIdOf(value: string): number | null {
  return value === NOBODY ? null : Number(value);
}
