import { graphql, useStaticQuery } from 'gatsby';
import type { MenuSection } from '@cloud-consulting/domain/menus';

/** The menu sections known when the site was built, in the provider's order. */
export function useBuildMenuSections(): MenuSection[] {
  const data = useStaticQuery<Queries.BuildMenuSectionsQuery>(graphql`
    query BuildMenuSections {
      allMenuSection(sort: { Id: ASC }) {
        nodes {
          Id
          Name
          Type
          IsActive
          UpdatedDate
        }
      }
    }
  `);
  return (data.allMenuSection?.nodes ?? []).map((node) => ({
    Id: node.Id,
    Name: node.Name,
    Type: node.Type,
    IsActive: node.IsActive,
    UpdatedDate: node.UpdatedDate,
  }));
}
