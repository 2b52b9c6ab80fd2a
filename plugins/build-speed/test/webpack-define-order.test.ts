import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { DefinePlugin, type WebpackPluginInstance } from 'webpack';
import { withSortedDefinitions } from '../src/webpack-define-order';

const definitions = (plugin: WebpackPluginInstance) =>
  (plugin as unknown as { definitions: Record<string, string> }).definitions;

describe('withSortedDefinitions', () => {
  it('gives the same variables in the same order, whatever order the environment had', () => {
    const one = new DefinePlugin({
      'process.env.B': '"b"',
      'process.env.VIPSHOME': '"/t"',
      'process.env.A': '"a"',
    });
    const two = new DefinePlugin({
      'process.env.VIPSHOME': '"/t"',
      'process.env.A': '"a"',
      'process.env.B': '"b"',
    });
    withSortedDefinitions([one]);
    withSortedDefinitions([two]);
    assert.deepEqual(Object.keys(definitions(one)), [
      'process.env.A',
      'process.env.B',
      'process.env.VIPSHOME',
    ]);
    assert.equal(JSON.stringify(definitions(one)), JSON.stringify(definitions(two)));
    assert.equal(definitions(one)['process.env.B'], '"b"');
  });

  it('leaves the other plugins as they were', () => {
    const other = { apply: () => undefined, definitions: { z: '1', a: '2' } };
    const plugins = withSortedDefinitions([other]);
    assert.deepEqual(plugins, [other]);
    assert.deepEqual(Object.keys(other.definitions), ['z', 'a']);
  });
});
