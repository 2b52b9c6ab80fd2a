/**
 * The paths a store accepts: relative to /uploads/images, folders separated by "/", no empty,
 * "." or ".." part and no hidden part (starting with "."), no backslash or control character.
 * What an address asks for is checked with this before any store is asked, so no request climbs
 * out of the images or reaches a hidden file.
 */

export function isStoredPath(path: string): boolean {
  if (path.length === 0 || path.length > 1024 || path.includes('\\')) return false;
  for (let i = 0; i < path.length; i += 1) {
    const code = path.charCodeAt(i);
    if (code < 0x20 || code === 0x7f) return false;
  }
  return path.split('/').every((part) => part.length > 0 && !part.startsWith('.'));
}
