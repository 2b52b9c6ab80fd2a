/** The uploads folder (UPLOADS_DIR) in a backup: staged as a link, restored by copy and swap. */
import { cp, mkdir, readdir, rename, rm, stat, symlink } from 'node:fs/promises';
import path from 'node:path';

/** Files under `dir`, at any depth; 0 when the folder does not exist. */
export async function countFiles(dir: string): Promise<number> {
  let entries;
  try {
    entries = await readdir(dir, { recursive: true, withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 0;
    throw error;
  }
  return entries.filter((entry) => entry.isFile()).length;
}

/**
 * Puts `stagedPath` in place of UPLOADS_DIR for tar: a link to it (tar follows links), or an
 * empty folder when there are no uploads yet. Returns how many files it holds.
 */
export async function stageUploads(uploadsDir: string, stagedPath: string): Promise<number> {
  const files = await countFiles(uploadsDir);
  const isFolder = await stat(uploadsDir).then(
    (s) => s.isDirectory(),
    () => false,
  );
  if (isFolder) await symlink(path.resolve(uploadsDir), stagedPath, 'dir');
  else await mkdir(stagedPath);
  return files;
}

/**
 * Replaces UPLOADS_DIR by the unpacked `sourceDir`. Copied beside the target first, then swapped
 * in, so an interrupted copy leaves the current folder whole.
 */
export async function restoreUploads(sourceDir: string, uploadsDir: string): Promise<number> {
  const incoming = `${uploadsDir}.restoring`;
  await rm(incoming, { recursive: true, force: true });
  await mkdir(path.dirname(uploadsDir), { recursive: true });
  await cp(sourceDir, incoming, { recursive: true });
  await rm(uploadsDir, { recursive: true, force: true });
  await rename(incoming, uploadsDir);
  return countFiles(uploadsDir);
}
