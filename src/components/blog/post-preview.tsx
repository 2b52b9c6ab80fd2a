/**
 * An editor's preview of a post in any status, opened by its signed address: the provider
 * answers the post with its body rendered by the site's markdown pipeline, and the page shows it
 * with the article's own components, so what the editor sees is what the published article will
 * be. Nothing is built for it: a preview needs no rebuild.
 */
import { useEffect, useState } from 'react';
import { API_PATHS } from '@cloud-consulting/domain/api-paths';
import {
  blogPostPath,
  postAuthor,
  postCategory,
  previewAddressOf,
  previewBanner,
  readTimeMinutes,
  PREVIEW_PAGE_MESSAGES as M,
  type BlogPost,
} from '@cloud-consulting/domain/blog';
import { formatLongUsDate } from '@cloud-consulting/domain/dates';
import { providerImageAddress, withProviderImages } from '@cloud-consulting/domain/image-variants';
import { ApiError } from '../../services/api-client';
import { useApi } from '../../services/api-context';
import { ArticleStatus } from './article-status';
import { ArticleView, type ArticlePost } from './article-view';

/** The provider's preview answer: the post, its status and its rendered body. */
export interface PreviewedPost extends BlogPost {
  Status: string;
  PublishAt: string | null;
  Html: string;
}

/**
 * The article's fields as the page template reads them from a built post. Uploaded images come
 * from the provider (providerOrigin): no build has copied one just uploaded to the site yet.
 */
export function articleOfPreview(post: PreviewedPost, providerOrigin?: string): ArticlePost {
  const image = (url: string | null | undefined) =>
    url && providerOrigin ? providerImageAddress(url, providerOrigin) : url;
  const published = post.PublishAt ?? post.PublishedOn;
  return {
    Id: post.Id,
    Title: post.Title,
    Slug: post.Slug,
    Author: postAuthor(post),
    ImageUrl: image(post.ImageUrl),
    FeaturedImagePath: image(post.FeaturedImagePath),
    Tags: post.Tags ?? [],
    html: providerOrigin ? withProviderImages(post.Html, providerOrigin) : post.Html,
    category: postCategory(post),
    readTimeMinutes: readTimeMinutes(post.Content),
    publishedLong: published ? formatLongUsDate(published) : null,
    publishedIso: published ?? null,
  };
}

/** The provider's reason for a refused address ("expired"), else the generic failure. */
const reasonOf = (error: unknown): string =>
  (error instanceof ApiError && error.serverMessage) || M.failed;

type State =
  | { state: 'loading' }
  | { state: 'ready'; post: PreviewedPost }
  | { state: 'error'; message: string };

export function PostPreview({ search }: { search: string }) {
  const api = useApi();
  // Loading first, in the built page and at hydration alike; the address is read after.
  const [state, setState] = useState<State>({ state: 'loading' });

  useEffect(() => {
    let current = true;
    const address = previewAddressOf(search);
    const answer = address
      ? api.request<PreviewedPost>(API_PATHS.postPreview(address.post, address))
      : Promise.reject(new Error(M.incomplete));
    answer.then(
      (post) => current && setState({ state: 'ready', post }),
      (error: unknown) =>
        current && setState({ state: 'error', message: address ? reasonOf(error) : M.incomplete }),
    );
    return () => {
      current = false;
    };
  }, [api, search]);

  if (state.state === 'loading') return <ArticleStatus problem={{ state: 'loading' }} />;
  if (state.state === 'error') {
    return <ArticleStatus problem={{ state: 'error', message: state.message }} />;
  }
  const { post } = state;
  return (
    <>
      <p
        role="status"
        sx={{
          bg: 'muted',
          color: 'text',
          px: 3,
          py: 2,
          m: 0,
          textAlign: 'center',
          fontWeight: 'bold',
        }}
      >
        {previewBanner(post.Status, post.PublishAt)}
      </p>
      <ArticleView
        post={articleOfPreview(post, new URL(api.urlFor('/'), window.location.href).origin)}
        related={[]}
        pageUrl={`${window.location.origin}${blogPostPath(post)}`}
        preview
      />
    </>
  );
}
