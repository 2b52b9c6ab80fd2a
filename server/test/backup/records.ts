/**
 * The records a backup must keep, made and found through the provider's routes as people and the
 * editor app make and read them: a post, a comment on it, a lead, a subscriber and an upload.
 */
import assert from 'node:assert/strict';
import type { FastifyInstance } from 'fastify';
import { asAdmin, post, withKey } from '../helper.js';
import { contactRequest } from '../modules/leads/fixtures.js';

// The smallest valid PNG: one transparent pixel.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

export interface Records {
  postId: number;
  commentId: number;
  leadId: number;
  subscriberEmail: string;
  uploadUrl: string;
}

function multipartImage(filename: string, data: Buffer) {
  const boundary = '----backup-test';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\n` +
        'Content-Type: image/png\r\n\r\n',
    ),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

export async function makeRecords(app: FastifyInstance): Promise<Records> {
  const created = await app.inject({
    method: 'POST',
    url: '/admin/api/blog',
    headers: asAdmin,
    payload: { title: 'Kept across a restore', content: 'A post that must survive.' },
  });
  assert.equal(created.statusCode, 201, created.body);
  const postId = created.json().id as number;

  const comment = await post(app, `/api/blog/${postId}/comments`, {
    content: 'A comment that must survive.',
    authorName: 'Jane Doe',
    guestId: 'guest-backup',
  });
  assert.equal(comment.statusCode, 201, comment.body);

  const lead = await post(app, '/api/customer_requests', contactRequest);
  assert.equal(lead.statusCode, 201, lead.body);

  const subscriberEmail = 'kept@example.com';
  const subscriber = await post(app, '/api/newsletter/subscribe', { email: subscriberEmail });
  assert.ok(subscriber.statusCode < 300, subscriber.body);

  const image = multipartImage('kept.png', PNG);
  const upload = await app.inject({
    method: 'POST',
    url: '/admin/api/uploads/images?folder=blog',
    payload: image.payload,
    headers: { ...image.headers, ...asAdmin },
  });
  assert.equal(upload.statusCode, 201, upload.body);

  return {
    postId,
    commentId: comment.json().comment.Id,
    leadId: lead.json().data.requestId,
    subscriberEmail,
    uploadUrl: upload.json().url,
  };
}

/** Asserts that the provider answers every record, and the uploaded file byte for byte. */
export async function assertRecordsFound(app: FastifyInstance, records: Records): Promise<void> {
  const get = (url: string, headers: Record<string, string> = asAdmin) =>
    app.inject({ method: 'GET', url, headers });

  const blogPost = await get(`/admin/api/blog/${records.postId}`);
  assert.equal(blogPost.statusCode, 200, 'the post');
  assert.equal(blogPost.json().title, 'Kept across a restore');

  const comments = await get(`/api/blog/${records.postId}/comments`, withKey);
  assert.equal(comments.statusCode, 200, comments.body);
  const comment = (comments.json() as Array<{ Id: number; Content: string }>).find(
    (c) => c.Id === records.commentId,
  );
  assert.equal(comment?.Content, 'A comment that must survive.', 'the comment');

  const lead = await get(`/admin/api/leads/${records.leadId}`);
  assert.equal(lead.statusCode, 200, 'the lead');
  assert.equal(lead.json().email, contactRequest.email);

  const subscribers = await get(`/admin/api/subscribers?search=${records.subscriberEmail}`);
  assert.equal(subscribers.statusCode, 200, subscribers.body);
  assert.deepEqual(
    subscribers.json().subscribers.map((s: { email: string }) => s.email),
    [records.subscriberEmail],
    'the subscriber',
  );

  const file = await app.inject({ method: 'GET', url: records.uploadUrl });
  assert.equal(file.statusCode, 200, 'the uploaded file');
  assert.deepEqual(file.rawPayload, PNG);
}
