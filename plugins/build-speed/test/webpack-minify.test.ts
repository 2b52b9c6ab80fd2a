import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import TerserPlugin from 'terser-webpack-plugin';
import { swcMinifier, withSwcMinifier } from '../src/webpack-minify';

interface MinimizerOptions {
  options: { minimizer: { implementation: unknown; options: Record<string, unknown> } };
}

describe('withSwcMinifier', () => {
  const css = { apply: () => undefined };

  it("puts swc's minifier in the place of Gatsby's Terser and keeps the CSS minimizer", () => {
    const result = withSwcMinifier([new TerserPlugin(), css]);
    assert.equal(result.length, 2);
    assert.equal(result[1], css);
    assert.ok(result[0] instanceof TerserPlugin);
    const js = result[0] as unknown as MinimizerOptions;
    assert.equal(js.options.minimizer.implementation, TerserPlugin.swcMinify);
  });

  it("fails loudly when Gatsby's Terser minimizer is not there", () => {
    assert.throws(() => withSwcMinifier([css]), /Terser minimizer was not found/);
  });
});

describe('swcMinifier', () => {
  it('minifies to code that still runs the same', async () => {
    const plugin = swcMinifier() as unknown as MinimizerOptions;
    const { implementation, options } = plugin.options.minimizer;
    const source =
      'function total(items) { let sum = 0; for (const item of items) { sum += item?.price ?? 0; } return sum; }\nmodule.exports = total;';
    const minify = implementation as (
      input: Record<string, string>,
      sourceMap: undefined,
      options: Record<string, unknown>,
    ) => Promise<{ code: string }>;
    const { code } = await minify({ 'total.js': source }, undefined, options);
    assert.ok(code.length < source.length);
    const module = { exports: undefined as unknown };
    new Function('module', code)(module);
    assert.equal(
      (module.exports as (items: unknown[]) => number)([{ price: 2 }, {}, { price: 3 }]),
      5,
    );
  });
});
