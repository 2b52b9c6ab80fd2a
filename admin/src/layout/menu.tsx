/**
 * The side menu: only what the signed-in person's role may open (a sales person sees leads and
 * subscribers, a moderator the comments), grouped by the work it serves.
 */
import { Menu, useCanAccess } from 'react-admin';
import type { ReactNode } from 'react';
import { CONTENT_COLLECTIONS } from '../api/resources';
import { COLLECTION_LABELS } from './labels';

function Item({
  resource,
  to,
  label,
  icon,
}: {
  resource: string;
  to: string;
  label: string;
  icon?: ReactNode;
}) {
  const { canAccess } = useCanAccess({ resource, action: 'list' });
  if (!canAccess) return null;
  return <Menu.Item to={to} primaryText={label} leftIcon={icon as never} />;
}

export function EditorMenu() {
  return (
    <Menu>
      <Item resource="posts" to="/posts" label="Posts" />
      <Item resource="comments" to="/comments" label="Comments" />
      <Item resource="leads" to="/leads" label="Leads" />
      <Item resource="subscribers" to="/subscribers" label="Subscribers" />
      <Item resource="media" to="/media" label="Media" />
      <Item resource="menu-sections" to="/menu-sections" label="Menu sections" />
      {CONTENT_COLLECTIONS.map((name) => (
        <Item key={name} resource={name} to={`/${name}`} label={COLLECTION_LABELS[name]} />
      ))}
      <Item resource="site-settings" to="/site-settings" label="Site settings" />
      <Item resource="builds" to="/site-status" label="Site status" />
      <Item resource="people" to="/people" label="People" />
      <Item resource="audit" to="/audit" label="Audit log" />
    </Menu>
  );
}
