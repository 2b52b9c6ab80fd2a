/**
 * @jest-environment node
 */
import { createHmac } from 'node:crypto';
import {
  WEBHOOK_BODY_LIMIT,
  WEBHOOK_LISTED_ACTORS,
  WEBHOOK_LISTED_CHANGES,
  WEBHOOK_SIGNATURE_HASH,
  readWebhookSummary,
  webhookBody,
  webhookSentAt,
  webhookSignature,
} from '@cloud-consulting/domain/rebuild-webhook';

const at = (n: number) => new Date(Date.UTC(2026, 10, 27, 12, 0, 0) + n * 1000).toISOString();

function backlog(count: number, actorLength = 40) {
  return Array.from({ length: count }, (_, n) => ({
    table: 'blog_posts',
    operation: 'UPDATE',
    id: n + 1,
    actor: `${n % 97}-${'x'.repeat(actorLength)}`,
    at: at(n),
  }));
}

describe('webhookBody', () => {
  it.each([1, 50, 5000, 100_000])(
    'stays within the builder limit for %i changes, with long names',
    (count) => {
      const changes = backlog(count, 5000);
      const body = webhookBody({
        deliveryId: 'd',
        sentAt: at(0),
        changeCount: count,
        changesUpTo: changes.at(-1)!.at,
        actors: changes.map((c) => c.actor),
        changes,
      });
      expect(body.length).toBeLessThan(WEBHOOK_BODY_LIMIT / 2);
      const parsed = JSON.parse(body);
      expect(parsed.changes).toHaveLength(Math.min(count, WEBHOOK_LISTED_CHANGES));
      expect(parsed.actors.length).toBeLessThanOrEqual(WEBHOOK_LISTED_ACTORS);
      expect(parsed.unlisted).toBe(count - parsed.changes.length);
      expect(parsed.changeCount).toBe(count);
    },
  );

  it('names each actor once, in order of first change', () => {
    const body = webhookBody({
      deliveryId: 'd',
      sentAt: at(0),
      changeCount: 3,
      changesUpTo: at(2),
      actors: ['ana', 'automation', 'ana'],
      changes: [],
    });
    expect(JSON.parse(body).actors).toEqual(['ana', 'automation']);
  });
});

describe('readWebhookSummary', () => {
  it('reads back what webhookBody wrote', () => {
    const changes = backlog(300);
    const body = webhookBody({
      deliveryId: 'delivery-1',
      sentAt: at(400),
      changeCount: 300,
      changesUpTo: at(299),
      actors: ['ana', 'automation'],
      changes,
    });
    expect(readWebhookSummary(body)).toEqual({
      deliveryId: 'delivery-1',
      changeCount: 300,
      changesUpTo: at(299),
      actors: ['ana', 'automation'],
    });
    expect(webhookSentAt(Buffer.from(body))).toBe(Date.parse(at(400)));
  });

  it('sums up a body that only lists its changes', () => {
    const body = JSON.stringify({
      changes: [
        { table: 'faq_items', at: at(5), actor: 'ana' },
        { resource: '/admin/api/faq', at: at(9), actor: 'bo' },
        { table: 'faq_items', at: 'not a date', actor: 'ana' },
      ],
    });
    expect(readWebhookSummary(body)).toEqual({
      changeCount: 3,
      changesUpTo: at(9),
      actors: ['ana', 'bo'],
    });
  });

  it.each(['', 'not json', '[]', 'null', '{"changes":"x","changeCount":-1,"actors":[1,""]}'])(
    'leaves what %j does not say empty',
    (body) => {
      expect(readWebhookSummary(body)).toEqual({ changeCount: 0, changesUpTo: null, actors: [] });
      expect(webhookSentAt(body)).toBeNull();
    },
  );
});

describe('webhookSignature', () => {
  it('writes the hex HMAC as sha256=<hex>, the hash node:crypto computes', () => {
    const hex = createHmac(WEBHOOK_SIGNATURE_HASH, 'secret').update('{"a":1}').digest('hex');
    expect(webhookSignature(hex)).toBe(`sha256=${hex}`);
  });
});
