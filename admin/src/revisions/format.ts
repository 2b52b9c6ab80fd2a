/** How a kept version is introduced: when, by whom. */

/** '12 Mar 2025, 14:05' in the reader's own time and language. */
export function whenText(iso: string, locale?: string, timeZone?: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return date.toLocaleString(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone });
}

/** The person who made the change; API calls with the automation token say so. */
export const actorText = (actor: string): string => (actor === 'automation' ? 'Automation' : actor);
