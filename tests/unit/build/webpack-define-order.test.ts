import { DefinePlugin, type WebpackPluginInstance } from 'webpack';
import { withSortedDefinitions } from '../../../src/build/webpack-define-order';

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
    expect(Object.keys(definitions(one))).toEqual([
      'process.env.A',
      'process.env.B',
      'process.env.VIPSHOME',
    ]);
    expect(JSON.stringify(definitions(one))).toBe(JSON.stringify(definitions(two)));
    expect(definitions(one)['process.env.B']).toBe('"b"');
  });

  it('leaves the other plugins as they were', () => {
    const other = { apply: () => undefined, definitions: { z: '1', a: '2' } };
    const plugins = withSortedDefinitions([other]);
    expect(plugins).toEqual([other]);
    expect(Object.keys(other.definitions)).toEqual(['z', 'a']);
  });
});
