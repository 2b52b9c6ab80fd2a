import type { HeadFC } from 'gatsby';
import { ROUTE_MENU_LABELS } from '@cloud-consulting/domain/menus';
import { MenuGuard } from '../components/menus/menu-guard';
import { Seo } from '../components/seo/seo';
import { ServicesView } from '../components/services/services-view';
import { useBuildServices, useServicesData } from '../components/services/use-services-data';
import { usePageSeo } from '../services/use-page-seo';
import { servicesToShow } from '@cloud-consulting/domain/services-page';
import { jsonLd } from '@cloud-consulting/domain/seo';
import { serviceList } from '@cloud-consulting/domain/structured-data';

const ROUTE_PATH = '/services';

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
  const { services } = useBuildServices();
  const { siteName, siteUrl } = usePageSeo();
  const structured = serviceList(servicesToShow(services).services, {
    siteName,
    siteUrl,
    pagePath: ROUTE_PATH,
  });
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
