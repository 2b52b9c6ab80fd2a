/**
 * NUL characters out of the built pages' HTML.
 *
 * Gatsby renders every page with React 18's streaming server renderer, which writes its output
 * through a 2,048-byte buffer. When a character of several bytes does not fit at the end of the
 * buffer, the buffer still goes out whole, and its unwritten bytes reach the page as NUL
 * characters; the character itself follows, complete, in the next buffer. (React fixed this in
 * its 19 line only.) Where it happens depends on the content: the blog listing of the 1,000-post
 * site had three, each just before a '→'. A NUL is a parse error in HTML and cut some readers'
 * text short, and no page means one, so after each build they are taken out. In UTF-8 a zero
 * byte is never part of another character, so dropping the zero bytes leaves the rest as it was.
 */
import { readFile, writeFile } from 'node:fs/promises';

/** The bytes without their zero bytes, or null when there are none. */
export function withoutNul(bytes: Uint8Array): Buffer | null {
  if (bytes.indexOf(0) === -1) return null;
  return Buffer.from(bytes.filter((byte) => byte !== 0));
}

const FILES_AT_ONCE = 16;

/** Whether a file is an HTML page (pages are index.html files, and a few are named, as 404.html). */
export const isHtmlFile = (file: string): boolean => file.endsWith('.html');

/** Rewrites those of files that hold NUL characters; returns them. Missing files are skipped. */
export async function removeNulCharacters(files: Iterable<string>): Promise<string[]> {
  const all = [...files];
  const cleaned: string[] = [];
  for (let i = 0; i < all.length; i += FILES_AT_ONCE) {
    await Promise.all(
      all.slice(i, i + FILES_AT_ONCE).map(async (file) => {
        let bytes: Buffer;
        try {
          bytes = await readFile(file);
        } catch (error) {
          if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
          throw error;
        }
        const clean = withoutNul(bytes);
        if (!clean) return;
        await writeFile(file, clean);
        cleaned.push(file);
      }),
    );
  }
  return cleaned.sort();
}
