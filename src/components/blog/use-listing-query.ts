/**
 * The listing's search text, kept in the address (?q=...) so a search can be shared, survives a
 * reload and goes along to a tag's pages (the tag itself is the page's address). The address is
 * the store: the server render and hydration see no search, then the browser's address applies;
 * changes replace the history entry.
 */
import { useCallback, useSyncExternalStore } from 'react';

const CHANGED = 'blog-listing-query';

export interface ListingQuery {
  q: string;
}

export function parseListingQuery(search: string): ListingQuery {
  return { q: new URLSearchParams(search).get('q') ?? '' };
}

/** '?q=...' for a search, '' for none: what a listing address carries. */
export function listingSearch(query: ListingQuery): string {
  return query.q ? `?${new URLSearchParams({ q: query.q })}` : '';
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
