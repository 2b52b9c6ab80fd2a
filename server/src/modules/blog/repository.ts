/**
 * SQL of blog posts and tags. A listing is one query: the page of post ids with the total
 * (window count), joined back to the posts, each with its tags aggregated as JSON.
 */
import type { PostStatus } from '@cloud-consulting/domain/post-status';
import type { Queryable } from '../../db/client.js';
import type { AdminPostInput, TagInput } from './schemas.js';

export interface BlogPost {
  Id: number;
  Title: string;
  Slug: string;
  Content: string;
  PublishedOn: Date;
  /** The last change readers see (post-modified.ts), or the publish date when later or none. */
  UpdatedOn: Date;
  Author: string;
  IsActive: boolean;
  Excerpt: string | null;
  ImageUrl: string | null;
  FeaturedImagePath: string | null;
  Featured: boolean;
  Tags: Array<{ Id: number; Name: string; Color: string }>;
  /** Admin answers only (the public shape leaves them out). */
  Status: PostStatus;
  PublishAt: Date | null;
  SeoTitle: string | null;
  SeoDescription: string | null;
}

export interface ListFilter {
  page: number;
  pageSize: number;
  activeOnly: boolean;
  tag?: string;
  featured?: boolean;
  /** Case-insensitive substring of title, excerpt or a tag name (the public search). */
  q?: string;
  /** Case-insensitive substring of title, slug or excerpt (the editor app's search). */
  search?: string;
  status?: PostStatus;
  /** The author's name, whatever its case. */
  author?: string;
  /** A tag's id (digits; a tag named by those digits matches too) or its name. */
  tagIdOrName?: string;
}

/**
 * Publicly visible at `now` (ms): published, or scheduled and due, in SQL. The instant is written
 * as a literal (an ISO string the clock made, never client text) so every query can use it
 * without renumbering its parameters. A due scheduled post is visible before the scheduler runs.
 */
export function visibleAt(now: number, alias = 'p'): string {
  const at = new Date(now).toISOString();
  return `(${alias}.status = 'published' OR (${alias}.status = 'scheduled' AND ${alias}.publish_at <= '${at}'::timestamptz))`;
}

const postColumns = (now: number) => `p.id AS "Id", p.title AS "Title", p.slug AS "Slug",
  p.content AS "Content", p.published_on AS "PublishedOn",
  GREATEST(p.published_on, p.public_changed_at) AS "UpdatedOn", p.author AS "Author",
  ${visibleAt(now)} AS "IsActive", p.status AS "Status", p.publish_at AS "PublishAt",
  p.excerpt AS "Excerpt", p.image_url AS "ImageUrl", p.featured_image_path AS "FeaturedImagePath",
  p.featured AS "Featured", p.seo_title AS "SeoTitle", p.seo_description AS "SeoDescription",
  COALESCE((SELECT json_agg(json_build_object('Id', t.id, 'Name', t.name, 'Color', t.color)
                            ORDER BY pt.position, t.id)
            FROM blog_post_tags pt JOIN blog_tags t ON t.id = pt.tag_id
            WHERE pt.post_id = p.id), '[]'::json) AS "Tags"`;

/** Column of each writable input field (IsActive is written as a status). */
const COLUMNS: Record<Exclude<keyof AdminPostInput, 'Tags' | 'IsActive'>, string> = {
  Title: 'title',
  Slug: 'slug',
  Content: 'content',
  Excerpt: 'excerpt',
  Author: 'author',
  ImageUrl: 'image_url',
  FeaturedImagePath: 'featured_image_path',
  Featured: 'featured',
  PublishedOn: 'published_on',
  Status: 'status',
  PublishAt: 'publish_at',
  SeoTitle: 'seo_title',
  SeoDescription: 'seo_description',
};

function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

function assignments(input: AdminPostInput): Array<[string, unknown]> {
  const out: Array<[string, unknown]> = [];
  // Posts from files and older editor versions say IsActive: it means published or draft.
  if (input.IsActive !== undefined && input.Status === undefined) {
    out.push(['status', input.IsActive ? 'published' : 'draft']);
  }
  for (const [key, column] of Object.entries(COLUMNS)) {
    const value = input[key as keyof typeof COLUMNS];
    if (value !== undefined) out.push([column, value]);
  }
  return out;
}

