import type { HeadFC } from 'gatsby';
import { AzureView } from '../components/azure/azure-view';
import { Seo } from '../components/seo/seo';

export default function AzureConsultingPage() {
  return <AzureView />;
}

export const Head: HeadFC = ({ location }) => (
  <Seo title="Azure Consulting" path={location.pathname} />
);
