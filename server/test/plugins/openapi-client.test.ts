/**
 * A client generated from the live OpenAPI document compiles and works: openapi-typescript turns
 * the document into types, and a small program using them (post a comment, subscribe, send a
 * contact request, list leads as an admin) is type-checked with the TypeScript compiler, then
 * run against the provider listening on a port, and what it sent is in the database. A program
 * that leaves out a comment's content must not compile, so the types really hold the bodies the
 * server reads.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import ts from 'typescript';
import openapiTS, { astToString } from 'openapi-typescript';
import type { FastifyInstance } from 'fastify';
import { computeAnswer } from '@cloud-consulting/domain/human-check';
import type { Database } from '../../src/db/client.js';
import {
  ADMIN_TOKEN,
  API_KEY,
  anyPostId,
  buildSuiteApp,
  engine,
  noRateLimits,
  testClock,
  withKey,
} from '../helper.js';

/** The program a client's developer writes: the four calls, typed by the generated paths. */
const PROGRAM = `
import type { paths } from './api';

type Json<T> = T extends { content: { 'application/json': infer B } } ? B : never;
type Answer<Op, Status extends number> = Op extends { responses: { [S in Status]: infer R } }
  ? Json<R>
  : never;

type PostComment = paths['/api/blog/{id}/comments']['post'];
type Subscribe = paths['/api/newsletter/subscribe']['post'];
type ContactRequest = paths['/api/customer_requests']['post'];
type ListLeads = paths['/admin/api/leads']['get'];

async function call<T>(method: string, url: string, headers: Record<string, string>, body?: unknown): Promise<T> {
  const res = await fetch(url, {
    method,
    headers: { ...headers, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(String(res.status));
  return (await res.json()) as T;
}

export async function run(
  base: string,
  apiKey: string,
  adminToken: string,
  postId: PostComment['parameters']['path']['id'],
  formToken: string,
  humanCheck: { challenge: string; answer: number },
) {
  const key = { 'X-API-Key': apiKey };

  const comment: Json<PostComment['requestBody']> = {
    content: 'A clear explanation of the migration, thank you.',
    authorName: 'Ada Lovelace',
    authorEmail: 'ada@example.org',
    formToken,
  };
  const posted = await call<Answer<PostComment, 201>>('POST', base + '/api/blog/' + postId + '/comments', key, comment);
  const status: 'published' | 'pending_approval' = posted.status;

  const subscription: Json<Subscribe['requestBody']> = { email: 'ada@example.org', firstName: 'Ada' };
  const subscribed = await call<Answer<Subscribe, 200>>('POST', base + '/api/newsletter/subscribe', key, subscription);
  const said: string = subscribed.message;

  const contact: Json<ContactRequest['requestBody']> = {
    name: 'Ada Lovelace',
    role: 'CTO',
    companyName: 'Analytical Engines',
    email: 'ada@example.org',
    city: 'London',
    state: 'Greater London',
    country: 'United Kingdom',
    industry: 'Technology',
    inquiryTitle: 'Cloud migration',
    message: 'We would like to move our workloads to the cloud this year.',
    humanCheck,
  };
  const sent = await call<Answer<ContactRequest, 201>>('POST', base + '/api/customer_requests', key, contact);
  const received: boolean = sent.success;

  const query: NonNullable<ListLeads['parameters']['query']> = { kind: 'customer_request', page: 1, pageSize: 20 };
  const page = await call<Answer<ListLeads, 200>>(
    'GET',
    base + '/admin/api/leads?' + new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)])).toString(),
    { Authorization: 'Bearer ' + adminToken },
  );
  const emails: Array<string | null | undefined> = page.leads.map((lead) => lead.email);
  const total: number = page.total;

  return { status, said, received, emails, total };
}
`;

/** The same client forgetting the comment's required content. */
const WITHOUT_CONTENT = `
import type { paths } from './api';
type Json<T> = T extends { content: { 'application/json': infer B } } ? B : never;
export const comment: Json<paths['/api/blog/{id}/comments']['post']['requestBody']> = {
  authorName: 'Ada Lovelace',
};
`;

