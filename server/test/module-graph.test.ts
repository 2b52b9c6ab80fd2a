/**
 * The provider's modules (src/modules/<name>/) depend on each other in one direction only: a
 * cycle means neither can change or be tested without the other. Read from the source files'
 * relative imports, type imports included.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const MODULES = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../src/modules');

/** Each module and the other modules its files import from. */
async function moduleGraph(): Promise<Map<string, Set<string>>> {
  const graph = new Map<string, Set<string>>();
  for (const name of await readdir(MODULES)) {
    const uses = new Set<string>();
    const folder = path.join(MODULES, name);
    for (const entry of await readdir(folder, { recursive: true, withFileTypes: true })) {
      if (!entry.isFile() || !entry.name.endsWith('.ts')) continue;
      const file = path.join(entry.parentPath, entry.name);
      const text = await readFile(file, 'utf8');
      for (const [, target] of text.matchAll(/from\s+'(\.[^']+)'/g)) {
        const relative = path.relative(MODULES, path.resolve(path.dirname(file), target!));
        const other = relative.split(path.sep)[0]!;
        if (!relative.startsWith('..') && other !== name) uses.add(other);
      }
    }
    graph.set(name, uses);
  }
  return graph;
}

/** The cycles of a graph, each as the path that closes it (a -> b -> a). */
function cycles(graph: Map<string, Set<string>>): string[][] {
  const found: string[][] = [];
  const done = new Set<string>();
  const visit = (node: string, trail: string[]) => {
    const at = trail.indexOf(node);
    if (at >= 0) return void found.push([...trail.slice(at), node]);
    if (done.has(node)) return;
    for (const next of graph.get(node) ?? []) visit(next, [...trail, node]);
    done.add(node);
  };
  for (const node of graph.keys()) visit(node, []);
  return found;
}

describe('the modules of the provider', () => {
  it('import each other without cycles', async () => {
    const graph = await moduleGraph();
    assert.ok(graph.size > 10, 'the modules are found');
    assert.ok(graph.get('engagement')?.has('comments'), 'imports between modules are read');
    assert.deepEqual(
      cycles(graph).map((cycle) => cycle.join(' -> ')),
      [],
    );
  });

  it('finds a cycle when there is one', () => {
    const graph = new Map([
      ['a', new Set(['b'])],
      ['b', new Set(['c'])],
      ['c', new Set(['a'])],
      ['d', new Set(['a'])],
    ]);
    assert.deepEqual(cycles(graph), [['a', 'b', 'c', 'a']]);
  });
});
