/**
 * The services of the built /services page as schema.org structured data, worked out at build
 * time (plugins/site-data/src/structured-data.ts), so the page's script does not carry the rules.
 */
import { graphql, useStaticQuery } from 'gatsby';

export function useServicesStructuredData(): Record<string, unknown> | null {
  const data = useStaticQuery<Queries.ServicesStructuredDataQuery>(graphql`
    query ServicesStructuredData {
      servicesStructuredData
    }
  `);
  return data.servicesStructuredData ?? null;
}
