import type { HeadFC } from 'gatsby';
import { ROUTE_MENU_LABELS } from '@cloud-consulting/domain/menus';
import { MenuGuard } from '../components/menus/menu-guard';
import { Seo } from '../components/seo/seo';
import { TrainingView } from '../components/training/training-view';
import { useTrainingTopics } from '../components/training/use-training-topics';

export default function CorporateTrainingPage() {
  const { topics, loading } = useTrainingTopics();
  return (
    <MenuGuard label={ROUTE_MENU_LABELS['/corporate-training']}>
      <TrainingView topics={topics} loading={loading} />
    </MenuGuard>
  );
}

export const Head: HeadFC = ({ location }) => (
  <Seo title="Corporate Training Services & Workshops" path={location.pathname} />
);
