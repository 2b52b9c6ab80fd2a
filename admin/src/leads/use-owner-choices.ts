/**
 * The people a lead may be given to. Only owners may list people: for anyone else (or when the
 * list is refused anyway) the choices are the signed-in person and nobody.
 */
import { useCanAccess, useGetIdentity, useGetList } from 'react-admin';
import { ownerChoices, type OwnerChoice, type PersonSummary } from './owner-choices';

export function useOwnerChoices(current?: {
  id: number | null;
  name: string | null;
}): OwnerChoice[] {
  const { identity } = useGetIdentity();
  const { canAccess: mayListPeople } = useCanAccess({ resource: 'people', action: 'list' });
  const { data: people, error } = useGetList<PersonSummary & { id: number }>(
    'people',
    { pagination: { page: 1, perPage: 500 }, sort: { field: 'name', order: 'ASC' } },
    { enabled: mayListPeople === true, retry: false },
  );
  const me =
    identity && typeof identity.id === 'number'
      ? { id: identity.id, name: String(identity.fullName ?? identity.email ?? 'me') }
      : null;
  return ownerChoices({ me, people: error ? null : (people ?? null), current });
}
