import type { HeadFC } from 'gatsby';
import { ROUTE_MENU_LABELS } from '@cloud-consulting/domain/menus';
import { ExpertiseView } from '../components/expertise/expertise-view';
import { useExpertise } from '../components/expertise/use-expertise';
import { MenuGuard } from '../components/menus/menu-guard';
import { Seo } from '../components/seo/seo';

export default function ExpertisePage() {
  const state = useExpertise();
  return (
    <MenuGuard label={ROUTE_MENU_LABELS['/expertise']}>
      <ExpertiseView state={state} />
    </MenuGuard>
  );
}

export const Head: HeadFC = ({ location }) => (
  <Seo title="Core Expertise Areas" path={location.pathname} />
);
