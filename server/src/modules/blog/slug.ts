/** URL slugs of blog posts (the shared rules, which the editor app uses as the title is typed). */
export { slugify } from '@cloud-consulting/domain/post-slug';
