/** A file of the media library as GET /admin/api/media answers it (uploads/media-routes.ts). */
import type { MediaUsage } from '@cloud-consulting/domain/media';
import type { FocalPoint } from '@cloud-consulting/domain/image-variants';

export interface MediaRecord {
  id: number;
  /** Address under /uploads/images/. */
  url: string;
  path: string;
  /** The file name it was uploaded with. */
  name: string;
  contentType: string;
  /** Bytes. */
  size: number;
  width: number | null;
  height: number | null;
  alt: string | null;
  uploadedAt?: string;
  uploadedBy?: string | null;
  usage?: MediaUsage[];
  /** The resized copies stored beside the file, narrowest first. */
  variants?: { width: number; url: string }[];
  /** Where crops keep their centre, x and y from 0 to 1. */
  focalPoint?: FocalPoint;
}
