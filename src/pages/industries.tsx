import type { HeadFC } from 'gatsby';
import { ROUTE_MENU_LABELS } from '@cloud-consulting/domain/menus';
import { IndustriesView } from '../components/industries/industries-view';
import { useIndustries } from '../components/industries/use-industries';
import { MenuGuard } from '../components/menus/menu-guard';
import { Seo } from '../components/seo/seo';

export default function IndustriesPage() {
  const state = useIndustries();
  return (
    <MenuGuard label={ROUTE_MENU_LABELS['/industries']}>
      <IndustriesView state={state} />
    </MenuGuard>
  );
}

export const Head: HeadFC = ({ location }) => <Seo title="Industries" path={location.pathname} />;
