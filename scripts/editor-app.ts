/**
 * The editor app's build for `npm start` and the end-to-end tests: runs Vite when admin/dist is
 * missing or older than any of the app's sources (admin/src, index.html, its config, the shared
 * rules it imports), so a start after a pull serves the app of that code.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '..');
export const EDITOR_APP_DIR = path.join(ROOT, 'admin', 'dist');

function newestChange(entry: string): number {
  if (!existsSync(entry)) return 0;
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const child of readdirSync(entry))
    newest = Math.max(newest, newestChange(path.join(entry, child)));
  return newest;
}

const SOURCES = [
  'admin/src',
  'admin/index.html',
  'admin/vite.config.ts',
  'admin/package.json',
  'packages/domain/src',
].map((entry) => path.join(ROOT, entry));

/** Whether admin/dist is missing or older than a source. */
export function editorAppIsStale(): boolean {
  const built = path.join(EDITOR_APP_DIR, 'index.html');
  if (!existsSync(built)) return true;
  const builtAt = statSync(built).mtimeMs;
  return SOURCES.some((source) => newestChange(source) > builtAt);
}

/** Builds the editor app when stale; throws with Vite's output when the build fails. */
export function ensureEditorAppBuilt(log: (message: string) => void = console.log): void {
  if (!editorAppIsStale()) return;
  log('Building the editor app (admin/) ...');
  const started = Date.now();
  const result = spawnSync('npm', ['run', '--silent', 'build', '--workspace', 'admin'], {
    cwd: ROOT,
    encoding: 'utf8',
  });
  if (result.status !== 0) {
    throw new Error(`The editor app's build failed:\n${result.stdout}\n${result.stderr}`);
  }
  log(`Editor app built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
