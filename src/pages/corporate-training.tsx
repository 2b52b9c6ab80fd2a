import type { HeadFC } from 'gatsby';
import { ROUTE_MENU_LABELS } from '@cloud-consulting/domain/menus';
import { MenuGuard } from '../components/menus/menu-guard';
import { Seo } from '../components/seo/seo';
import { TrainingView } from '../components/training/training-view';
import {
  useBuildTrainingTopics,
  useTrainingTopics,
} from '../components/training/use-training-topics';
import { usePageSeo } from '../services/use-page-seo';
import { jsonLd } from '@cloud-consulting/domain/seo';
import { courseList } from '@cloud-consulting/domain/structured-data';

export default function CorporateTrainingPage() {
  const { topics, loading } = useTrainingTopics();
  return (
    <MenuGuard label={ROUTE_MENU_LABELS['/corporate-training']}>
      <TrainingView topics={topics} loading={loading} />
    </MenuGuard>
  );
}

/** The head, with the training topics the built page offers as schema.org Course entries. */
export const Head: HeadFC = ({ location }) => {
  const topics = useBuildTrainingTopics();
  const { siteName, siteUrl } = usePageSeo();
  const structured = courseList(topics, { siteName, siteUrl, pagePath: '/corporate-training' });
  return (
    <Seo title="Corporate Training Services & Workshops" path={location.pathname}>
      {structured && (
        <script
          type="application/ld+json"
          dangerouslySetInnerHTML={{ __html: jsonLd(structured) }}
        />
      )}
    </Seo>
  );
};
