/**
 * Build-time image processing. A post's or a hero's image that is a raster file the build can
 * read now (a file under static/, or an http(s) address answering 200 with an image within the
 * provider timeout) becomes a File node; gatsby-transformer-sharp then gives it responsive WebP
 * variants and a blurred placeholder (childImageSharp.gatsbyImageData). Anything else
 * keeps the plain <img> the page already has: an unreachable, missing or broken image is logged
 * and never fails the build.
 *
 * SVG is skipped on purpose: a vector image is already sharp at every width and tiny, so
 * rasterising it into variants would only make it heavier. It stays a plain <img>.
 */
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { SourceNodesArgs } from 'gatsby';
import { createFileNodeFromBuffer } from 'gatsby-source-filesystem';
import sharp from 'sharp';
import { UPLOADS_IMAGES_PATH } from '@cloud-consulting/domain/catalogues';
import type { BuildConfig } from './config';
import { SITE_ROOT } from './site-root';

/** The repository's static/ folder: what the site serves at its root. */
export const REPO_STATIC_DIR = path.join(SITE_ROOT, 'static');

/** Larger files are not downloaded: no page image needs more, and the build must stay quick. */
export const MAX_IMAGE_BYTES = 15 * 1024 * 1024;

/** Images read at once: many posts need not wait on each other, nor flood one image host. */
export const PARALLEL_READS = 6;

/** Raster formats gatsby-transformer-sharp processes, by sharp's name, with the file extension. */
const RASTER_FORMATS: Readonly<Record<string, string>> = {
  jpeg: 'jpg',
  png: 'png',
  webp: 'webp',
  avif: 'avif',
  tiff: 'tiff',
};

const VECTOR = /\.svgz?$/i;

/** Where the build reads an image from, or why it leaves it as it is. */
export type ImageSource =
  | { kind: 'file'; file: string; /** Asked when the file is not under static/. */ url?: string }
  | { kind: 'url'; url: string }
  | { kind: 'skip'; reason: string };

/**
 * Classifies an image address as the provider or content/ gives it: http(s) addresses are
 * downloaded; site paths ('/uploads/images/…') are read from static/, and an uploads path missing
 * there is asked of the provider, which serves uploads itself. SVG and other addresses are skipped.
 */
