/**
 * The listing's search over every post, asked of the provider (GET /api/blog/search) a moment
 * after the last key, so the pages never ship the whole blog to the browser. With a tag (on a
 * tag's pages) only posts carrying it are found: search and tag combine with AND. A failed
 * search is only logged and shows as no results.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { BLOG_SEARCH_DEBOUNCE_MS, BLOG_SEARCH_PAGE_SIZE } from '@cloud-consulting/domain/constants';
import { useBlogPostsApi } from '../../services/blog-posts-api';
import { toCardPost, type CardPost } from './card-post';

export interface BlogSearch {
  /** Whether a search is on (the text is not blank). */
  active: boolean;
  /** The first answer for the current text has not come yet. */
  loading: boolean;
  posts: CardPost[];
  total: number;
  /** Asks for the next page of results; null when every result is shown. */
  more: (() => void) | null;
  loadingMore: boolean;
}

interface Results {
  key: string;
  posts: CardPost[];
  total: number;
}

export function useBlogSearch(query: string, tag: string | null): BlogSearch {
  const api = useBlogPostsApi();
  const text = query.trim();
  const key = `${tag ?? ''}\u0000${text}`;
  const [results, setResults] = useState<Results | null>(null);
  const [loadingMore, setLoadingMore] = useState(false);
  // The text an answer must still be for when it arrives: an older, slower answer is dropped.
  const current = useRef(key);

  useEffect(() => {
    current.current = key;
    if (!text) return undefined;
    const timer = setTimeout(() => {
      api
        .search(text, { pageSize: BLOG_SEARCH_PAGE_SIZE, tag })
        .then(({ posts: found, total }) => {
          if (current.current === key) setResults({ key, posts: found.map(toCardPost), total });
        })
        .catch((error: unknown) => {
          console.error('[blog] search failed', error);
          if (current.current === key) setResults({ key, posts: [], total: 0 });
        });
    }, BLOG_SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [api, key, text, tag]);

  const shown = results?.key === key ? results : null;
  const nextPage = shown ? Math.floor(shown.posts.length / BLOG_SEARCH_PAGE_SIZE) + 1 : 1;
  const more = useCallback(() => {
    if (!shown) return;
    setLoadingMore(true);
    api
      .search(text, { page: nextPage, pageSize: BLOG_SEARCH_PAGE_SIZE, tag })
      .then(({ posts: found, total }) => {
        if (current.current !== key) return;
        const seen = new Set(shown.posts.map((post) => post.Id));
        setResults({
          key,
          posts: [...shown.posts, ...found.map(toCardPost).filter((post) => !seen.has(post.Id))],
          total,
        });
      })
      .catch((error: unknown) => console.error('[blog] search failed', error))
      .finally(() => setLoadingMore(false));
  }, [api, key, nextPage, shown, tag, text]);

  return {
    active: text !== '',
    loading: text !== '' && !shown,
    posts: shown?.posts ?? [],
    total: shown?.total ?? 0,
    more: shown && shown.posts.length < shown.total ? more : null,
    loadingMore,
  };
}
