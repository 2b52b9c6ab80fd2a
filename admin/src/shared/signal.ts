/** A tiny broadcast between parts of the app that do not share a React tree: tell and listen. */
export function createSignal<T>() {
  const listeners = new Set<(value: T) => void>();
  return {
    /** Listens until the returned function is called. */
    listen(listener: (value: T) => void): () => void {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    tell(value: T): void {
      for (const listener of listeners) listener(value);
    },
  };
}
