/**
 * Whether a page is loading, set by gatsby-browser's route hooks (onRouteUpdateDelayed when a
 * page's code or data is slow, onRouteUpdate when it arrives) and read by the full-screen loader.
 */
type Listener = (loading: boolean) => void;

let loading = false;
const listeners = new Set<Listener>();

export const pageLoading = {
  get: (): boolean => loading,
  set(next: boolean): void {
    if (next === loading) return;
    loading = next;
    listeners.forEach((listener) => listener(loading));
  },
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
