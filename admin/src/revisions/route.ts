/** Where a record's versions open: `<record screen>/revisions/<version>`. */

export const versionPath = (routePath: string, version: number): string =>
  `${routePath}/revisions/${version}`;

/** The version a screen's address opens, or null when none is open. */
export function versionInPath(pathname: string, routePath: string): number | null {
  const prefix = `${routePath}/revisions/`;
  if (!pathname.startsWith(prefix)) return null;
  const rest = pathname.slice(prefix.length).replace(/\/$/, '');
  return /^[1-9]\d*$/.test(rest) ? Number(rest) : null;
}
