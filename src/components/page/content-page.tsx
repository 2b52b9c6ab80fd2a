/**
 * The start of a content page whose body another issue fills in: its real heading, behind its
 * menu guard when the route table gives one.
 */
import type { ReactNode } from 'react';
import { MenuGuard } from '../menus/menu-guard';
import { PageSection } from './page-section';

export function ContentPage({
  title,
  guard,
  children,
}: {
  title: string;
  guard?: string;
  children?: ReactNode;
}) {
  const body = (
    <PageSection name={title}>
      <h1 sx={{ fontSize: [6, 7], lineHeight: 'heading', mt: 0 }}>{title}</h1>
      {children}
    </PageSection>
  );
  return guard ? <MenuGuard label={guard}>{body}</MenuGuard> : body;
}
