import { graphql, useStaticQuery } from 'gatsby';
import type { PageSeoRecord } from '@cloud-consulting/domain/seo';

/** Every page SEO record sourced at build time, plus the site identity the head tags need. */
export function usePageSeo(): { records: PageSeoRecord[]; siteName: string; siteUrl: string } {
  const data = useStaticQuery<Queries.PageSeoHookQuery>(graphql`
    query PageSeoHook {
      allPageSeo {
        nodes {
          Path
          Title
          MetaDescription
          MetaKeywords
          Indexable
          FollowLinks
          OgTitle
          OgDescription
          OgImageUrl
          TwitterCard
          CanonicalUrl
          StructuredDataJson
          IsActive
        }
      }
      siteSettings {
        siteName
      }
      site {
        siteMetadata {
          siteUrl
        }
      }
    }
  `);
  return {
    records: data.allPageSeo.nodes.filter((r) => r.IsActive) as PageSeoRecord[],
    siteName: data.siteSettings?.siteName ?? '',
    siteUrl: data.site?.siteMetadata?.siteUrl ?? '',
  };
}
