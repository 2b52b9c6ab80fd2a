import { API_PATHS } from '@cloud-consulting/domain/api-paths';
import { OUTBOX_RETRY_BASE_MS, OUTBOX_RETRY_MAX_MS } from '@cloud-consulting/domain/constants';
import { STORAGE_KEYS } from '@cloud-consulting/domain/storage-keys';
import { ApiError } from '../../../src/services/api-client';
import { createLeadOutbox, isRetryable, retryDelay } from '../../../src/services/lead-outbox';

function memoryStorage() {
  const data = new Map<string, string>();
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    data,
  };
}

function setup(answers: Array<'ok' | ApiError | Error>) {
  const storage = memoryStorage();
  const sent: Array<{ body: unknown; key: string }> = [];
  let clock = 1_000;
  const timers: Array<{ run: () => void; at: number }> = [];
  const outbox = createLeadOutbox({
    storage,
    now: () => clock,
    schedule: (run, ms) => {
      const timer = { run, at: clock + ms };
      timers.push(timer);
      return () => timers.splice(timers.indexOf(timer), 1);
    },
    send: async (_path, body, key) => {
      sent.push({ body, key });
      const answer = answers.shift() ?? 'ok';
      if (answer !== 'ok') throw answer;
      return { success: true };
    },
  });
  /** Moves the clock to the next planned attempt and runs it. */
  const tick = async () => {
    const timer = timers.shift();
    if (!timer) throw new Error('nothing planned');
    clock = timer.at;
    timer.run();
    await new Promise((resolve) => setTimeout(resolve, 0));
  };
  return { outbox, storage, sent, tick, timers };
}

const path = API_PATHS.trainingSubmit;

describe('lead outbox', () => {
  it('sends at once and keeps nothing when the server stores the request', async () => {
    const { outbox, sent, timers } = setup(['ok']);
    await expect(outbox.submit(path, { a: 1 }, 'key-1')).resolves.toBe('stored');
    expect(sent).toEqual([{ body: { a: 1 }, key: 'key-1' }]);
    expect(outbox.entries()).toEqual([]);
    expect(timers).toHaveLength(0);
  });

  it('keeps a request the network lost and retries it with the same body and key until stored', async () => {
    const { outbox, sent, tick, storage } = setup([
      new ApiError('down', null),
      new ApiError('Server error', 503),
      'ok',
    ]);
    await expect(outbox.submit(path, { a: 1 }, 'key-1')).resolves.toBe('pending');
    expect(JSON.parse(storage.data.get(STORAGE_KEYS.leadOutbox)!)).toHaveLength(1);
    await tick();
    expect(outbox.entries()).toHaveLength(1);
    await tick();
    expect(outbox.entries()).toEqual([]);
    expect(sent.map((s) => s.key)).toEqual(['key-1', 'key-1', 'key-1']);
    expect(new Set(sent.map((s) => JSON.stringify(s.body))).size).toBe(1);
  });

  it('survives a reload: a new outbox over the same storage sends what was left', async () => {
    const first = setup([new ApiError('down', null)]);
    await first.outbox.submit(path, { a: 2 }, 'key-2');
    const sent: string[] = [];
    const second = createLeadOutbox({
      storage: first.storage,
      now: () => Number.MAX_SAFE_INTEGER,
      schedule: () => () => undefined,
      send: async (_p, _b, key) => void sent.push(key),
    });
    await second.flush();
    expect(sent).toEqual(['key-2']);
    expect(second.entries()).toEqual([]);
  });

  it('keeps a refused request, marked with the server message, and does not retry it', async () => {
    const { outbox, timers } = setup([
      new ApiError('Request failed with status 400', 400, { message: 'Invalid city.' }),
    ]);
    await expect(outbox.submit(path, { a: 3 }, 'key-3')).resolves.toBe('refused');
    expect(outbox.entries()).toEqual([
      expect.objectContaining({ key: 'key-3', refused: 'Invalid city.' }),
    ]);
    expect(timers).toHaveLength(0);
  });

  it.each([
    [new ApiError('x', null), true],
    [new ApiError('x', 408), true],
    [new ApiError('x', 409), true],
    [new ApiError('x', 429), true],
    [new ApiError('x', 500), true],
    [new ApiError('x', 400), false],
    [new ApiError('x', 422), false],
    [new TypeError('Failed to fetch'), true],
  ])('retries %p: %p', (error, expected) => {
    expect(isRetryable(error)).toBe(expected);
  });

  it('waits 2 s, then doubles, never more than 5 minutes', () => {
    expect(retryDelay(1)).toBe(OUTBOX_RETRY_BASE_MS);
    expect(retryDelay(2)).toBe(OUTBOX_RETRY_BASE_MS * 2);
    expect(retryDelay(30)).toBe(OUTBOX_RETRY_MAX_MS);
  });

  it('reads broken storage as empty', () => {
    const storage = memoryStorage();
    storage.setItem(STORAGE_KEYS.leadOutbox, '{not json');
    const outbox = createLeadOutbox({ storage, send: async () => undefined });
    expect(outbox.entries()).toEqual([]);
  });
});
