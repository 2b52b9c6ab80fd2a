/**
 * Writes one RSS feed per tag into the built site (/blog/tag/{slug}/rss.xml, discovery.ts says
 * what each carries) with the writer gatsby-plugin-feed uses for the blog's feed; that plugin
 * writes a fixed list of files, and the tags come from the data. A feed is written only when its
 * items changed (the writer stamps every file with the time, lastBuildDate), and the feed of a
 * tag no post carries any more goes.
 */
import { mkdir, readFile, rm, rmdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import RSS from 'rss';
import { tagFeeds, type FeedQuery } from './discovery';

const TAG_FEED_FILE = /^blog\/tag\/[^/]+\/rss\.xml$/;

const withoutBuildDate = (xml: string) => xml.replace(/<lastBuildDate>[^<]*<\/lastBuildDate>/, '');

/** The feeds' XML by file (relative to the built site, '/'-separated). */
export function tagFeedFiles(data: FeedQuery, siteUrl: string): Map<string, string> {
  return new Map(
    tagFeeds(data, siteUrl).map((feed) => {
      const rss = new RSS(feed.channel);
      for (const item of feed.items) rss.item(item);
      return [feed.path.replace(/^\/+/, ''), rss.xml()];
    }),
  );
}

/**
 * Writes the tag feeds into publicDir and removes the tag feeds of earlier builds that no tag has
 * now; publicFiles lists publicDir's files (relative). Returns what it wrote and removed.
 */
export async function writeTagFeeds(
  publicDir: string,
  data: FeedQuery,
  siteUrl: string,
  publicFiles: readonly string[],
): Promise<{ written: string[]; removed: string[] }> {
  const files = tagFeedFiles(data, siteUrl);
  const written: string[] = [];
  for (const [file, xml] of files) {
    const target = path.join(publicDir, file);
    const before = await readFile(target, 'utf8').catch(() => null);
    if (before !== null && withoutBuildDate(before) === withoutBuildDate(xml)) continue;
    await mkdir(path.dirname(target), { recursive: true });
    await writeFile(target, xml);
    written.push(file);
  }
  const removed = publicFiles.filter((file) => TAG_FEED_FILE.test(file) && !files.has(file));
  for (const file of removed) {
    await rm(path.join(publicDir, file), { force: true });
    await rmdir(path.join(publicDir, path.dirname(file))).catch(() => undefined);
  }
  return { written, removed };
}
