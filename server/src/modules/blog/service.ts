/**
 * Blog writes: a post and its tags change in one transaction; slugs are unique, generated from
 * the title when the editor gives none (my-title, my-title-2, ...) and kept when a title changes,
 * so published addresses stay stable.
 *
 * Every change to an existing post goes through `change()`, which locks the post, and keeps the
 * version it replaced in post_revisions with who made the change (`actor`) and which fields it
 * altered. Status changes follow the shared rules of post-status.ts.
 */
import {
  POST_STATUS_MESSAGES,
  statusChangeError,
  type PostStatus,
} from '@cloud-consulting/domain/post-status';
import { changedFields, fieldDifferences } from '@cloud-consulting/domain/revisions';
import { isPublicChange } from '@cloud-consulting/domain/post-modified';
import type { Database, Queryable } from '../../db/client.js';
import { refuse } from '../../plugins/refusal.js';
import { VersionConflict } from '../../plugins/record-versions.js';
import { versionAfter, type RecordVersion } from '@cloud-consulting/domain/record-versions';
import { createBlogRepository, type BlogPost } from './repository.js';
import type { AdminPostInput } from './schemas.js';
import {
  firstFreeSlug,
  slugError,
  slugify,
  SLUG_MAX_LENGTH,
} from '@cloud-consulting/domain/post-slug';

/** Who publishes scheduled posts when their instant comes. */
export const SCHEDULER_ACTOR = 'scheduler';

export class SlugTakenError extends Error {
  readonly statusCode = 409;
  constructor(slug: string) {
    super(`Slug "${slug}" is already used by another post`);
  }
}

/** The fields a revision keeps, in this order. */
export const REVISION_FIELDS = [
  'Title',
  'Slug',
  'Content',
  'Excerpt',
  'Author',
  'ImageUrl',
  'FeaturedImagePath',
  'Featured',
  'PublishedOn',
  'Tags',
  'Status',
  'PublishAt',
  'SeoTitle',
  'SeoDescription',
] as const;
/** Fields added after versions were first kept: a version without them had none. */
const LATER_FIELDS = ['SeoTitle', 'SeoDescription'] as const;
/** Restoring a version brings its content back; the post keeps its current status. */
const RESTORED_FIELDS = REVISION_FIELDS.filter((f) => f !== 'Status' && f !== 'PublishAt');

type Snapshot = Record<(typeof REVISION_FIELDS)[number], unknown>;

/** The post's revision fields as JSON values (dates as ISO text, tags as name and colour). */
export function snapshotOf(post: BlogPost): Snapshot {
  const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());
  return {
    Title: post.Title,
    Slug: post.Slug,
    Content: post.Content,
    Excerpt: post.Excerpt,
    Author: post.Author,
    ImageUrl: post.ImageUrl,
    FeaturedImagePath: post.FeaturedImagePath,
    Featured: post.Featured,
    PublishedOn: iso(post.PublishedOn),
    Tags: post.Tags.map((t) => ({ Name: t.Name, Color: t.Color })),
    Status: post.Status,
    PublishAt: iso(post.PublishAt),
    SeoTitle: post.SeoTitle,
    SeoDescription: post.SeoDescription,
  };
}

/** `base` when free (post exceptId's own slug counts as free), else the first free base-N. */
async function freeSlug(
  repo: ReturnType<typeof createBlogRepository>,
  base: string,
  tx: Queryable,
  exceptId?: number,
) {
  return firstFreeSlug(base, await repo.slugsLike(base, tx, exceptId));
}

/** A 400 in the shape of a validation error, naming the (admin) field the message is about. */
const badRequest = (message: string) => {
  const field = message.includes('publishAt') ? 'publishAt' : 'status';
  return refuse(400, message, { errors: [{ field, message }] });
};

/** The status an input asks for: Status, else IsActive (true: published, false: draft). */
function requestedStatus(input: AdminPostInput): PostStatus | undefined {
  if (input.Status) return input.Status;
  if (input.IsActive !== undefined) return input.IsActive ? 'published' : 'draft';
  return undefined;
}

