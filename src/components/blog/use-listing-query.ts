/**
 * The listing's search text and tag, kept in the address (?q=...&tag=...) so a filtered view can
 * be shared and survives a reload. The address is the store: the server render and hydration see
 * no filter, then the browser's address applies; changes replace the history entry.
 */
import { useCallback, useSyncExternalStore } from 'react';

const CHANGED = 'blog-listing-query';

export interface ListingQuery {
  q: string;
  tag: string | null;
}

export function parseListingQuery(search: string): ListingQuery {
  const params = new URLSearchParams(search);
  return { q: params.get('q') ?? '', tag: params.get('tag') || null };
}

export function listingSearch(query: ListingQuery): string {
  const params = new URLSearchParams();
  if (query.q) params.set('q', query.q);
  if (query.tag) params.set('tag', query.tag);
  const text = params.toString();
  return text ? `?${text}` : '';
}

function subscribe(listener: () => void): () => void {
  window.addEventListener('popstate', listener);
  window.addEventListener(CHANGED, listener);
  return () => {
    window.removeEventListener('popstate', listener);
    window.removeEventListener(CHANGED, listener);
  };
}

const readSearch = () => window.location.search;
const serverSearch = () => '';

export function useListingQuery(): [ListingQuery, (next: ListingQuery) => void] {
  const search = useSyncExternalStore(subscribe, readSearch, serverSearch);
  const set = useCallback((next: ListingQuery) => {
    const url = `${window.location.pathname}${listingSearch(next)}${window.location.hash}`;
    window.history.replaceState(window.history.state, '', url);
    window.dispatchEvent(new Event(CHANGED));
  }, []);
  return [parseListingQuery(search), set];
}
