/** Menu debug logging, on when local storage holds DEBUG_MENUS = '1' (the diagnostics page says so). */
import { DEBUG_MENUS_KEY } from '@cloud-consulting/domain/menus';

export function isMenuDebugOn(): boolean {
  try {
    return typeof window !== 'undefined' && window.localStorage.getItem(DEBUG_MENUS_KEY) === '1';
  } catch {
    return false;
  }
}

export function debugMenus(message: string, detail?: unknown): void {
  if (isMenuDebugOn()) console.info(`[menus] ${message}`, detail);
}