/** `now` is the app's clock (ms): it decides what is due and what is in the future. */
export function createBlogService(db: Database, now: () => number = Date.now) {
  const repo = createBlogRepository(db, now);
  /** Uses the caller's transaction when given, else opens one. */
  const inTransaction = <T>(tx: Queryable | undefined, fn: (q: Queryable) => Promise<T>) =>
    tx ? fn(tx) : db.transaction(fn);
  const nowIso = () => new Date(now()).toISOString();

  /**
   * The columns a status change writes. Publishing records when the post went public;
   * scheduling dates the article at its publish instant unless the editor gives PublishedOn;
   * a draft has no publish instant.
   */
  function statusWrites(
    from: PostStatus | null,
    to: PostStatus,
    publishAt: string | undefined,
    input: AdminPostInput,
  ): AdminPostInput {
    const out: AdminPostInput = { Status: to };
    if (to === 'scheduled') {
      out.PublishAt = publishAt;
      if (input.PublishedOn === undefined) out.PublishedOn = publishAt;
    } else if (to === 'published' && from !== 'published') {
      out.PublishAt = nowIso();
    } else if (to === 'draft') {
      out.PublishAt = null;
    }
    return out;
  }

  /** Refuses a status change (400) the shared rules do not allow. */
  function checkStatusChange(from: PostStatus, to: PostStatus, publishAt: string | undefined) {
    const error = statusChangeError(from, to, publishAt ? new Date(publishAt) : null, now());
    if (error) throw badRequest(error);
  }

  /**
   * Changes post `id` in transaction q: locks it, runs `apply` with the post as it is, and keeps
   * that version as a revision when the change altered any field. Null when there is no post.
   */
  async function change(
    q: Queryable,
    id: number,
    actor: string,
    apply: (before: BlogPost) => Promise<void>,
    expected?: number,
  ): Promise<BlogPost | null> {
    const locked = await q.query('SELECT 1 FROM blog_posts WHERE id = $1 FOR UPDATE', [id]);
    if (locked.rows.length === 0) return null;
    if (expected !== undefined) {
      const current = await versionOf(id, q);
      if (current.version !== expected) throw new VersionConflict(current);
    }
    const before = (await repo.findById(id, {}, q))!;
    await apply(before);
    const after = (await repo.findById(id, {}, q))!;
    const previous = snapshotOf(before);
    const changed = changedFields(previous, snapshotOf(after), REVISION_FIELDS);
    if (changed.length > 0) {
      await q.query(
        `INSERT INTO post_revisions (post_id, version, fields, changed_fields, changed_at, actor)
         SELECT $1, COALESCE(max(version), 0) + 1, $2::text::jsonb, $3::text[], $4, $5
         FROM post_revisions WHERE post_id = $1`,
        [id, JSON.stringify(previous), changed, nowIso(), actor],
      );
    }
    if (isPublicChange(changed, after.IsActive)) {
      await repo.notePublicChange(id, nowIso(), q);
      return (await repo.findById(id, {}, q))!;
    }
    return after;
  }

  /** The post's version: its kept revisions plus one, with who made the newest change. */
  async function versionOf(id: number, q: Queryable = db): Promise<RecordVersion> {
    const { rows } = await q.query<{ version: number; actor: string; changedAt: Date }>(
      `SELECT version, actor, changed_at AS "changedAt" FROM post_revisions
       WHERE post_id = $1 ORDER BY version DESC LIMIT 1`,
      [id],
    );
    return versionAfter(rows[0] ?? null);
  }

  /** Writes input onto the post (slug checked, tags replaced when given). */
  async function write(q: Queryable, id: number, input: AdminPostInput): Promise<void> {
    if (input.Slug && (await repo.slugTaken(input.Slug, id, q))) {
      throw new SlugTakenError(input.Slug);
    }
    await repo.update(id, input, q);
    if (input.Tags) await repo.setTags(id, input.Tags, q);
  }

  async function setStatus(
    id: number,
    to: PostStatus,
    actor: string,
    publishAt?: string,
    expected?: number,
  ): Promise<BlogPost | null> {
    return db.transaction((q) =>
      change(
        q,
        id,
        actor,
        async (before) => {
          checkStatusChange(before.Status, to, publishAt);
          await repo.update(id, statusWrites(before.Status, to, publishAt, {}), q);
        },
        expected,
      ),
    );
  }

  return {
    async create(input: AdminPostInput & { Title: string; Content: string }, tx?: Queryable) {
      const status = requestedStatus(input) ?? 'published';
      const publishAt = input.PublishAt ?? undefined;
      if (status === 'scheduled') {
        checkStatusChange('draft', 'scheduled', publishAt);
      } else if (publishAt) {
        throw badRequest(POST_STATUS_MESSAGES.publishAtOnlyWhenScheduled);
      }
      return inTransaction(tx, async (q) => {
        let slug = input.Slug;
        if (slug) {
          if (await repo.slugTaken(slug, undefined, q)) throw new SlugTakenError(slug);
        } else {
          slug = await freeSlug(repo, slugify(input.Title), q);
        }
        const writes = statusWrites(null, status, publishAt, input);
        if (status === 'published') writes.PublishAt = input.PublishedOn ?? nowIso();
        const { IsActive: _isActive, ...fields } = input;
        const id = await repo.insert({ ...fields, ...writes, Slug: slug }, q);
        if (input.Tags?.length) await repo.setTags(id, input.Tags, q);
        return (await repo.findById(id, {}, q))!;
      });
    },

    /** Updates fields; a Status (or IsActive) different from the post's is a checked change. */
    async update(
      id: number,
      input: AdminPostInput,
      actor: string,
      expected?: number,
    ): Promise<BlogPost | null> {
      return db.transaction((q) =>
        change(
          q,
          id,
          actor,
          async (before) => {
            const to = requestedStatus(input) ?? before.Status;
            const publishAt = input.PublishAt ?? undefined;
            const {
              IsActive: _isActive,
              Status: _status,
              PublishAt: _publishAt,
              ...fields
            } = input;
            let writes: AdminPostInput = {};
            if (to !== before.Status || (to === 'scheduled' && publishAt)) {
              checkStatusChange(before.Status, to, publishAt);
              writes = statusWrites(before.Status, to, publishAt, input);
            } else if (publishAt) {
              throw badRequest(POST_STATUS_MESSAGES.publishAtOnlyWhenScheduled);
            }
            await write(q, id, { ...fields, ...writes });
          },
          expected,
        ),
      );
    },

    versionOf: (id: number) => versionOf(id),
    publish: (id: number, actor: string, expected?: number) =>
      setStatus(id, 'published', actor, undefined, expected),
    unpublish: (id: number, actor: string, expected?: number) =>
      setStatus(id, 'draft', actor, undefined, expected),
    archive: (id: number, actor: string, expected?: number) =>
      setStatus(id, 'archived', actor, undefined, expected),
    schedule: (id: number, publishAt: string, actor: string, expected?: number) =>
      setStatus(id, 'scheduled', actor, publishAt, expected),

    /** Hides a post from the public API (archived); a draft or archived post stays as it is. */
    async deactivate(id: number, actor: string, expected?: number): Promise<BlogPost | null> {
      return db.transaction((q) =>
        change(
          q,
          id,
          actor,
          async (before) => {
            if (before.Status === 'draft' || before.Status === 'archived') return;
            await repo.update(id, { Status: 'archived' }, q);
          },
          expected,
        ),
      );
    },

    /**
     * Publishes every scheduled post whose instant has come, in one transaction; rows another
     * replica holds are skipped (it is publishing them). Returns the ids published.
     */
    async publishDue(actor: string = SCHEDULER_ACTOR): Promise<number[]> {
      return db.transaction(async (q) => {
        const { rows } = await q.query<{ id: number }>(
          `SELECT id FROM blog_posts WHERE status = 'scheduled' AND publish_at <= $1
           ORDER BY publish_at, id FOR UPDATE SKIP LOCKED`,
          [nowIso()],
        );
        for (const { id } of rows) {
          await change(q, id, actor, async () => {
            // The post went public at its instant, not when this ran.
            await q.query(
              `UPDATE blog_posts SET status = 'published', updated_at = now() WHERE id = $1`,
              [id],
            );
          });
        }
        return rows.map((r) => r.id);
      });
    },

    /** The next instant a scheduled post is due, or null. */
    async nextDue(): Promise<Date | null> {
      const { rows } = await db.query<{ at: Date | null }>(
        `SELECT min(publish_at) AS at FROM blog_posts WHERE status = 'scheduled'`,
      );
      return rows[0]?.at ?? null;
    },

    /**
     * Whether a slug typed in the editor is free: the text as a slug (a valid slug as it is,
     * anything else as the title rules make it), and a free one to offer.
     */
    async slugCheck(typed: string, exceptId?: number) {
      const text = typed.trim();
      const slug = slugError(text) ? slugify(text, SLUG_MAX_LENGTH) : text;
      const suggestion = await freeSlug(repo, slug, db, exceptId);
      return { slug, available: suggestion === slug, suggestion };
    },

    /** The post's history, newest first; null when there is no post. */
    async revisions(id: number) {
      if (!(await repo.findById(id))) return null;
      const { rows } = await db.query<{
        version: number;
        changedAt: Date;
        actor: string;
        changedFields: string[];
      }>(
        `SELECT version, changed_at AS "changedAt", actor, changed_fields AS "changedFields"
         FROM post_revisions WHERE post_id = $1 ORDER BY version DESC`,
        [id],
      );
      return rows;
    },

    /** One version with its differences from the current post; null when either is missing. */
    async revision(id: number, version: number) {
      const current = await repo.findById(id);
      if (!current) return null;
      const { rows } = await db.query<{
        version: number;
        changedAt: Date;
        actor: string;
        changedFields: string[];
        fields: Snapshot;
      }>(
        `SELECT version, changed_at AS "changedAt", actor, changed_fields AS "changedFields", fields
         FROM post_revisions WHERE post_id = $1 AND version = $2`,
        [id, version],
      );
      const found = rows[0];
      if (!found) return null;
      const differences = fieldDifferences(found.fields, snapshotOf(current), REVISION_FIELDS);
      return { ...found, differences };
    },

    /** Brings a version's content back (itself a change, kept as a revision); null if missing. */
    async restore(
      id: number,
      version: number,
      actor: string,
      expected?: number,
    ): Promise<BlogPost | null> {
      return db.transaction(async (q) => {
        const { rows } = await q.query<{ fields: Snapshot }>(
          'SELECT fields FROM post_revisions WHERE post_id = $1 AND version = $2',
          [id, version],
        );
        const fields = rows[0]?.fields;
        if (!fields) return null;
        const input = Object.fromEntries(
          RESTORED_FIELDS.map((f) => [
            f,
            (LATER_FIELDS as readonly string[]).includes(f) ? (fields[f] ?? null) : fields[f],
          ]),
        ) as unknown as AdminPostInput;
        return change(q, id, actor, () => write(q, id, input), expected);
      });
    },
  };
}

export type BlogService = ReturnType<typeof createBlogService>;
