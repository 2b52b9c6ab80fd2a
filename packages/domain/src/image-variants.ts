/**
 * Resized copies of an uploaded raster image and the focal point its crops keep in view. The
 * provider makes a copy at each of IMAGE_VARIANT_WIDTHS narrower than the original, stored beside
 * it as `name-480w.jpg`; the site's srcset names only the copies that were made, so a browser never
 * asks for a file that is not there. The focal point (x and y from 0 to 1, from the left and the
 * top) becomes the CSS object-position of a picture cropped by object-fit: cover.
 */
import { UPLOADS_IMAGES_PATH } from './catalogues';

/** The widths the site offers in its srcset, in pixels (the original comes last). */
export const IMAGE_VARIANT_WIDTHS = [480, 960] as const;

/** Formats resized copies are made of (an SVG scales by itself; a GIF may be animated). */
const RESIZED_EXTENSION = /\.(jpe?g|png|webp|avif)$/i;
const VARIANT_SUFFIX = /-(\d+)w\.(jpe?g|png|webp|avif)$/i;

/** The widths to make for an original this wide: only those narrower than it, never an upscale. */
export function variantWidthsFor(originalWidth: number | null | undefined): number[] {
  if (!originalWidth || originalWidth <= 0) return [];
  return IMAGE_VARIANT_WIDTHS.filter((width) => width < originalWidth);
}

/** Whether a file (path or address) is of a format resized copies are made of. */
export const isResizable = (path: string): boolean => RESIZED_EXTENSION.test(path);

/** 'blog/photo-ab12.jpg' at 480 → 'blog/photo-ab12-480w.jpg' (also for addresses). */
export function variantPath(path: string, width: number): string {
  return path.replace(RESIZED_EXTENSION, (ext) => `-${width}w${ext}`);
}

/** Whether a path names a resized copy ('photo-480w.jpg'), not an original. */
export const isVariantPath = (path: string): boolean => VARIANT_SUFFIX.test(path);

/** What the site knows of one uploaded image: its width and the copies that exist. */
export interface ImageVariants {
  /** Pixels; null when the file does not say. */
  width: number | null;
  /** Widths of the resized copies that were made. */
  variantWidths: readonly number[];
}

/**
 * The srcset of an uploaded image: its resized copies that exist, narrowest first, then the
 * original at its own width. Null (a plain src) when no copy exists, the original's width is
 * unknown, or the address is not an upload.
 */
export function srcSetOf(url: string, image: ImageVariants | null | undefined): string | null {
  if (!image || !image.width || !url.startsWith(`${UPLOADS_IMAGES_PATH}/`) || !isResizable(url)) {
    return null;
  }
  const original = image.width;
  const widths = [...new Set(image.variantWidths)]
    .filter((width) => Number.isInteger(width) && width > 0 && width < original)
    .sort((a, b) => a - b);
  if (widths.length === 0) return null;
  return [...widths.map((w) => `${variantPath(url, w)} ${w}w`), `${url} ${original}w`].join(', ');
}

/** The paths under /uploads/images that a Markdown body shows, in order, each once. */
export function uploadedImagePaths(markdown: string): string[] {
  const prefix = `${UPLOADS_IMAGES_PATH}/`;
  const found = markdown.matchAll(/\/uploads\/images\/[^\s)"'<>]+/g);
  return [...new Set([...found].map((m) => m[0].slice(prefix.length)))];
}

/** Where a crop keeps its centre: 0 is the left (top) edge, 1 the right (bottom) one. */
export interface FocalPoint {
  x: number;
  y: number;
}

export const CENTRE: FocalPoint = { x: 0.5, y: 0.5 };

export const FOCAL_POINT_INVALID =
  'The focal point must be two numbers from 0 to 1 (across, down).';

const unit = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0 && value <= 1;

/** A focal point as stored: both coordinates between 0 and 1, rounded to 1/1000. */
export function normaliseFocalPoint(
  value: unknown,
): { ok: true; focalPoint: FocalPoint } | { ok: false; message: string } {
  if (!value || typeof value !== 'object') return { ok: false, message: FOCAL_POINT_INVALID };
  const { x, y } = value as Record<string, unknown>;
  if (!unit(x) || !unit(y)) return { ok: false, message: FOCAL_POINT_INVALID };
  const round = (n: number) => Math.round(n * 1000) / 1000;
  return { ok: true, focalPoint: { x: round(x), y: round(y) } };
}

/** The CSS object-position that keeps the focal point in a crop: '50% 30%'. */
export function objectPosition(focal: FocalPoint | null | undefined): string {
  const point = focal && unit(focal.x) && unit(focal.y) ? focal : CENTRE;
  const percent = (n: number) => `${Math.round(n * 1000) / 10}%`;
  return `${percent(point.x)} ${percent(point.y)}`;
}

/** The focal point moved by a key press (arrows by 5 %, Shift by 1 %), kept inside the picture. */
export function movedFocalPoint(focal: FocalPoint, key: string, fine = false): FocalPoint | null {
  const step = fine ? 0.01 : 0.05;
  const clamp = (n: number) => Math.min(1, Math.max(0, Math.round(n * 1000) / 1000));
  switch (key) {
    case 'ArrowLeft':
      return { ...focal, x: clamp(focal.x - step) };
    case 'ArrowRight':
      return { ...focal, x: clamp(focal.x + step) };
    case 'ArrowUp':
      return { ...focal, y: clamp(focal.y - step) };
    case 'ArrowDown':
      return { ...focal, y: clamp(focal.y + step) };
    case 'Home':
      return CENTRE;
    default:
      return null;
  }
}

/** How a focal point is said to a person: '30 % across, 70 % down'. */
export const focalPointText = (focal: FocalPoint): string =>
  `${Math.round(focal.x * 100)} % across, ${Math.round(focal.y * 100)} % down`;

/**
 * An upload's address served by the provider itself: a preview shows a post before any build,
 * when the site has no copy of an image just uploaded. Other addresses are left as they are.
 */
export function providerImageAddress(url: string, providerOrigin: string): string {
  if (!url.startsWith(`${UPLOADS_IMAGES_PATH}/`)) return url;
  return `${providerOrigin.replace(/\/+$/, '')}${url}`;
}

/** Rendered HTML whose upload addresses (src and srcset) point at the provider. */
export function withProviderImages(html: string, providerOrigin: string): string {
  const origin = providerOrigin.replace(/\/+$/, '');
  return html.replace(/(\s(?:src|srcset)="[^"]*)/g, (attribute) =>
    attribute.replace(/(^|[",\s=])\/uploads\/images\//g, `$1${origin}/uploads/images/`),
  );
}
