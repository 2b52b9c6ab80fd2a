/**
 * How `gatsby build` (Gatsby 5) writes the files of public/, as far as releases care
 * (releases.ts): a file written in place keeps its inode, so a release may not share it.
 *
 * Written in place (fs.writeFile, or fs-extra's outputFile, on the existing file): the pages'
 * HTML (gatsby/dist/utils/worker/child/render-html.js), page and slice data
 * (utils/page-data.js through utils/ensure-file-content.js, which skips identical content), the
 * static queries' results (query/query-runner.js), webpack's bundles (its output file system's
 * writeFile; identical ones are left alone), chunk-map.json and webpack.stats.json, the
 * plugins' files (sitemap, feed) and this server's own (static-host.ts).
 *
 * Replaced: what Gatsby copies from static/ (utils/get-static-dir.js copyStaticDirs: fs-extra's
 * copySync, which removes a file already there and writes a new one), at every build, after
 * webpack and the queries and before the pages and their data. Before the copy a build writes
 * only at top level (bundles) and under page-data/ and static/ (query results, processed images,
 * bundled assets), so a file of static/ elsewhere is first replaced by each build.
 */
import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';

/** Paths a build writes before it copies static/; a file of static/ there may be written in place. */
function writtenBeforeTheCopy(relative: string): boolean {
  return !relative.includes('/') || /^(page-data|static)\//.test(relative);
}

/**
 * The files of the build folder ('/'-separated paths within it) the next gatsby build replaces
 * before it writes anything there: those it copies from `staticDir` (the site's static/).
 */
export async function replacedByGatsby(staticDir: string): Promise<Set<string>> {
  const entries = await readdir(staticDir, { withFileTypes: true, recursive: true }).catch(
    () => [],
  );
  const replaced = new Set<string>();
  for (const entry of entries) {
    const file = path.join(entry.parentPath, entry.name);
    // Gatsby copies what a symbolic link names (dereference).
    const isFile = entry.isFile() || (entry.isSymbolicLink() && (await stat(file)).isFile());
    const relative = path.relative(staticDir, file).split(path.sep).join('/');
    if (isFile && !writtenBeforeTheCopy(relative)) replaced.add(relative);
  }
  return replaced;
}
