/**
 * The menu list for navigation and guards: the build's list at first paint, then the provider's
 * current list (GET /api/menus-and-sections, 6 s, once per session). If the runtime call fails
 * the error 'Failed to load menu sections' is kept and nothing is shown to the visitor; the
 * build's list stays in force (an outage must not reveal sections the build knew were off).
 */
import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import {
  DEBUG_MENUS_KEY,
  MENU_MESSAGES,
  isMenuVisible,
  type MenuSection,
} from '@cloud-consulting/domain/menus';
import { sameContent } from '@cloud-consulting/domain/same-content';
import { useApi } from '../../services/api-context';
import type { ApiClient } from '../../services/api-client';
import { useBuildMenuSections } from '../../services/use-build-menu-sections';

/** Menu debug logging, on when local storage holds DEBUG_MENUS = '1' (the diagnostics page says so). */
export function isMenuDebugOn(): boolean {
  try {
    return typeof window !== 'undefined' && window.localStorage.getItem(DEBUG_MENUS_KEY) === '1';
  } catch {
    return false;
  }
}

function debugMenus(message: string, detail?: unknown): void {
  if (isMenuDebugOn()) console.info(`[menus] ${message}`, detail);
}

export interface MenuSectionsState {
  sections: MenuSection[];
  /** True while nothing is known yet (no build list and the runtime call is pending). */
  loading: boolean;
  error: string | null;
}

const MenuSectionsContext = createContext<MenuSectionsState | null>(null);
/**
 * True once the runtime call has answered or failed. Apart from the list, so that an answer
 * holding the build's list renders again only what waits for the check (MenuGuard), not every
 * navigation link.
 */
const MenuCheckedContext = createContext(false);

const sessionLoads = new WeakMap<ApiClient, Promise<MenuSection[]>>();

/** The session's one runtime read of the menu list, per client. */
export function loadMenuSectionsOnce(client: ApiClient): Promise<MenuSection[]> {
  let pending = sessionLoads.get(client);
  if (!pending) {
    pending = client.menus.list();
    pending.catch(() => sessionLoads.delete(client));
    sessionLoads.set(client, pending);
  }
  return pending;
}

export function MenuSectionsProvider({ children }: { children: ReactNode }) {
  const client = useApi();
  const buildSections = useBuildMenuSections();
  const [state, setState] = useState<MenuSectionsState & { checked: boolean }>(() => ({
    sections: buildSections,
    loading: buildSections.length === 0,
    checked: false,
    error: null,
  }));

  useEffect(() => {
    let live = true;
    loadMenuSectionsOnce(client).then(
      (sections) => {
        debugMenus('menu sections loaded', sections);
        if (!live) return;
        setState((previous) => ({
          // The build's list, when the provider answers the same, stays the same list.
          sections: sameContent(previous.sections, sections) ? previous.sections : sections,
          loading: false,
          checked: true,
          error: null,
        }));
      },
      (error: unknown) => {
        debugMenus(MENU_MESSAGES.loadFailed, error);
        if (live)
          setState((previous) => ({
            ...previous,
            loading: false,
            checked: true,
            error: MENU_MESSAGES.loadFailed,
          }));
      },
    );
    return () => {
      live = false;
    };
  }, [client]);

  const { sections, loading, error, checked } = state;
  const value = useMemo(() => ({ sections, loading, error }), [sections, loading, error]);
  return (
    <MenuCheckedContext.Provider value={checked}>
      <MenuSectionsContext.Provider value={value}>{children}</MenuSectionsContext.Provider>
    </MenuCheckedContext.Provider>
  );
}

/** Whether the runtime call has answered or failed (see MenuCheckedContext). */
export function useMenuSectionsChecked(): boolean {
  return useContext(MenuCheckedContext);
}

/** Whether the navigation item for `label` shows now (the shared menu rules decide). */
export function useIsMenuVisible(label: string, options: { hideWhileLoading?: boolean } = {}) {
  const { sections, loading } = useMenuSections();
  return isMenuVisible(label, sections, { loading, hideWhileLoading: options.hideWhileLoading });
}

export function useMenuSections(): MenuSectionsState {
  const value = useContext(MenuSectionsContext);
  if (!value) throw new Error('useMenuSections needs MenuSectionsProvider');
  return value;
}
