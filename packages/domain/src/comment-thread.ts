/**
 * How deep a comment thread goes, and how a flat list of comments becomes that thread. The
 * provider refuses replies past the depth, and the article's comment section offers "Reply"
 * only where a reply is allowed: both read MAX_REPLY_DEPTH, so a change here changes both.
 */

/** Levels of replies under a top-level comment: 1 means replies, but no replies to replies. */
export const MAX_REPLY_DEPTH = 1;

/** A comment's place in its thread: 0 for a top-level comment, 1 for a reply to it, and so on. */
export type ThreadDepth = number;

/** Whether a comment at this depth may be answered. */
export function canReplyAt(depth: ThreadDepth, maxDepth: number = MAX_REPLY_DEPTH): boolean {
  return depth < maxDepth;
}

/** The minimal shape the nesting needs: an id and the id of the comment answered, or null. */
export interface ThreadItem {
  Id: number;
  ParentId: number | null;
}

export type Threaded<T> = T & { Replies: Threaded<T>[] };

/**
 * Top-level comments with their replies nested under Replies, in the order given, down to
 * maxDepth levels. A reply whose parent is missing, or that sits deeper than maxDepth, is left
 * out: it cannot be shown in its place.
 */
export function nestComments<T extends ThreadItem>(
  rows: readonly T[],
  maxDepth: number = MAX_REPLY_DEPTH,
): Threaded<T>[] {
  const byId = new Map<number, { node: Threaded<T>; depth: ThreadDepth }>();
  const top: Threaded<T>[] = [];
  const pending = rows.map((row) => ({ ...row, Replies: [] }) as Threaded<T>);
  for (const node of pending) {
    if (node.ParentId === null) {
      byId.set(node.Id, { node, depth: 0 });
      top.push(node);
    }
  }
  // Replies may come before their parents in the list: place them level by level.
  let remaining = pending.filter((node) => node.ParentId !== null);
  for (let depth = 1; depth <= maxDepth && remaining.length > 0; depth++) {
    const next: Threaded<T>[] = [];
    for (const node of remaining) {
      const parent = byId.get(node.ParentId as number);
      if (parent && parent.depth === depth - 1) {
        parent.node.Replies.push(node);
        byId.set(node.Id, { node, depth });
      } else next.push(node);
    }
    remaining = next;
  }
  return top;
}

/** Every comment of a thread, replies included, counted once. */
export function countThread<T>(thread: readonly Threaded<T>[]): number {
  return thread.reduce((sum, node) => sum + 1 + countThread(node.Replies), 0);
}
