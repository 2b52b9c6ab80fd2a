import type { HeadFC } from 'gatsby';
import { ROUTE_MENU_LABELS } from '@cloud-consulting/domain/menus';
import { MenuGuard } from '../components/menus/menu-guard';
import { Seo } from '../components/seo/seo';
import { ServicesView } from '../components/services/services-view';
import { useServicesData } from '../components/services/use-services-data';

export default function ServicesPage() {
  const data = useServicesData();
  return (
    <MenuGuard label={ROUTE_MENU_LABELS['/services']}>
      <ServicesView data={data} />
    </MenuGuard>
  );
}

export const Head: HeadFC = ({ location }) => <Seo title="Our Services" path={location.pathname} />;
