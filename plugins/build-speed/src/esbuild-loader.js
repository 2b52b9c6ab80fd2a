// @ts-check
'use strict';

/**
 * A webpack loader turning one of the site's own TypeScript modules into JavaScript with esbuild.
 * webpack-transpile.ts decides which modules come here: those Gatsby's Babel plugins have
 * nothing to do in (no GraphQL). Options: target (esbuild targets), jsxImportSource.
 */
const { transform } = require('esbuild');

/**
 * @this {import('webpack').LoaderContext<{ target: string[], jsxImportSource: string }>}
 * @param {string} source
 */
module.exports = function esbuildLoader(source) {
  const done = this.async();
  const { target, jsxImportSource } = this.getOptions();
  transform(source, {
    loader: this.resourcePath.endsWith('.tsx') ? 'tsx' : 'ts',
    format: 'esm',
    target,
    jsx: 'automatic',
    jsxImportSource,
    sourcefile: this.resourcePath,
    sourcemap: this.sourceMap ? 'external' : false,
    // As tsconfig.json compiles them (target ES2022).
    tsconfigRaw: { compilerOptions: { useDefineForClassFields: true } },
  }).then(
    (result) => done(null, result.code, result.map ? JSON.parse(result.map) : undefined),
    (error) => done(error),
  );
};
