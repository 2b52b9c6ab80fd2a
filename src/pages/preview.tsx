/**
 * /preview/?post=&exp=&sig=: an editor's preview of a post before it is public (the editor app
 * opens it). Built once, as its loading state; the post comes from the provider when it opens.
 */
import type { HeadFC, PageProps } from 'gatsby';
import { PREVIEW_PAGE_MESSAGES } from '@cloud-consulting/domain/blog';
import { FirstScreenHeld } from '../components/page/first-screen-held';
import { PostPreview } from '../components/blog/post-preview';
import { Seo } from '../components/seo/seo';

export default function PreviewPage({ location }: PageProps) {
  return (
    <FirstScreenHeld>
      <PostPreview search={location.search} />
    </FirstScreenHeld>
  );
}

export const Head: HeadFC = () => (
  <Seo title={PREVIEW_PAGE_MESSAGES.title} path="/preview" indexable={false} />
);
