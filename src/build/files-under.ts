import { readdir } from 'node:fs/promises';
import path from 'node:path';

/**
 * Every file under dir, relative to it and '/'-separated (as in a URL); none when dir is missing.
 * onPostBuild walks public/ once with it and gives the list to each step that needs it.
 */
export async function filesUnder(dir: string): Promise<string[]> {
  try {
    const entries = await readdir(dir, { recursive: true, withFileTypes: true });
    return entries
      .filter((entry) => entry.isFile())
      .map((entry) =>
        path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'),
      );
  } catch {
    return [];
  }
}
