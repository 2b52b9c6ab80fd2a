/**
 * The site's folder, the repository root: where gatsby runs, where its build writes public/, and
 * what the live site's releases (.site/releases) and the builder's settings resolve against.
 */
import path from 'node:path';

export const ROOT = path.resolve(__dirname, '..', '..');
