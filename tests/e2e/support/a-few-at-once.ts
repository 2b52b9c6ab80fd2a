/**
 * Runs `work` on every item, `atOnce` at a time: for checks that spend most of their time
 * waiting on a page (to be idle, to go live), so a few pages at once fill the time.
 */
export async function aFewAtOnce<T>(
  items: readonly T[],
  atOnce: number,
  work: (item: T) => Promise<void>,
): Promise<void> {
  const queue = [...items];
  await Promise.all(
    Array.from({ length: atOnce }, async () => {
      for (let item = queue.shift(); item !== undefined; item = queue.shift()) await work(item);
    }),
  );
}
