/** SQL of the media library: one row per file under /uploads/images, and where each is used. */
import type { MediaUsage } from '@cloud-consulting/domain/media';
import type { Queryable } from '../../db/client.js';
import { sqlParams, usageSql } from './media-usage.js';

export interface MediaRow {
  id: number;
  path: string;
  original_name: string;
  content_type: string;
  byte_size: number;
  width: number | null;
  height: number | null;
  alt: string | null;
  uploaded_at: Date;
  uploaded_by: string | null;
  /** Widths of the resized copies stored beside the file. */
  variant_widths: number[];
  focal_x: number;
  focal_y: number;
}

export interface NewMedia {
  path: string;
  originalName: string;
  contentType: string;
  size: number;
  width: number | null;
  height: number | null;
  alt: string | null;
  uploadedAt: Date;
  uploadedBy: string | null;
  variantWidths: number[];
}

export interface MediaFilter {
  /** Only these content types. */
  contentTypes?: string[];
  /** Only files nothing uses. */
  unused?: boolean;
  limit: number;
  offset: number;
}

const COLUMNS =
  'path, original_name, content_type, byte_size, width, height, alt, uploaded_at, uploaded_by, ' +
  'variant_widths';
const valuesOf = (file: NewMedia) => [
  file.path,
  file.originalName,
  file.contentType,
  file.size,
  file.width,
  file.height,
  file.alt,
  file.uploadedAt,
  file.uploadedBy,
  file.variantWidths,
];

export function createMediaRepository(db: Queryable) {
  return {
    /**
     * Records an uploaded file. The same content uploaded again has the same path: its row is
     * kept (first upload's time and uploader), its alt text replaced only by a new one.
     */
    async save(file: NewMedia, tx: Queryable = db): Promise<MediaRow> {
      const { rows } = await tx.query<MediaRow>(
        `INSERT INTO media_files (${COLUMNS}) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
         ON CONFLICT (path) DO UPDATE SET alt = COALESCE(EXCLUDED.alt, media_files.alt),
           variant_widths = CASE WHEN cardinality(EXCLUDED.variant_widths) > 0
             THEN EXCLUDED.variant_widths ELSE media_files.variant_widths END
         RETURNING *`,
        valuesOf(file),
      );
      return rows[0]!;
    },

    /** Records a file found in the upload store, unless a row appeared for it meanwhile. */
    async addFound(file: NewMedia): Promise<void> {
      await db.query(
        `INSERT INTO media_files (${COLUMNS}) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
         ON CONFLICT (path) DO NOTHING`,
        valuesOf(file),
      );
    },

    async paths(): Promise<Set<string>> {
      const { rows } = await db.query<{ path: string }>('SELECT path FROM media_files');
      return new Set(rows.map((r) => r.path));
    },

    async findById(id: number, tx: Queryable = db, lock = false): Promise<MediaRow | null> {
      const { rows } = await tx.query<MediaRow>(
        `SELECT * FROM media_files WHERE id = $1${lock ? ' FOR UPDATE' : ''}`,
        [id],
      );
      return rows[0] ?? null;
    },

    /** A page of files, newest first, and how many match in all. */
    async list(filter: MediaFilter): Promise<{ rows: MediaRow[]; total: number }> {
      const params = sqlParams();
      const where: string[] = [];
      if (filter.contentTypes) {
        where.push(`f.content_type IN (${filter.contentTypes.map(params.add).join(', ')})`);
      }
      if (filter.unused) where.push(`f.id NOT IN (SELECT u.media_id FROM (${usageSql(params)}) u)`);
      const clause = where.length ? `WHERE ${where.join(' AND ')}` : '';
      const counted = await db.query<{ total: number }>(
        `SELECT count(*)::integer AS total FROM media_files f ${clause}`,
        params.values,
      );
      const { rows } = await db.query<MediaRow>(
        `SELECT f.* FROM media_files f ${clause} ORDER BY f.uploaded_at DESC, f.id DESC
         LIMIT ${params.add(filter.limit)} OFFSET ${params.add(filter.offset)}`,
        params.values,
      );
      return { rows, total: counted.rows[0]!.total };
    },

    /** Where each of the files is used, by file id (a file used nowhere has an empty list). */
    async usageOf(ids: number[], tx: Queryable = db): Promise<Map<number, MediaUsage[]>> {
      const usage = new Map<number, MediaUsage[]>(ids.map((id) => [id, []]));
      if (ids.length === 0) return usage;
      const params = sqlParams();
      const only = `WHERE id IN (${ids.map(params.add).join(', ')})`;
      const { rows } = await tx.query<{
        media_id: number;
        kind: string;
        record_id: number | null;
        title: string | null;
      }>(`SELECT * FROM (${usageSql(params, only)}) u ORDER BY u.kind, u.record_id`, params.values);
      for (const row of rows) {
        usage.get(row.media_id)!.push({
          kind: row.kind,
          id: row.record_id,
          title: row.title ?? '',
        });
      }
      return usage;
    },

    async updateAlt(id: number, alt: string | null): Promise<MediaRow | null> {
      const { rows } = await db.query<MediaRow>(
        'UPDATE media_files SET alt = $2 WHERE id = $1 RETURNING *',
        [id, alt],
      );
      return rows[0] ?? null;
    },

    async updateFocalPoint(id: number, focal: { x: number; y: number }): Promise<MediaRow | null> {
      const { rows } = await db.query<MediaRow>(
        'UPDATE media_files SET focal_x = $2, focal_y = $3 WHERE id = $1 RETURNING *',
        [id, focal.x, focal.y],
      );
      return rows[0] ?? null;
    },

    /**
     * What the site needs of every image: its width, its resized copies and its focal point (a
     * PDF is a download, never a picture, so it is left out).
     */
    async imageIndex(): Promise<MediaRow[]> {
      const { rows } = await db.query<MediaRow>(
        "SELECT * FROM media_files WHERE content_type LIKE 'image/%' ORDER BY path",
      );
      return rows;
    },

    async remove(id: number, tx: Queryable = db): Promise<void> {
      await tx.query('DELETE FROM media_files WHERE id = $1', [id]);
    },
  };
}

export type MediaRepository = ReturnType<typeof createMediaRepository>;
