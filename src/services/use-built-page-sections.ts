import { graphql, useStaticQuery } from 'gatsby';
import type { SectionItem } from './lead-api';

/**
 * The page sections as the build has them (GET /api/sections, in the provider's order), so a
 * built form shows the methods and inquiry types the provider has, not the defaults, and does not
 * change when its script takes over; the form refreshes them at run time.
 */
export function useBuiltPageSections(): SectionItem[] {
  const data = useStaticQuery<Queries.BuildPageSectionsQuery>(graphql`
    query BuildPageSections {
      allPageSection(sort: { recordId: ASC }) {
        nodes {
          name
          isActive
          content
        }
      }
    }
  `);
  return (data.allPageSection?.nodes ?? []).map((node) => ({
    name: node.name,
    isActive: node.isActive,
    content: Array.isArray(node.content) ? (node.content as unknown[]) : null,
  }));
}
