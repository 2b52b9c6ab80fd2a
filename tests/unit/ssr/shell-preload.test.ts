import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SHELL_CHUNK } from '../../../src/components/root/shell-chunk';
import {
  buildShellScripts,
  preloadedShellScripts,
  shellScripts,
} from '../../../src/ssr/shell-preload';

const stats = {
  namedChunkGroups: {
    app: { assets: [{ name: 'webpack-runtime-1.js' }, { name: 'framework-2.js' }, 'app-3.js'] },
    [SHELL_CHUNK]: {
      assets: [
        { name: 'framework-2.js' },
        { name: 'commons-4.js' },
        { name: `${SHELL_CHUNK}-5.js` },
        { name: `${SHELL_CHUNK}-5.js.map` },
      ],
    },
  },
};

describe('the shell scripts a page preloads', () => {
  it("are the shell group's scripts less those the app loads already", () => {
    expect(shellScripts(stats)).toEqual(['commons-4.js', `${SHELL_CHUNK}-5.js`]);
  });

  it("are read from the build's webpack stats", () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'shell-preload-'));
    writeFileSync(path.join(dir, 'webpack.stats.json'), JSON.stringify(stats));
    expect(buildShellScripts(dir)).toEqual(['commons-4.js', `${SHELL_CHUNK}-5.js`]);
  });

  it('fail the build when the shell has no chunk group (a renamed chunk)', () => {
    expect(() => shellScripts({ namedChunkGroups: { app: stats.namedChunkGroups.app } })).toThrow(
      /no 'site-shell' chunk group/,
    );
  });

  it('are none where the page renderer was given no list', () => {
    expect(preloadedShellScripts()).toEqual([]);
  });
});
