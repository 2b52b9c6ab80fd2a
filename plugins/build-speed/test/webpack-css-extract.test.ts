import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import type { WebpackPluginInstance } from 'webpack';
import { withCssImportModule } from '../src/webpack-css-extract';

const require = createRequire(import.meta.url);
// Gatsby's own copy, as its webpack config makes it (the package has no types of its own).
const MiniCssExtractPlugin = require('mini-css-extract-plugin') as new (
  options: Record<string, unknown>,
) => WebpackPluginInstance;

const optionsOf = (plugin: WebpackPluginInstance) =>
  (plugin as unknown as { options: Record<string, unknown> }).options;

const make = (options: Record<string, unknown>) =>
  new MiniCssExtractPlugin(options) as unknown as WebpackPluginInstance;

describe('withCssImportModule', () => {
  it("replaces Gatsby's extraction with one through importModule, keeping its file names", () => {
    const gatsbys = make({
      filename: '[name].[contenthash].css',
      chunkFilename: '[name].[contenthash].css',
    });
    const other = { apply: () => undefined };
    const plugins = withCssImportModule([other, gatsbys], make);
    assert.equal(plugins.length, 2);
    assert.equal(plugins[0], other);
    assert.notEqual(plugins[1], gatsbys);
    const options = optionsOf(plugins[1]!);
    assert.equal(options.experimentalUseImportModule, true);
    assert.equal(options.filename, '[name].[contenthash].css');
    assert.equal(options.chunkFilename, '[name].[contenthash].css');
    assert.equal(optionsOf(gatsbys).experimentalUseImportModule, false, 'the original is untouched');
  });

  it('fails the build when Gatsby configured no CSS extraction to replace', () => {
    assert.throws(
      () => withCssImportModule([{ apply: () => undefined }], make),
      /no MiniCssExtractPlugin/,
    );
  });
});
