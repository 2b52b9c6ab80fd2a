/**
 * The training request's lookup lists (session type, duration, topic) as the build has them, so
 * the built form shows its choices before any script runs; the form refreshes them at run time.
 */
import { graphql, useStaticQuery } from 'gatsby';
import { groupTrainingLookups } from '@cloud-consulting/domain/content';
import type { TrainingLookups } from '../../services/lead-api';

export function useBuiltTrainingLookups(): TrainingLookups {
  const data = useStaticQuery<Queries.BuildTrainingLookupsQuery>(graphql`
    query BuildTrainingLookups {
      allTrainingLookupItem {
        nodes {
          Id
          Kind
          Name
          IsActive
          OrderIndex
        }
      }
    }
  `);
  return groupTrainingLookups(data.allTrainingLookupItem?.nodes);
}
