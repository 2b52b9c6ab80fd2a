import type { HeadFC } from 'gatsby';
import { ROUTE_MENU_LABELS } from '@cloud-consulting/domain/menus';
import { MenuGuard } from '../components/menus/menu-guard';
import { Seo } from '../components/seo/seo';
import { ServicesView } from '../components/services/services-view';
import { useServicesData } from '../components/services/use-services-data';
import { useServicesStructuredData } from '../components/services/use-services-structured-data';
import { jsonLd } from '@cloud-consulting/domain/seo';

export default function ServicesPage() {
  const data = useServicesData();
  return (
    <MenuGuard label={ROUTE_MENU_LABELS['/services']}>
      <ServicesView data={data} />
    </MenuGuard>
  );
}

/** The head, with the services the built page shows as schema.org Service entries. */
export const Head: HeadFC = ({ location }) => {
  const structured = useServicesStructuredData();
  return (
    <Seo title="Our Services" path={location.pathname}>
      {structured && (
        <script
          type="application/ld+json"
          dangerouslySetInnerHTML={{ __html: jsonLd(structured) }}
        />
      )}
    </Seo>
  );
};
