/** Technology badge names: the build's active list by order, refreshed at run time; else the 20 built in. */
import { graphql, useStaticQuery } from 'gatsby';
import { API_PATHS } from '@cloud-consulting/domain/api-paths';
import { technologyNames } from '@cloud-consulting/domain/content';
import { asRecords, useRuntimeList } from '../../services/use-runtime-list';

interface TechnologyRecord {
  Name: string;
  IsActive?: boolean | number | string | null;
  OrderIndex?: number | null;
}

export function useTechnologies(): string[] {
  const data = useStaticQuery<Queries.BuildTechnologiesQuery>(graphql`
    query BuildTechnologies {
      allTechnology {
        nodes {
          Name
          IsActive
          OrderIndex
        }
      }
    }
  `);
  const build = (data.allTechnology?.nodes ?? []).map((node) => ({
    ...node,
    Name: node.Name ?? '',
  }));
  const { items } = useRuntimeList<TechnologyRecord>(build, API_PATHS.technologies, asRecords);
  return technologyNames(items.filter((item) => item.Name));
}
