/**
 * A node:test reporter that writes each test file's wall time as JSON ({ "file": seconds }).
 * The runner runs one file at a time (--test-concurrency=1), so a file's time is from the end of
 * the file before it to its own last event: its process start, imports and tests.
 * scripts/test.mjs uses it to print the slowest files of a stage and to share the server test
 * files out between the two engines' runs (server-test-plan.mjs).
 */
export default async function* fileTimes(source) {
  const started = Date.now();
  const lastEvent = new Map();
  for await (const event of source) {
    const file = event.data?.file;
    if (file) lastEvent.set(file, Date.now());
  }
  const times = {};
  let previous = started;
  for (const [file, end] of [...lastEvent].sort((a, b) => a[1] - b[1])) {
    times[file] = Math.round((end - previous) / 100) / 10;
    previous = end;
  }
  yield `${JSON.stringify(times, null, 2)}\n`;
}
