/**
 * Industries: active ones from the build, refreshed from GET /industries. When the refresh fails
 * the message shows (as 'Error: {message}') unless the build had the provider's own list; when
 * nothing at all is known after a failure, the three sample industries stand in.
 */
import { graphql, useStaticQuery } from 'gatsby';
import { API_PATHS } from '@cloud-consulting/domain/api-paths';
import { FALLBACK_INDUSTRIES } from '@cloud-consulting/domain/catalogues';
import { activeOnly } from '@cloud-consulting/domain/content';
import { asRecords, useRuntimeList } from '../../services/use-runtime-list';

export interface IndustryRecord {
  Id?: number | string;
  Name?: string | null;
  Description?: string | null;
  IsActive?: boolean | number | string | null;
}

export interface IndustriesState {
  industries: { id: string; name: string; description: string | null }[];
  error: string | null;
}

export function industriesState(
  items: readonly IndustryRecord[],
  error: string | null,
  builtFromProvider: boolean,
): IndustriesState {
  const active = activeOnly(items).filter((item) => item.Name?.trim());
  const list =
    active.length === 0 && error
      ? FALLBACK_INDUSTRIES.map((Name, i) => ({ Id: `sample-${i + 1}`, Name, Description: null }))
      : active;
  return {
    industries: list.map((item, i) => ({
      id: String(item.Id ?? i + 1),
      name: item.Name!.trim(),
      description: item.Description?.trim() || null,
    })),
    error: builtFromProvider ? null : error,
  };
}

export function useIndustries(): IndustriesState {
  const data = useStaticQuery<Queries.BuildIndustriesQuery>(graphql`
    query BuildIndustries {
      allIndustry(sort: { Id: ASC }) {
        nodes {
          Id
          Name
          Description
          IsActive
          isFallback
        }
      }
    }
  `);
  const nodes = data.allIndustry?.nodes ?? [];
  const runtime = useRuntimeList<IndustryRecord>(nodes, API_PATHS.industries, asRecords);
  const builtFromProvider = nodes.length > 0 && !nodes.some((node) => node.isFallback);
  return industriesState(runtime.items, runtime.error, builtFromProvider || runtime.refreshed);
}
