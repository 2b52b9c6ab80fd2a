/**
 * Blog writes: a post and its tags change in one transaction; slugs are unique, generated from
 * the title when the editor gives none (my-title, my-title-2, ...) and kept when a title changes,
 * so published addresses stay stable.
 */
import type { Database, Queryable } from '../../db/client.js';
import { createBlogRepository, type BlogPost } from './repository.js';
import type { BlogPostInput } from './schemas.js';
import { slugify } from './slug.js';

export class SlugTakenError extends Error {
  readonly statusCode = 409;
  constructor(slug: string) {
    super(`Slug "${slug}" is already used by another post`);
  }
}

async function uniqueSlug(
  repo: ReturnType<typeof createBlogRepository>,
  title: string,
  tx: Queryable,
) {
  const base = slugify(title);
  const taken = new Set(await repo.slugsLike(base, tx));
  if (!taken.has(base)) return base;
  for (let n = 2; ; n += 1) {
    if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
  }
}

export function createBlogService(db: Database) {
  const repo = createBlogRepository(db);
  /** Uses the caller's transaction when given, else opens one. */
  const inTransaction = <T>(tx: Queryable | undefined, fn: (q: Queryable) => Promise<T>) =>
    tx ? fn(tx) : db.transaction(fn);

  return {
    async create(
      input: BlogPostInput & { Title: string; Content: string },
      tx?: Queryable,
    ): Promise<BlogPost> {
      return inTransaction(tx, async (q) => {
        let slug = input.Slug;
        if (slug) {
          if (await repo.slugTaken(slug, undefined, q)) throw new SlugTakenError(slug);
        } else {
          slug = await uniqueSlug(repo, input.Title, q);
        }
        const id = await repo.insert({ ...input, Slug: slug }, q);
        if (input.Tags?.length) await repo.setTags(id, input.Tags, q);
        return (await repo.findById(id, {}, q))!;
      });
    },

    async update(id: number, input: BlogPostInput): Promise<BlogPost | null> {
      return db.transaction(async (q) => {
        if (input.Slug && (await repo.slugTaken(input.Slug, id, q))) {
          throw new SlugTakenError(input.Slug);
        }
        if (!(await repo.update(id, input, q))) return null;
        if (input.Tags) await repo.setTags(id, input.Tags, q);
        return repo.findById(id, {}, q);
      });
    },

    async deactivate(id: number): Promise<BlogPost | null> {
      if (!(await repo.update(id, { IsActive: false }))) return null;
      return repo.findById(id);
    },
  };
}
