/**
 * Production builds run with plain `node` (no tsx, no devDependencies).
 *
 * `npm run build:server`: the provider in server/dist: main.js (the server), seed.js
 * (`npm run seed`) and create-owner.js (`npm run admin:create-owner`). The workspace packages (@cloud-consulting/*, whose exports are
 * TypeScript sources) and the packages only they bring are bundled in; every package the server
 * lists in its own dependencies stays an import of node_modules, so native and WASM packages
 * (@node-rs/argon2, PGlite) load their files from where npm put them, and
 * `npm ci --omit=dev --workspace server` is all a machine running the bundle needs.
 *
 * The bundle sits two folders below the repository root like server/src/*.ts, so config.ts's
 * defaults (content/, admin/dist, .data/) resolve alike; the SQL migrations, read at run time
 * beside the migration code, are copied to server/dist/migrations.
 *
 * `npm run build:site-server`: the static site server (`npm run serve`) in site-server/dist/main.js,
 * every package bundled in (Fastify and its plugins are plain JavaScript), so a machine serving
 * the site needs Node and that one file: no node_modules.
 */
import { cp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { builtinModules } from 'node:module';
import path from 'node:path';
import { build, type Metafile, type Plugin } from 'esbuild';

const ROOT = path.resolve(__dirname, '..');
const SERVER = path.join(ROOT, 'server');
export const SERVER_DIST = path.join(SERVER, 'dist');
export const SITE_SERVER_DIST = path.join(ROOT, 'site-server', 'dist');

/** Output name → source, under server/src. */
export const SERVER_ENTRIES: Record<string, string> = {
  main: 'main.ts',
  seed: 'db/seed-cli.ts',
  'create-owner': 'modules/people/create-owner-cli.ts',
};

/** The workspace packages: TypeScript sources, always bundled. */
const WORKSPACE_SCOPE = '@cloud-consulting/';

/** The package a bare import names: `@scope/name/sub` → `@scope/name`, `name/sub` → `name`. */
export function packageName(specifier: string): string {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!;
}

export function isBuiltin(specifier: string): boolean {
  return specifier.startsWith('node:') || builtinModules.includes(packageName(specifier));
}

/** The server's runtime dependencies, the only packages the bundle may import. */
export async function serverDependencies(): Promise<string[]> {
  const manifest = JSON.parse(await readFile(path.join(SERVER, 'package.json'), 'utf8')) as {
    dependencies?: Record<string, string>;
  };
  return Object.keys(manifest.dependencies ?? {}).filter(
    (name) => !name.startsWith(WORKSPACE_SCOPE),
  );
}

/** Marks imports of the server's own dependencies external; everything else is bundled. */
function dependenciesExternal(dependencies: readonly string[]): Plugin {
  const external = new Set(dependencies);
  return {
    name: 'server-dependencies-external',
    setup(builder) {
      builder.onResolve({ filter: /^[^./]/ }, (args) => {
        if (isBuiltin(args.path) || !external.has(packageName(args.path))) return undefined;
        return { path: args.path, external: true };
      });
    },
  };
}

/** Every package the built files import (Node's own modules left out), sorted. */
export function externalImports(metafile: Metafile): string[] {
  const found = new Set<string>();
  for (const output of Object.values(metafile.outputs)) {
    for (const imported of output.imports) {
      if (imported.external && !isBuiltin(imported.path)) found.add(packageName(imported.path));
    }
  }
  return [...found].sort();
}

export interface ServerBuild {
  outdir: string;
  /** Packages the bundle imports from node_modules. */
  externals: string[];
  /** Bytes of JavaScript written (source maps left out). */
  bytes: number;
}

/** What both builds share: ES modules for this Node, with source maps. */
const COMMON = {
  absWorkingDir: ROOT,
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: 'linked',
  metafile: true,
  logLevel: 'warning',
  // Bundled CommonJS packages may call require(); an ES module has none of its own.
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module';\nconst require = __createRequire(import.meta.url);",
  },
} as const;

/** Bytes of JavaScript a build wrote (source maps left out). */
async function javaScriptBytes(metafile: Metafile): Promise<number> {
  let bytes = 0;
  for (const file of Object.keys(metafile.outputs)) {
    if (file.endsWith('.js')) bytes += (await stat(path.join(ROOT, file))).size;
  }
  return bytes;
}

/** The folder holds ES modules whatever package.json lies above it. */
async function markModules(outdir: string): Promise<void> {
  await writeFile(path.join(outdir, 'package.json'), '{ "type": "module" }\n');
}

export async function buildServer(outdir = SERVER_DIST): Promise<ServerBuild> {
  await rm(outdir, { recursive: true, force: true });
  const result = await build({
    ...COMMON,
    entryPoints: Object.fromEntries(
      Object.entries(SERVER_ENTRIES).map(([name, source]) => [
        name,
        path.join(SERVER, 'src', source),
      ]),
    ),
    outdir,
    // Shared code in chunks beside the entries (same folder depth: see the comment at the top).
    splitting: true,
    chunkNames: 'chunk-[hash]',
    plugins: [dependenciesExternal(await serverDependencies())],
  });
  await cp(path.join(SERVER, 'src', 'db', 'migrations'), path.join(outdir, 'migrations'), {
    recursive: true,
  });
  await markModules(outdir);
  return {
    outdir,
    externals: externalImports(result.metafile),
    bytes: await javaScriptBytes(result.metafile),
  };
}

export async function buildSiteServer(outdir = SITE_SERVER_DIST): Promise<ServerBuild> {
  await rm(outdir, { recursive: true, force: true });
  const result = await build({
    ...COMMON,
    entryPoints: { main: path.join(ROOT, 'site-server', 'src', 'main.ts') },
    outdir,
  });
  await markModules(outdir);
  return {
    outdir,
    externals: externalImports(result.metafile),
    bytes: await javaScriptBytes(result.metafile),
  };
}

if (require.main === module) {
  const started = Date.now();
  const siteServer = process.argv.includes('--site-server');
  const name = siteServer ? 'site server' : 'provider';
  (siteServer ? buildSiteServer() : buildServer())
    .then(({ outdir, externals, bytes }) => {
      console.log(
        `${name} built in ${Date.now() - started} ms: ${path.relative(ROOT, outdir)}/ ` +
          `(${(bytes / 1024).toFixed(0)} KiB of JavaScript; from node_modules: ${externals.join(', ') || 'nothing'})`,
      );
    })
    .catch((error: unknown) => {
      console.error(error);
      process.exit(1);
    });
}
