/** Active training topics by order: the build's, refreshed at run time; else the five built in. */
import { graphql, useStaticQuery } from 'gatsby';
import { API_PATHS } from '@cloud-consulting/domain/api-paths';
import {
  FALLBACK_TRAINING_TOPICS,
  TRAINING_TOPIC_DEFAULTS,
} from '@cloud-consulting/domain/catalogues';
import { activeByOrder } from '@cloud-consulting/domain/content';
import { asRecords, useRuntimeList } from '../../services/use-runtime-list';

export interface TrainingTopicRecord {
  Id?: number | string;
  Name?: string | null;
  Description?: string | null;
  Category?: string | null;
  IsActive?: boolean | number | string | null;
  OrderIndex?: number | null;
}

export interface TopicCard {
  id: string;
  name: string;
  description: string;
  category: string;
}

export function topicCards(items: readonly TrainingTopicRecord[], failed: boolean): TopicCard[] {
  const active = activeByOrder(items).filter((item) => item.Name?.trim());
  const list =
    active.length === 0 && failed
      ? FALLBACK_TRAINING_TOPICS.map(
          (Name, i) => ({ Id: `fallback-${i + 1}`, Name }) as TrainingTopicRecord,
        )
      : active;
  return list.map((item, i) => ({
    id: String(item.Id ?? i + 1),
    name: item.Name!.trim(),
    description: item.Description?.trim() || TRAINING_TOPIC_DEFAULTS.description,
    category: item.Category?.trim() || TRAINING_TOPIC_DEFAULTS.category,
  }));
}

/** The training topics the build read (the page's first paint), as records. */
function useBuildTopicRecords(): readonly TrainingTopicRecord[] {
  const data = useStaticQuery<Queries.BuildTrainingTopicsQuery>(graphql`
    query BuildTrainingTopics {
      allTrainingTopic {
        nodes {
          Id
          Name
          Description
          Category
          IsActive
          OrderIndex
        }
      }
    }
  `);
  return data.allTrainingTopic?.nodes ?? [];
}

/** The topic cards the built page shows (its head describes them as courses). */
export const useBuildTrainingTopics = (): TopicCard[] => topicCards(useBuildTopicRecords(), false);

export function useTrainingTopics(): { topics: TopicCard[]; loading: boolean } {
  const runtime = useRuntimeList<TrainingTopicRecord>(
    useBuildTopicRecords(),
    API_PATHS.trainingTopics,
    asRecords,
  );
  return { topics: topicCards(runtime.items, runtime.error !== null), loading: runtime.loading };
}
