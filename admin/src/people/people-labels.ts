/** What the editor app calls the roles, and a person's state. */
import { ROLES, type Role } from '@cloud-consulting/domain/admin-roles';

export const ROLE_LABELS: Readonly<Record<Role, string>> = {
  owner: 'Owner',
  editor: 'Editor',
  moderator: 'Moderator',
  sales: 'Sales',
};

/** What each role is for, shown where a role is chosen. */
export const ROLE_HINTS: Readonly<Record<Role, string>> = {
  owner: 'Everything, and manages people',
  editor: 'Content, posts, media, publishing',
  moderator: 'Comments',
  sales: 'Leads and subscribers',
};

export const ROLE_CHOICES = ROLES.map((id) => ({ id, name: ROLE_LABELS[id] }));

export function roleLabel(role: unknown): string {
  return ROLE_LABELS[role as Role] ?? String(role ?? '');
}

/** A person's state: disabled people keep their account but cannot sign in. */
export function stateLabel(person: { disabledAt?: string | null }): string {
  return person.disabledAt ? 'Disabled' : 'Active';
}
