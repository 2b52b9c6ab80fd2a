/**
 * The image a stored file is by its name: a file found in the store is served, listed and
 * restored with the content type of its extension. Anything else there is not an image.
 */
import path from 'node:path';
import { IMAGE_TYPES } from './file-type.js';

const TYPE_OF_EXTENSION: Record<string, string> = {
  ...Object.fromEntries(Object.values(IMAGE_TYPES).map((t) => [`.${t.extension}`, t.contentType])),
  '.jpeg': IMAGE_TYPES.jpeg.contentType,
};

/** The content type of an image file's extension, or null for a file that is not an image. */
export function contentTypeOfImage(file: string): string | null {
  return TYPE_OF_EXTENSION[path.extname(file).toLowerCase()] ?? null;
}
