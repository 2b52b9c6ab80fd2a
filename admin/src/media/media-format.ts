/**
 * How the media library describes a file: its size ("12.3 KB"), its pixel size, its type, and
 * the places that use it. The type names are the `type` filter's values on GET /media
 * (the provider's IMAGE_TYPES in uploads/file-type.ts).
 */
import type { MediaUsage } from '@cloud-consulting/domain/media';
import { COLLECTION_LABELS } from '../layout/labels';

export const MEDIA_TYPES = [
  { id: 'png', name: 'PNG', contentType: 'image/png' },
  { id: 'jpeg', name: 'JPEG', contentType: 'image/jpeg' },
  { id: 'gif', name: 'GIF', contentType: 'image/gif' },
  { id: 'webp', name: 'WebP', contentType: 'image/webp' },
  { id: 'avif', name: 'AVIF', contentType: 'image/avif' },
  { id: 'svg', name: 'SVG', contentType: 'image/svg+xml' },
  { id: 'pdf', name: 'PDF', contentType: 'application/pdf' },
] as const;

/** Bytes as a person reads them: "512 B", "12.3 KB", "4.8 MB" (1 KB = 1024 B). */
export function humanSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  const units = ['KB', 'MB', 'GB'];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const digits = value < 10 ? 1 : 0;
  return `${value.toFixed(digits)} ${units[unit]}`;
}

/** "640 × 480 px", or that the file does not say (an SVG sized in em or %). */
export function dimensionsText(width: number | null, height: number | null): string {
  return width !== null && height !== null ? `${width} × ${height} px` : 'size in pixels unknown';
}

/** "PNG" for image/png; the content type itself for one the filter does not know. */
export function typeLabel(contentType: string): string {
  return MEDIA_TYPES.find((type) => type.contentType === contentType)?.name ?? contentType;
}

const KIND_LABELS: Readonly<Record<string, string>> = {
  post: 'Post',
  'site-settings': 'Site settings',
  'menu-sections': 'Menu sections',
  ...COLLECTION_LABELS,
};

/** One place that uses a file: 'Services "Cloud migration"', or a hero banner's own title. */
export function usagePlace(usage: MediaUsage): string {
  if (usage.id === null) return usage.title;
  const kind = KIND_LABELS[usage.kind] ?? usage.kind;
  return `${kind} "${usage.title}"`;
}
