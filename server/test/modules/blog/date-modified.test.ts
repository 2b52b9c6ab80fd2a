import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { FastifyInstance } from 'fastify';
import { ADMIN_TOKEN, asAdmin, build, testClock, withKey } from '../../helper.js';

const DAY = 24 * 60 * 60_000;

function admin(app: FastifyInstance, method: 'POST' | 'PATCH', url: string, payload?: object) {
  return app.inject({ method, url: `/admin/api${url}`, headers: asAdmin, payload });
}

async function publicPost(app: FastifyInstance, id: number) {
  const res = await app.inject({ method: 'GET', url: `/api/blog/${id}`, headers: withKey });
  assert.equal(res.statusCode, 200, res.body);
  return res.json() as { PublishedOn: string; UpdatedOn: string; Slug: string };
}

async function edit(app: FastifyInstance, id: number, fields: object) {
  const res = await admin(app, 'PATCH', `/blog/${id}`, fields);
  assert.equal(res.statusCode, 200, res.body);
}

describe('UpdatedOn of a public post', () => {
  it('is the publish date until readers see a change, then the time of that change', async (t) => {
    const clock = testClock();
    const app = await build(t, { now: clock.now, config: { adminToken: ADMIN_TOKEN } });
    const created = await admin(app, 'POST', '/blog', {
      title: 'Landing zones in practice',
      content: 'Body',
      publishedOn: '2025-06-01T09:00:00.000Z',
    });
    assert.equal(created.statusCode, 201, created.body);
    const { id } = created.json() as { id: number };
    const fresh = await publicPost(app, id);
    assert.equal(fresh.UpdatedOn, '2025-06-01T09:00:00.000Z');

    clock.advance(DAY);
    await edit(app, id, { title: 'Landing zones in practice, revised' });
    const edited = await publicPost(app, id);
    assert.equal(edited.PublishedOn, '2025-06-01T09:00:00.000Z', 'the publish date stays');
    assert.equal(edited.UpdatedOn, new Date(clock.now()).toISOString());

    clock.advance(DAY);
    await edit(app, id, { tags: [{ name: 'Governance' }] });
    assert.equal((await publicPost(app, id)).UpdatedOn, new Date(clock.now()).toISOString());
  });

  it('does not move for a slug, a featured flag or an edit made while the post was a draft', async (t) => {
    const clock = testClock();
    const app = await build(t, { now: clock.now, config: { adminToken: ADMIN_TOKEN } });
    const created = await admin(app, 'POST', '/blog', {
      title: 'Cost guardrails',
      content: 'Body',
      publishedOn: '2025-06-01T09:00:00.000Z',
    });
    const { id } = created.json() as { id: number };
    clock.advance(DAY);
    await edit(app, id, { slug: 'cost-guardrails-azure', featured: true });
    assert.equal((await publicPost(app, id)).UpdatedOn, '2025-06-01T09:00:00.000Z');

    assert.equal((await admin(app, 'POST', `/blog/${id}/unpublish`)).statusCode, 200);
    await edit(app, id, { content: 'Rewritten while offline' });
    assert.equal((await admin(app, 'POST', `/blog/${id}/publish`)).statusCode, 200);
    const republished = await publicPost(app, id);
    assert.equal(republished.UpdatedOn, republished.PublishedOn, "a draft's edit is not public");
  });
});
