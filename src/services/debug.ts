/**
 * Debug mode: console output only with ?debug=1 or the stored debug flag set to '1'; otherwise
 * the console is silenced, so visitors' consoles stay clean.
 */
import { STORAGE_KEYS, isDebugEnabled } from '@cloud-consulting/domain/storage-keys';

const SILENCED = ['log', 'info', 'debug', 'warn', 'error'] as const;

function storedFlag(storage: Storage | undefined): string | null {
  try {
    return storage?.getItem(STORAGE_KEYS.debug) ?? null;
  } catch {
    return null;
  }
}

/** Applies the debug rule to `target` (the console); returns whether debug output is on. */
export function applyDebugMode(
  search: string,
  storage: Storage | undefined,
  target: Pick<Console, (typeof SILENCED)[number]> = console,
): boolean {
  const enabled = isDebugEnabled(search, storedFlag(storage));
  if (!enabled) {
    for (const method of SILENCED) target[method] = () => undefined;
  }
  return enabled;
}
