/**
 * @jest-environment node
 */
import { nextTask } from '../../../src/components/root/next-task';

describe('nextTask', () => {
  it('resolves after the microtasks already queued and those they queue, in a task of its own', async () => {
    const order: string[] = [];
    const task = nextTask().then(() => order.push('task'));
    void Promise.resolve()
      .then(() => order.push('microtask'))
      .then(() => order.push('microtask queued by a microtask'));
    await task;
    expect(order).toEqual(['microtask', 'microtask queued by a microtask', 'task']);
  });
});
