import type { HeadFC } from 'gatsby';
import { jsonLd } from '@cloud-consulting/domain/seo';
import { serviceList } from '@cloud-consulting/domain/structured-data';
import { AZURE_SERVICES, AzureView } from '../components/azure/azure-view';
import { Seo } from '../components/seo/seo';
import { usePageSeo } from '../services/use-page-seo';

export default function AzureConsultingPage() {
  return <AzureView />;
}

/** The head, with the Azure services the page shows as schema.org Service entries. */
export const Head: HeadFC = ({ location }) => {
  const { siteName, siteUrl } = usePageSeo();
  const structured = serviceList(
    AZURE_SERVICES.map((service) => ({ name: service.title, description: service.text })),
    { siteName, siteUrl, pagePath: '/azure-consulting' },
  );
  return (
    <Seo title="Azure Consulting" path={location.pathname}>
      {structured && (
        <script
          type="application/ld+json"
          dangerouslySetInnerHTML={{ __html: jsonLd(structured) }}
        />
      )}
    </Seo>
  );
};
