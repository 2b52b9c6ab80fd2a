import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const loader = require('../src/esbuild-loader.js') as (this: unknown, source: string) => void;

/** Runs the loader as webpack would, with the options webpack-transpile.ts gives it. */
function run(source: string, resourcePath: string, target = ['chrome109']): Promise<string> {
  return new Promise((resolve, reject) => {
    loader.call(
      {
        resourcePath,
        sourceMap: false,
        getOptions: () => ({ target, jsxImportSource: 'theme-ui' }),
        async: () => (error: Error | null, code?: string) =>
          error ? reject(error) : resolve(code!),
      },
      source,
    );
  });
}

describe('esbuild loader', () => {
  it("strips types and compiles JSX to theme-ui's automatic runtime", async () => {
    const code = await run(
      [
        'import type { Props } from "./props";',
        'interface Local { a: number }',
        'export const Card = ({ title }: Props): JSX.Element => <h2 sx={{ m: 0 }}>{title}</h2>;',
      ].join('\n'),
      '/site/src/components/card.tsx',
    );
    assert.match(code, /from "theme-ui\/jsx-runtime"/);
    assert.doesNotMatch(code, /interface|import type|: Props/);
    assert.match(code, /sx: \{ m: 0 \}/);
  });

  it('leaves syntax the targets support as written', async () => {
    const code = await run('export const f = (a?: { b?: number }) => a?.b ?? 0;', '/site/src/f.ts');
    assert.match(code, /a\?\.b \?\? 0/);
    const old = await run('export const f = (a?: { b?: number }) => a?.b ?? 0;', '/site/src/f.ts', [
      'chrome70',
    ]);
    assert.doesNotMatch(old, /\?\?/);
  });

  it('hands a syntax error to webpack with the file named', async () => {
    await assert.rejects(run('export const = ;', '/site/src/broken.ts'), /broken\.ts/);
  });
});
