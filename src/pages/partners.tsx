import type { HeadFC } from 'gatsby';
import { ROUTE_MENU_LABELS } from '@cloud-consulting/domain/menus';
import { MenuGuard } from '../components/menus/menu-guard';
import { PartnersView } from '../components/partners/partners-view';
import { Seo } from '../components/seo/seo';

export default function PartnersPage() {
  return (
    <MenuGuard label={ROUTE_MENU_LABELS['/partners']}>
      <PartnersView />
    </MenuGuard>
  );
}

export const Head: HeadFC = ({ location }) => (
  <Seo title="Strategic Partners & Growth" path={location.pathname} />
);
