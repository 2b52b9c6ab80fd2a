/**
 * Expertise areas: the build's list at first paint, refreshed from GET /core-expertise. When the
 * build had none, `loading` stays true until the call answers; the home section adds the 10 s
 * 'Azure Core Services' rule on top (use-home-expertise).
 */
import { graphql, useStaticQuery } from 'gatsby';
import { API_PATHS } from '@cloud-consulting/domain/api-paths';
import { FALLBACK_EXPERTISE } from '@cloud-consulting/domain/catalogues';
import {
  expertiseCards,
  type ExpertiseCard,
  type ExpertiseRecord,
} from '@cloud-consulting/domain/content-pages';
import { asRecords, useRuntimeList } from '../../services/use-runtime-list';

export function useBuildExpertise(): ExpertiseRecord[] {
  const data = useStaticQuery<Queries.BuildExpertiseQuery>(graphql`
    query BuildExpertise {
      allCoreExpertise {
        nodes {
          Id
          Name
          Description
          Category
          Icon
          IsActive
          OrderIndex
        }
      }
    }
  `);
  return [...(data.allCoreExpertise?.nodes ?? [])];
}

/** The six built-in areas as cards (used when the call fails and nothing was built). */
export const fallbackExpertiseCards = (): ExpertiseCard[] =>
  expertiseCards(
    FALLBACK_EXPERTISE.map((Name, i) => ({
      Id: `fallback-${i + 1}`,
      Name,
      IsActive: true,
      OrderIndex: i,
    })),
  );

export interface ExpertiseState {
  cards: ExpertiseCard[];
  loading: boolean;
  error: string | null;
}

export function useExpertise(): ExpertiseState {
  const build = useBuildExpertise();
  const runtime = useRuntimeList<ExpertiseRecord>(build, API_PATHS.coreExpertise, asRecords);
  const cards = expertiseCards(runtime.items);
  if (cards.length === 0 && runtime.error) {
    return { cards: fallbackExpertiseCards(), loading: false, error: runtime.error };
  }
  return { cards, loading: runtime.loading, error: runtime.error };
}
