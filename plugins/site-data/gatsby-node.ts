/**
 * The build's data layer: the provider's records (with content/ fallbacks on a first build)
 * become typed nodes, posts become pages, and the built folder gets the site's own files after
 * the build.
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { GatsbyNode, SourceNodesArgs } from 'gatsby';
import {
  FEED_QUERY,
  matchPathsFile,
  redirectsFile,
  robotsTxt,
  type FeedQuery,
} from './src/discovery';
import { writeTagFeeds } from './src/tag-feeds';
import { structuredDataResolvers } from './src/structured-data';
import { buildConfigFromEnv } from './src/config';
import { siteSettingsTypeDefs, sourceSiteSettings } from './src/site-settings';
import { collectionTypeDefs, sourceCollections } from './src/collections';
import { blogTypeDefs, sourceBlog } from './src/blog';
import { createBlogPages } from './src/pages';
import { createListingPages } from './src/listing-pages';
import { sourceLegalPages } from './src/legal';
import { createImageFiles } from './src/images';
import { heroImageTypeDefs, sourceHeroImages } from './src/hero-images';
import { removeStalePages } from './src/stale-pages';
import { isHtmlFile, removeNulCharacters } from './src/html-nul';
import { filesUnder } from './src/files-under';
import { SourcingStopped } from './src/fallback';
import {
  bringCaseStudyFiles,
  CASE_STUDY_FILES_QUERY,
  type CaseStudyFilesQuery,
} from './src/case-study-files';

const config = buildConfigFromEnv();

export const createSchemaCustomization: GatsbyNode['createSchemaCustomization'] = ({ actions }) => {
  actions.createTypes([
    siteSettingsTypeDefs,
    collectionTypeDefs(),
    blogTypeDefs,
    heroImageTypeDefs,
  ]);
};

export const createResolvers: GatsbyNode['createResolvers'] = ({ createResolvers }) => {
  createResolvers(structuredDataResolvers(config.siteUrl));
};

export const sourceNodes: GatsbyNode['sourceNodes'] = async (args) => {
  try {
    await sourceAll(args);
  } catch (error) {
    if (error instanceof SourcingStopped && config.stopReasonFile) {
      await writeFile(config.stopReasonFile, error.message);
    }
    throw error;
  }
};

async function sourceAll(args: SourceNodesArgs): Promise<void> {
  args.reporter.info(`sourcing from the provider at ${config.providerUrl}`);
  const images = createImageFiles(args, config);
  await Promise.all([
    sourceSiteSettings(args, config),
    // Heroes are chosen from the generated images, so they follow that collection.
    sourceCollections(args, config).then((sourced) => sourceHeroImages(args, images, sourced)),
    sourceBlog(args, config, images),
    sourceLegalPages(args, config),
  ]);
  const { processed, skipped, failed } = images.summary();
  args.reporter.info(
    `images: ${processed} raster processed, ${skipped} kept as they are (SVG or none), ${failed} unreadable (plain <img>)`,
  );
}

export const createPages: GatsbyNode['createPages'] = async (args) => {
  await createBlogPages(args);
  await createListingPages(args, config);
};

export const onPostBuild: GatsbyNode['onPostBuild'] = async ({ store, reporter, graphql }) => {
  await writeFile(path.join('public', 'robots.txt'), robotsTxt(config.siteUrl));
  const feedData = await graphql<FeedQuery>(FEED_QUERY);
  if (feedData.errors || !feedData.data) {
    reporter.panicOnBuild('Could not query the posts of the tag feeds', feedData.errors);
    return;
  }
  const caseStudies = await graphql<CaseStudyFilesQuery>(CASE_STUDY_FILES_QUERY);
  if (caseStudies.errors || !caseStudies.data) {
    reporter.panicOnBuild('Could not query the PDFs of the case studies', caseStudies.errors);
    return;
  }
  try {
    const downloaded = await bringCaseStudyFiles(caseStudies.data, {
      publicDir: 'public',
      providerUrl: config.providerUrl,
      timeoutMs: config.timeoutMs,
    });
    if (downloaded > 0) reporter.info(`case studies: ${downloaded} PDF(s) downloaded`);
  } catch (error) {
    reporter.panicOnBuild((error as Error).message);
    return;
  }
  // Read by the site server (site-server/) to answer the redirects itself.
  const { redirects, pages } = store.getState() as {
    redirects: Parameters<typeof redirectsFile>[0];
    pages: Map<string, { path: string; matchPath?: string }>;
  };
  await writeFile(
    path.join('public', '__match-paths.json'),
    JSON.stringify(matchPathsFile(pages.values())),
  );
  await writeFile(
    path.join('public', '__redirects.json'),
    JSON.stringify(redirectsFile(redirects)),
  );
  // One walk of public/ for both steps: neither adds or removes a file the other looks for.
  const publicFiles = await filesUnder('public');
  const withNul = await removeNulCharacters(
    publicFiles.filter(isHtmlFile).map((file) => path.join('public', file)),
  );
  if (withNul.length > 0) {
    reporter.info(
      `took React's NUL characters out of ${withNul.length} page(s) (plugins/site-data/src/html-nul.ts)`,
    );
  }
  const feeds = await writeTagFeeds('public', feedData.data, config.siteUrl, publicFiles);
  reporter.info(
    `tag feeds: ${feeds.written.length} written, ${feeds.removed.length} removed (tags no post carries now)`,
  );
  const stale = await removeStalePages(
    'public',
    'static',
    [...pages.values()].map((page) => page.path),
    publicFiles,
  );
  if (stale.length > 0) {
    reporter.info(`removed ${stale.length} page files of earlier builds that no page owns now`);
  }
};
