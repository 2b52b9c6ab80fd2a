/**
 * The scripts of the site's shell (src/components/root/shell.ts), for the page to preload: the
 * browser then fetches them with the app's own scripts, and the shell is ready when the app asks
 * for it instead of one round trip later.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { SHELL_CHUNK } from '../components/root/shell-chunk';

interface ChunkGroups {
  namedChunkGroups?: Record<string, { assets?: ({ name: string } | string)[] } | undefined>;
}

const assetName = (asset: { name: string } | string) =>
  typeof asset === 'string' ? asset : asset.name;

/** The shell's script files, less those the app's own group loads already. */
export function shellScripts(stats: ChunkGroups): string[] {
  const groups = stats.namedChunkGroups ?? {};
  const shell = groups[SHELL_CHUNK]?.assets?.map(assetName) ?? [];
  if (shell.length === 0) throw new Error(`webpack's stats have no '${SHELL_CHUNK}' chunk group`);
  const app = new Set(groups.app?.assets?.map(assetName) ?? []);
  return shell.filter((file) => file.endsWith('.js') && !app.has(file));
}

/**
 * shellScripts of this build, from public/webpack.stats.json. gatsby-node reads it once the
 * browser bundles are built and gives the list to the page renderer as SHELL_SCRIPTS: reading
 * a file while pages render would make Gatsby render every page again on every build.
 */
export function buildShellScripts(publicDir = path.join(process.cwd(), 'public')): string[] {
  return shellScripts(
    JSON.parse(readFileSync(path.join(publicDir, 'webpack.stats.json'), 'utf8')) as ChunkGroups,
  );
}

declare const SHELL_SCRIPTS: string[] | undefined;

/** The list gatsby-node gave the page renderer; none where it gave none (gatsby develop). */
export function preloadedShellScripts(): string[] {
  return typeof SHELL_SCRIPTS === 'undefined' ? [] : SHELL_SCRIPTS;
}
