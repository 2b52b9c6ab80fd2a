import type { SectionItem } from './lead-api';
import { useLeadApi } from './lead-api';
import { useRemoteList } from './use-remote-list';

/**
 * The page sections for a form: the provider's once they arrive, the build's until then (and when
 * the call fails or answers none), so a built form keeps its choices when its script takes over.
 */
export function usePageSections(built: readonly SectionItem[] = []): readonly SectionItem[] {
  const api = useLeadApi();
  const { data } = useRemoteList<SectionItem[]>(api.sections, []);
  return data.length > 0 ? data : built;
}
