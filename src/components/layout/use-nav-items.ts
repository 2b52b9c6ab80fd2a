import { isMenuVisible } from '@cloud-consulting/domain/menus';
import { useBlogAvailable } from '../../services/use-blog-available';
import { useMenuSections } from '../menus/menu-sections';
import type { NavItem } from './nav-items';

/** The items that show now, and whether visibility is still being checked. */
export function useNavItems(items: readonly NavItem[]): { items: NavItem[]; loading: boolean } {
  const { sections, loading } = useMenuSections();
  const blogAvailable = useBlogAvailable();
  return {
    loading,
    items: items.filter(
      (item) =>
        (!item.blog || blogAvailable) &&
        (item.menu === null || isMenuVisible(item.menu, sections, { loading })),
    ),
  };
}
