import type { HeadFC } from 'gatsby';
import { ROUTE_MENU_LABELS } from '@cloud-consulting/domain/menus';
import { MenuGuard } from '../components/menus/menu-guard';
import { PathView } from '../components/path/path-view';
import { Seo } from '../components/seo/seo';

export default function PathPage() {
  return (
    <MenuGuard label={ROUTE_MENU_LABELS['/path']}>
      <PathView />
    </MenuGuard>
  );
}

export const Head: HeadFC = ({ location }) => (
  <Seo title="Learning Paths" path={location.pathname} />
);
