/**
 * The site server is the one home of the build pipeline: scripts/ (npm start, develop, the bench)
 * import it, never the other way round, and the production bundles carry no script.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import ts from 'typescript';
import { ROOT } from '../src/site-root';

/** Every `file: specifier` under `dir` whose relative import lands inside `forbidden`. */
async function importsInto(dir: string, forbidden: string): Promise<string[]> {
  const found: string[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !/\.[cm]?[jt]sx?$/.test(entry.name)) continue;
    const file = path.join(entry.parentPath, entry.name);
    // Static imports and re-exports, import() and require(), as TypeScript reads them.
    const { importedFiles } = ts.preProcessFile(await readFile(file, 'utf8'), true, true);
    for (const { fileName } of importedFiles) {
      if (!fileName.startsWith('.')) continue;
      const target = path.resolve(path.dirname(file), fileName);
      if (target === forbidden || target.startsWith(forbidden + path.sep)) {
        found.push(`${path.relative(ROOT, file)}: ${fileName}`);
      }
    }
  }
  return found;
}

describe('site-server/src imports', () => {
  it('finds an import of scripts/ wherever it is written', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'imports-'));
    try {
      const src = path.join(dir, 'site-server', 'src');
      const scripts = path.join(dir, 'scripts');
      await mkdir(path.join(src, 'deep'), { recursive: true });
      await writeFile(path.join(src, 'a.ts'), "import { ROOT } from '../../scripts/processes';\n");
      await writeFile(path.join(src, 'deep', 'b.ts'), "export * from '../../../scripts/x';\n");
      await writeFile(path.join(src, 'c.ts'), "const x = await import('../../scripts');\n");
      await writeFile(path.join(src, 'd.ts'), "import { y } from './scripts-like';\n");
      assert.deepEqual(
        (await importsInto(src, scripts)).map((line) => line.split(': ')[1]).sort(),
        ['../../../scripts/x', '../../scripts', '../../scripts/processes'],
      );
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('never import from scripts/', async () => {
    const src = path.join(ROOT, 'site-server', 'src');
    assert.deepEqual(await importsInto(src, path.join(ROOT, 'scripts')), []);
  });
});
