import type { GatsbyConfig } from 'gatsby';
import { buildConfigFromEnv } from './plugins/site-data/src/config';
import {
  FEED_QUERY,
  rssChannel,
  rssItems,
  sitemapPages,
  type FeedQuery,
  type SitemapQuery,
} from './plugins/site-data/src/discovery';
import { BLOG_FEED_PATH } from '@cloud-consulting/domain/blog-pages';
import { leaveTheMainProcessACore } from './plugins/build-speed/src/worker-count';

const { siteUrl, generateTypes } = buildConfigFromEnv();
leaveTheMainProcessACore();

const config: GatsbyConfig = {
  siteMetadata: { siteUrl },
  // Typed page queries: Gatsby writes src/gatsby-types.d.ts (committed so a fresh clone
  // type-checks), in development and in builds unless BUILD_TYPES=0 (the live site's rebuilds).
  graphqlTypegen: { generateOnBuild: generateTypes },
  // theme-ui's jsx gives every element the sx prop.
  jsxRuntime: 'automatic',
  jsxImportSource: 'theme-ui',
  trailingSlash: 'never',
  plugins: [
    // Post and hero images the build could read as raster files (plugins/site-data/src/images.ts) become
    // File nodes; these give them responsive variants in the formats below and a blurred
    // placeholder, as gatsby-plugin-image data (childImageSharp.gatsbyImageData). The pages
    // render that data themselves (src/components/image/processed-image.tsx), so the plugin's
    // browser runtime and head scripts are not loaded.
    // WebP only, no AVIF: measured on the site's images at quality 70, WebP came out smaller
    // (hero 1600 px 11.5 KB against 12.9 KB, post image 1200 px 9.6 KB against 9.8 KB) while AVIF
    // took 1-1.5 s per variant to encode (sharp's effort 4), 4.5 s of every cold build. Every
    // browser of the browserslist shows WebP.
    {
      resolve: 'gatsby-plugin-sharp',
      options: {
        defaults: { formats: ['auto', 'webp'], placeholder: 'blurred', quality: 70 },
      },
    },
    'gatsby-transformer-sharp',
    {
      resolve: 'gatsby-plugin-sitemap',
      options: {
        query: `{
          allSitePage { nodes { path pageContext } }
          allPageSeo { nodes { Path Indexable IsActive UpdatedAt } }
          allBlogPost { nodes { Id Slug PublishedOn UpdatedOn } }
        }`,
        resolveSiteUrl: () => siteUrl,
        resolvePages: (data: SitemapQuery) => sitemapPages(data),
        serialize: ({ path, lastmod }: { path: string; lastmod: string }) => ({
          url: path,
          lastmod,
          changefreq: 'weekly',
        }),
      },
    },
    {
      resolve: 'gatsby-plugin-feed',
      options: {
        query: `{ site { siteMetadata { siteUrl } } }`,
        feeds: [
          {
            output: BLOG_FEED_PATH,
            title: 'Blog',
            query: FEED_QUERY,
            setup: ({ query }: { query: FeedQuery }) => rssChannel(query, siteUrl),
            serialize: ({ query }: { query: FeedQuery }) => rssItems(query, siteUrl),
          },
        ],
      },
    },
    // The build's data layer (local plugin): the provider's records with content/ fallbacks,
    // schema types, pages from data, and the site's own files after the build. After the sitemap
    // and feed, whose files its last step finds in public/.
    'site-data',
    // Changes to Gatsby's webpack config that make builds faster (local plugin, README.md there).
    // Last, so that it sees the rules every other plugin added.
    'build-speed',
  ],
};

export default config;
