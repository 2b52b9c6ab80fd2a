/** Reads the content/ files that stand in for a collection when the provider is down or empty. */
import { readFile } from 'node:fs/promises';
import path from 'node:path';

export async function readContentJson<T>(file: string, contentDir: string): Promise<T | null> {
  try {
    return JSON.parse(await readFile(path.join(contentDir, file), 'utf8')) as T;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}
