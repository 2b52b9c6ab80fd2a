/**
 * Every resource of the editor app: where the admin API keeps it, how its list answers, and the
 * action family a person's role needs for it (the same families the server checks).
 */
import type { ActionFamily } from '@cloud-consulting/domain/admin-roles';

export interface ResourceApi {
  /** Path under /admin/api. */
  path: string;
  family: ActionFamily;
  /**
   * How the list answers: `paged` lists page, filter and count on the server and put their rows
   * under `key`; `array` lists answer every row and the app pages, sorts and filters them.
   */
  list: { kind: 'paged'; key: string } | { kind: 'array' };
  /** False when the API has no route for one record: the app finds it in the list. */
  getOne?: boolean;
}

/** The content collections, in the order the menu shows them. */
export const CONTENT_COLLECTIONS = [
  'services',
  'industries',
  'core-expertise',
  'products',
  'case-studies',
  'training-topics',
  'training-lookups',
  'technologies',
  'faq',
  'page-seo',
  'sections',
  'generated-images',
] as const;

const collections = Object.fromEntries(
  [...CONTENT_COLLECTIONS, 'menu-sections'].map((name): [string, ResourceApi] => [
    name,
    { path: `/${name}`, family: 'content', list: { kind: 'array' } },
  ]),
);

export const RESOURCES: Readonly<Record<string, ResourceApi>> = {
  posts: { path: '/blog', family: 'posts', list: { kind: 'paged', key: 'posts' } },
  'blog-tags': { path: '/blog-tags', family: 'posts', list: { kind: 'array' }, getOne: false },
  comments: { path: '/comments', family: 'comments', list: { kind: 'array' }, getOne: false },
  leads: { path: '/leads', family: 'leads', list: { kind: 'paged', key: 'leads' } },
  subscribers: {
    path: '/subscribers',
    family: 'subscribers',
    list: { kind: 'paged', key: 'subscribers' },
    getOne: false,
  },
  media: { path: '/media', family: 'media', list: { kind: 'paged', key: 'media' } },
  people: { path: '/people', family: 'people', list: { kind: 'array' }, getOne: false },
  audit: {
    path: '/audit',
    family: 'audit',
    list: { kind: 'paged', key: 'entries' },
    getOne: false,
  },
  builds: { path: '/builds', family: 'rebuild', list: { kind: 'array' }, getOne: false },
  ...collections,
};

export function resourceApi(resource: string): ResourceApi {
  const api = RESOURCES[resource];
  if (!api) throw new Error(`The editor app has no resource "${resource}"`);
  return api;
}