/** `now` is the app's clock (ms), which decides what is publicly visible. */
export function createBlogRepository(db: Queryable, now: () => number = Date.now) {
  return {
    async list(
      filter: ListFilter,
      tx: Queryable = db,
    ): Promise<{ posts: BlogPost[]; total: number }> {
      const conditions: string[] = [];
      const params: unknown[] = [];
      const param = (value: unknown) => {
        params.push(value);
        return `$${params.length}`;
      };
      if (filter.activeOnly) conditions.push(visibleAt(now()));
      if (filter.featured !== undefined) conditions.push(`p.featured = ${param(filter.featured)}`);
      if (filter.tag) {
        conditions.push(`EXISTS (SELECT 1 FROM blog_post_tags pt JOIN blog_tags t ON t.id = pt.tag_id
          WHERE pt.post_id = p.id AND lower(t.name) = lower(${param(filter.tag)}))`);
      }
      if (filter.tagIdOrName) {
        const tag = filter.tagIdOrName.trim();
        const byId = /^\d{1,9}$/.test(tag) ? `t.id = ${param(Number(tag))} OR ` : '';
        conditions.push(`EXISTS (SELECT 1 FROM blog_post_tags pt JOIN blog_tags t ON t.id = pt.tag_id
          WHERE pt.post_id = p.id AND (${byId}lower(t.name) = lower(${param(tag)})))`);
      }
      if (filter.status) conditions.push(`p.status = ${param(filter.status)}`);
      if (filter.author) conditions.push(`lower(p.author) = lower(${param(filter.author.trim())})`);
      if (filter.search) {
        const q = param(likePattern(filter.search));
        conditions.push(`(p.title ILIKE ${q} OR p.slug ILIKE ${q} OR p.excerpt ILIKE ${q})`);
      }
      if (filter.q) {
        const q = param(likePattern(filter.q));
        conditions.push(`(p.title ILIKE ${q} OR p.excerpt ILIKE ${q} OR EXISTS (
          SELECT 1 FROM blog_post_tags pt JOIN blog_tags t ON t.id = pt.tag_id
          WHERE pt.post_id = p.id AND t.name ILIKE ${q}))`);
      }
      const where = conditions.length ? `WHERE ${conditions.join(' AND ')}` : '';
      const limit = param(filter.pageSize);
      const offset = param((filter.page - 1) * filter.pageSize);
      const { rows } = await tx.query<BlogPost & { total: number }>(
        `WITH page AS (
           SELECT p.id, count(*) OVER ()::int AS total FROM blog_posts p ${where}
           ORDER BY p.published_on DESC, p.id DESC LIMIT ${limit} OFFSET ${offset}
         )
         SELECT ${postColumns(now())}, page.total FROM page JOIN blog_posts p ON p.id = page.id
         ORDER BY p.published_on DESC, p.id DESC`,
        params,
      );
      if (rows.length > 0 || filter.page === 1) {
        const total = rows[0]?.total ?? 0;
        return { posts: rows.map(({ total: _total, ...post }) => post), total };
      }
      // Past the last page: the window count had no row to ride on.
      const count = await tx.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM blog_posts p ${where}`,
        params.slice(0, -2),
      );
      return { posts: [], total: count.rows[0]?.n ?? 0 };
    },

    async findById(
      id: number,
      options: { activeOnly?: boolean } = {},
      tx: Queryable = db,
    ): Promise<BlogPost | null> {
      const { rows } = await tx.query<BlogPost>(
        `SELECT ${postColumns(now())} FROM blog_posts p
         WHERE p.id = $1${options.activeOnly ? ` AND ${visibleAt(now())}` : ''}`,
        [id],
      );
      return rows[0] ?? null;
    },

    async findBySlug(
      slug: string,
      options: { activeOnly?: boolean } = {},
      tx: Queryable = db,
    ): Promise<BlogPost | null> {
      const { rows } = await tx.query<BlogPost>(
        `SELECT ${postColumns(now())} FROM blog_posts p
         WHERE p.slug = $1${options.activeOnly ? ` AND ${visibleAt(now())}` : ''}`,
        [slug],
      );
      return rows[0] ?? null;
    },

    /** Slugs equal to base or base-N (but post exceptId's), to pick the next free one. */
    async slugsLike(base: string, tx: Queryable = db, exceptId?: number): Promise<string[]> {
      const { rows } = await tx.query<{ slug: string }>(
        `SELECT slug FROM blog_posts WHERE (slug = $1 OR slug LIKE $2) AND id IS DISTINCT FROM $3`,
        [base, `${base.replace(/[\\%_]/g, (c) => `\\${c}`)}-%`, exceptId ?? null],
      );
      return rows.map((r) => r.slug);
    },

    async slugTaken(slug: string, exceptId?: number, tx: Queryable = db): Promise<boolean> {
      const { rows } = await tx.query(
        'SELECT 1 FROM blog_posts WHERE slug = $1 AND id IS DISTINCT FROM $2',
        [slug, exceptId ?? null],
      );
      return rows.length > 0;
    },

    async insert(
      input: AdminPostInput & { Title: string; Slug: string; Content: string },
      tx: Queryable = db,
    ): Promise<number> {
      const pairs = assignments(input);
      const { rows } = await tx.query<{ id: number }>(
        `INSERT INTO blog_posts (${pairs.map(([c]) => c).join(', ')})
         VALUES (${pairs.map((_, i) => `$${i + 1}`).join(', ')}) RETURNING id`,
        pairs.map(([, v]) => v),
      );
      return rows[0]!.id;
    },

    /** Returns false when no post has this id. */
    async update(id: number, input: AdminPostInput, tx: Queryable = db): Promise<boolean> {
      const pairs = assignments(input);
      const sets = [...pairs.map(([c], i) => `${c} = $${i + 2}`), 'updated_at = now()'];
      const { rows } = await tx.query(
        `UPDATE blog_posts SET ${sets.join(', ')} WHERE id = $1 RETURNING id`,
        [id, ...pairs.map(([, v]) => v)],
      );
      return rows.length > 0;
    },

    /** Dates the post's last public change (post-modified.ts) at `at`. */
    async notePublicChange(id: number, at: string, tx: Queryable = db): Promise<void> {
      await tx.query('UPDATE blog_posts SET public_changed_at = $2 WHERE id = $1', [id, at]);
    },

    /** Replaces the post's tags, creating missing tags; a given Color updates the tag's colour. */
    async setTags(postId: number, tags: TagInput[], tx: Queryable = db): Promise<void> {
      await tx.query('DELETE FROM blog_post_tags WHERE post_id = $1', [postId]);
      for (const [position, tag] of tags.entries()) {
        const { rows } = await tx.query<{ id: number }>(
          `INSERT INTO blog_tags (name, color) VALUES ($1, COALESCE($2, '#3b82f6'))
           ON CONFLICT ((lower(name))) DO UPDATE SET color = COALESCE($2, blog_tags.color)
           RETURNING id`,
          [tag.Name.trim(), tag.Color ?? null],
        );
        await tx.query(
          `INSERT INTO blog_post_tags (post_id, tag_id, position) VALUES ($1, $2, $3)
           ON CONFLICT DO NOTHING`,
          [postId, rows[0]!.id, position],
        );
      }
    },

    /** Every tag with the number of publicly visible posts carrying it. */
    async listTags(tx: Queryable = db) {
      const { rows } = await tx.query<{
        Id: number;
        Name: string;
        Color: string;
        PostCount: number;
      }>(
        `SELECT t.id AS "Id", t.name AS "Name", t.color AS "Color", count(p.id)::int AS "PostCount"
         FROM blog_tags t
         LEFT JOIN blog_post_tags pt ON pt.tag_id = t.id
         LEFT JOIN blog_posts p ON p.id = pt.post_id AND ${visibleAt(now())}
         GROUP BY t.id ORDER BY lower(t.name)`,
      );
      return rows;
    },

    async updateTag(id: number, input: Partial<TagInput>, tx: Queryable = db) {
      const { rows } = await tx.query<{ Id: number; Name: string; Color: string }>(
        `UPDATE blog_tags SET name = COALESCE($2, name), color = COALESCE($3, color) WHERE id = $1
         RETURNING id AS "Id", name AS "Name", color AS "Color"`,
        [id, input.Name?.trim() ?? null, input.Color ?? null],
      );
      return rows[0] ?? null;
    },

    /** Every author's name with the number of posts (any status) they wrote, by name. */
    async listAuthors(tx: Queryable = db) {
      const { rows } = await tx.query<{ name: string; postCount: number }>(
        `SELECT author AS name, count(*)::int AS "postCount" FROM blog_posts
         GROUP BY author ORDER BY lower(author), author`,
      );
      return rows;
    },

    /** The titles of the posts with these ids, whatever their status (a lead names its article). */
    async titlesOf(ids: readonly number[], tx: Queryable = db): Promise<Map<number, string>> {
      if (ids.length === 0) return new Map();
      const { rows } = await tx.query<{ id: number; title: string }>(
        'SELECT id, title FROM blog_posts WHERE id = ANY($1::int[])',
        [[...new Set(ids)]],
      );
      return new Map(rows.map((row) => [row.id, row.title]));
    },

    async count(tx: Queryable = db): Promise<number> {
      const { rows } = await tx.query<{ n: number }>('SELECT count(*)::int AS n FROM blog_posts');
      return rows[0]?.n ?? 0;
    },
  };
}

export type BlogRepository = ReturnType<typeof createBlogRepository>;