/** Type errors of a program beside the generated types, each as "file: message". */
function typeErrors(dir: string, file: string): string[] {
  const program = ts.createProgram([path.join(dir, file)], {
    strict: true,
    noEmit: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    lib: ['lib.es2022.d.ts', 'lib.dom.d.ts'],
    types: [],
    skipLibCheck: false,
  });
  return ts
    .getPreEmitDiagnostics(program)
    .map(
      (d) =>
        `${d.file ? path.basename(d.file.fileName) : '-'}: ${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`,
    );
}

/** What the program returns from its calls. */
interface ClientResult {
  status: string;
  said: string;
  received: boolean;
  emails: Array<string | null | undefined>;
  total: number;
}

describe(`A TypeScript client generated from the live OpenAPI document on ${engine}`, () => {
  let app: FastifyInstance;
  let db: Database;
  let close: () => Promise<void>;
  let dir: string;
  const clock = testClock();

  before(async () => {
    ({ app, db, close } = await buildSuiteApp({
      now: clock.now,
      config: { rateLimits: noRateLimits },
    }));
    dir = await mkdtemp(path.join(tmpdir(), 'openapi-client-'));
    const doc = (await app.inject({ method: 'GET', url: '/docs/openapi.json' })).json();
    const types = astToString(await openapiTS(doc));
    await writeFile(path.join(dir, 'api.ts'), types);
    await writeFile(path.join(dir, 'client.ts'), PROGRAM);
    await writeFile(path.join(dir, 'without-content.ts'), WITHOUT_CONTENT);
  });
  after(async () => {
    await close();
    await rm(dir, { recursive: true, force: true });
  });

  it('compiles a program that posts a comment, subscribes, sends a contact request and lists leads', () => {
    assert.deepEqual(typeErrors(dir, 'client.ts'), []);
  });

  it('runs that program against the provider, and what it sent is stored', async () => {
    // The program as its developer ships it: TypeScript turned into JavaScript (types erased).
    const js = ts.transpileModule(PROGRAM, {
      compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
    }).outputText;
    const file = path.join(dir, 'client.mjs');
    await writeFile(file, js);
    const { run } = (await import(pathToFileURL(file).href)) as {
      run(
        base: string,
        apiKey: string,
        adminToken: string,
        postId: number,
        formToken: string,
        humanCheck: { challenge: string; answer: number },
      ): Promise<ClientResult>;
    };

    const base = await app.listen({ port: 0, host: '127.0.0.1' });
    const check = async () => {
      const res = await app.inject({ method: 'GET', url: '/api/human-check', headers: withKey });
      return res.json() as { challenge: string; question: string; formToken: string };
    };
    const forComment = await check();
    const forContact = await check();
    // A person takes a few seconds to fill a form in.
    clock.advance(5_000);
    const [a, op, b] = forContact.question.split(' ');
    const answer = computeAnswer(Number(a), Number(b), op as '+' | '-' | '×');

    const result = await run(
      base,
      API_KEY,
      ADMIN_TOKEN,
      await anyPostId(db),
      forComment.formToken,
      {
        challenge: forContact.challenge,
        answer,
      },
    );

    assert.ok(['published', 'pending_approval'].includes(result.status), result.status);
    assert.ok(result.said.length > 0);
    assert.equal(result.received, true);
    assert.ok(result.emails.includes('ada@example.org'), result.emails.join(', '));
    assert.ok(result.total >= 1);
    const stored = async (sql: string) => (await db.query<{ n: number }>(sql)).rows[0]!.n;
    assert.equal(
      await stored(
        "SELECT count(*)::int AS n FROM blog_comments WHERE author_email = 'ada@example.org'",
      ),
      1,
    );
    assert.equal(
      await stored(
        "SELECT count(*)::int AS n FROM newsletter_subscribers WHERE email = 'ada@example.org'",
      ),
      1,
    );
  });

  it('refuses to compile a comment without its content', () => {
    const errors = typeErrors(dir, 'without-content.ts');
    assert.equal(errors.length, 1, errors.join('\n'));
    assert.match(errors[0]!, /without-content\.ts: Property 'content' is missing/);
  });
});
