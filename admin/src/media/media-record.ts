/** A file of the media library as GET /admin/api/media answers it (uploads/media-routes.ts). */
import type { MediaUsage } from '@cloud-consulting/domain/media';

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
}
