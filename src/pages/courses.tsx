import type { HeadFC } from 'gatsby';
import { ROUTE_MENU_LABELS } from '@cloud-consulting/domain/menus';
import { CoursesView } from '../components/courses/courses-view';
import { MenuGuard } from '../components/menus/menu-guard';
import { Seo } from '../components/seo/seo';

export default function CoursesPage() {
  return (
    <MenuGuard label={ROUTE_MENU_LABELS['/courses']}>
      <CoursesView />
    </MenuGuard>
  );
}

export const Head: HeadFC = ({ location }) => (
  <Seo title="Online Courses - Coming Soon" path={location.pathname} />
);