export function imageSourceOf(
  ref: string | null | undefined,
  options: { staticDir: string; providerUrl: string },
): ImageSource {
  const address = ref?.trim() ?? '';
  if (!address) return { kind: 'skip', reason: 'no image' };
  let pathname: string;
  try {
    pathname = new URL(address, 'http://site.invalid').pathname;
  } catch {
    return { kind: 'skip', reason: 'not an address' };
  }
  if (VECTOR.test(pathname)) return { kind: 'skip', reason: 'vector (SVG) image' };
  if (/^https?:\/\//i.test(address)) return { kind: 'url', url: address };
  if (!address.startsWith('/') || address.startsWith('//')) {
    return { kind: 'skip', reason: 'not an http(s) address or a site path' };
  }
  let relative: string;
  try {
    relative = path.posix.normalize(decodeURIComponent(pathname)).replace(/^\/+/, '');
  } catch {
    return { kind: 'skip', reason: 'not an address' };
  }
  if (relative === '' || relative.startsWith('..') || relative.includes('\0')) {
    return { kind: 'skip', reason: 'outside the site' };
  }
  const file = path.join(options.staticDir, ...relative.split('/'));
  return pathname.startsWith(`${UPLOADS_IMAGES_PATH}/`)
    ? { kind: 'file', file, url: `${options.providerUrl}${pathname}` }
    : { kind: 'file', file };
}

class SkipImage extends Error {}

async function download(url: string, timeoutMs: number, fetchImpl: typeof fetch): Promise<Buffer> {
  let res: Response;
  try {
    res = await fetchImpl(url, {
      headers: { Accept: 'image/avif,image/webp,image/png,image/jpeg,image/*' },
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    throw new SkipImage(
      `could not be downloaded (${error instanceof Error ? error.message : String(error)})`,
    );
  }
  if (res.status !== 200) {
    await res.body?.cancel();
    throw new SkipImage(`answered ${res.status}`);
  }
  const type = res.headers.get('content-type')?.split(';')[0]?.trim().toLowerCase() ?? '';
  if (!type.startsWith('image/') || type.startsWith('image/svg')) {
    await res.body?.cancel();
    throw new SkipImage(`is ${type || 'of no content type'}, not a raster image`);
  }
  const length = Number(res.headers.get('content-length'));
  if (length > MAX_IMAGE_BYTES) {
    await res.body?.cancel();
    throw new SkipImage(`is larger than ${MAX_IMAGE_BYTES} bytes`);
  }
  try {
    // The timeout signal also covers reading the body.
    return Buffer.from(await res.arrayBuffer());
  } catch (error) {
    throw new SkipImage(
      `could not be downloaded (${error instanceof Error ? error.message : String(error)})`,
    );
  }
}

async function readLocal(file: string): Promise<Buffer | null> {
  try {
    if (!(await stat(file)).isFile()) return null;
  } catch {
    return null;
  }
  return readFile(file);
}

/** The file extension of a raster image sharp can read and the transformer processes. */
async function rasterExtension(buffer: Buffer): Promise<string> {
  if (buffer.length > MAX_IMAGE_BYTES)
    throw new SkipImage(`is larger than ${MAX_IMAGE_BYTES} bytes`);
  let format: string | undefined;
  let compression: string | undefined;
  try {
    ({ format, compression } = await sharp(buffer).metadata());
  } catch {
    throw new SkipImage('is not an image sharp can read');
  }
  // sharp names AVIF 'heif' with AV1 compression.
  const name = format === 'heif' && compression === 'av1' ? 'avif' : format;
  const ext = name ? RASTER_FORMATS[name] : undefined;
  if (!ext)
    throw new SkipImage(`is ${format ?? 'an unknown format'}, not a raster image to process`);
  try {
    // Decode every pixel now, as strictly as gatsby-plugin-sharp will (failOn 'warning'): a
    // truncated file must be caught here, where it is skipped, not later, where it fails the build.
    await sharp(buffer, { failOn: 'warning' }).stats();
  } catch {
    throw new SkipImage(`is a damaged ${name} file`);
  }
  return ext;
}

/** Distinct addresses by outcome, for the build log. */
export interface ImageFilesSummary {
  processed: number;
  /** No image, SVG, or an address the build does not read. */
  skipped: number;
  /** Unreachable, missing, or not a raster image. */
  failed: number;
}

export interface ImageFiles {
  /**
   * The id of the File node holding the image at `ref`, or null when it stays a plain <img>
   * (no image, SVG, unreachable, not an image). Never throws. `label` names it in the build log.
   */
  fileFor(ref: string | null | undefined, label: string): Promise<string | null>;
  summary(): ImageFilesSummary;
}

export type ImageFilesArgs = Pick<
  SourceNodesArgs,
  'actions' | 'createNodeId' | 'getCache' | 'reporter'
>;

/**
 * One build's image files: each address is read once however many nodes show it, and each
 * distinct image becomes one File node (createFileNodeFromBuffer keys them by content).
 */
export function createImageFiles(
  args: ImageFilesArgs,
  config: Pick<BuildConfig, 'providerUrl' | 'timeoutMs'>,
  options: { staticDir?: string; fetchImpl?: typeof fetch } = {},
): ImageFiles {
  const staticDir = options.staticDir ?? REPO_STATIC_DIR;
  const fetchImpl = options.fetchImpl ?? fetch;
  const counts = { processed: 0, failed: 0 };
  const byAddress = new Map<string, Promise<string | null>>();
  const skipped = new Set<string>();
  let reading = 0;
  const waiting: (() => void)[] = [];

  async function limited<T>(task: () => Promise<T>): Promise<T> {
    if (reading < PARALLEL_READS) reading += 1;
    // A finished read hands its place straight to the next one waiting.
    else await new Promise<void>((resolve) => waiting.push(resolve));
    try {
      return await task();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else reading -= 1;
    }
  }

  async function load(source: Exclude<ImageSource, { kind: 'skip' }>): Promise<Buffer> {
    if (source.kind === 'url') return download(source.url, config.timeoutMs, fetchImpl);
    const local = await readLocal(source.file);
    if (local) return local;
    if (source.url) return download(source.url, config.timeoutMs, fetchImpl);
    throw new SkipImage(`is not a file under ${path.relative(process.cwd(), staticDir) || '.'}`);
  }

  async function toFileNode(address: string, source: Exclude<ImageSource, { kind: 'skip' }>) {
    const buffer = await load(source);
    const ext = await rasterExtension(buffer);
    const name = path.posix.basename(new URL(address, 'http://site.invalid').pathname);
    const node = await createFileNodeFromBuffer({
      buffer,
      ext: `.${ext}`,
      name: name.replace(/\.[^.]+$/, '') || 'image',
      getCache: args.getCache,
      createNode: args.actions.createNode,
      createNodeId: args.createNodeId,
    });
    return node.id;
  }

  return {
    async fileFor(ref, label) {
      const source = imageSourceOf(ref, { staticDir, providerUrl: config.providerUrl });
      if (source.kind === 'skip') {
        skipped.add(ref?.trim() ?? '');
        return null;
      }
      const address = ref!.trim();
      let pending = byAddress.get(address);
      if (!pending) {
        pending = limited(() => toFileNode(address, source)).then(
          (id) => {
            counts.processed += 1;
            return id;
          },
          (error: unknown) => {
            counts.failed += 1;
            const why = error instanceof SkipImage ? error.message : `failed (${String(error)})`;
            args.reporter.warn(`image ${address} ${why}: a plain <img> is used (${label})`);
            return null;
          },
        );
        byAddress.set(address, pending);
      }
      return pending;
    },
    summary: () => ({ ...counts, skipped: skipped.size }),
  };
}
