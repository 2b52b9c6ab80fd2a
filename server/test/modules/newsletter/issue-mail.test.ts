/**
 * The newsletter mail of a post: the site's Markdown pipeline, then absolute links and images,
 * inline styles, no raw HTML or script links; the subscriber's signed unsubscribe link.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { absoluteUrl, mailTextOf } from '@cloud-consulting/markdown/render-mail';
import { personalIssue, renderIssue } from '../../../src/modules/newsletter/issue-mail.js';
import {
  signedTokenMatches,
  signedTokenSubscriber,
  signedUnsubscribeToken,
} from '../../../src/modules/newsletter/unsubscribe-links.js';
import { isPermanent, retryDelayMs } from '../../../src/modules/newsletter/sender.js';

const SITE = 'https://site.test';

describe('newsletter issue mail', () => {
  it('makes links and images absolute and styles every element inline', async () => {
    const issue = await renderIssue(
      {
        title: 'Azure <tips> & "tricks"\nBcc: x@example.com',
        slug: 'azure-tips',
        content: [
          '# Heading',
          'Read [the guide](/blog/guide) or [Microsoft](https://learn.microsoft.com/azure).',
          '![Diagram](/uploads/images/d.png)',
          '<script>alert(1)</script><b onclick="x">raw</b>',
          '[bad](javascript:alert(1))',
          '```ts\nconst a = 1;\n```',
        ].join('\n\n'),
        excerpt: null,
        imageUrl: '/uploads/images/cover.png',
      },
      SITE,
    );
    assert.equal(issue.subject, 'Azure <tips> & "tricks" Bcc: x@example.com');
    assert.match(issue.html, /Azure &lt;tips&gt; &amp; &quot;tricks&quot;/);
    assert.match(issue.html, /href="https:\/\/site\.test\/blog\/guide"/);
    assert.match(issue.html, /href="https:\/\/learn\.microsoft\.com\/azure"/);
    assert.match(issue.html, /src="https:\/\/site\.test\/uploads\/images\/d\.png"/);
    assert.match(issue.html, /src="https:\/\/site\.test\/uploads\/images\/cover\.png"/);
    assert.match(issue.html, /href="https:\/\/site\.test\/blog\/azure-tips"/);
    assert.doesNotMatch(issue.html, /<script|onclick|javascript:|class="/);
    assert.match(issue.html, /<h1 style="[^"]+">Heading<\/h1>/);
    assert.match(issue.html, /<p style="[^"]+">Read/);
    assert.match(issue.text, /the guide \(https:\/\/site\.test\/blog\/guide\)/);
    assert.match(issue.text, /\[Diagram: https:\/\/site\.test\/uploads\/images\/d\.png\]/);
    assert.match(issue.text, /Read it on our site: https:\/\/site\.test\/blog\/azure-tips$/);

    const mail = personalIssue(issue, {
      firmName: 'Contoso & Co',
      postalAddress: '1 Harbour Street',
      unsubscribeUrl: `${SITE}/newsletter/unsubscribe/s1.x`,
    });
    assert.match(mail.html, /^<!doctype html>/);
    assert.match(mail.html, /max-width:600px/);
    assert.match(mail.html, /Contoso &amp; Co<br>1 Harbour Street/);
    assert.match(mail.html, /href="https:\/\/site\.test\/newsletter\/unsubscribe\/s1\.x"/);
    assert.match(mail.text, /Unsubscribe: https:\/\/site\.test\/newsletter\/unsubscribe\/s1\.x/);
  });

  it('drops addresses a mail must not carry', () => {
    assert.equal(absoluteUrl('javascript:alert(1)', SITE), null);
    assert.equal(absoluteUrl('data:text/html,x', SITE), null);
    assert.equal(absoluteUrl('mailto:a@example.com', SITE), 'mailto:a@example.com');
    assert.equal(absoluteUrl('page', `${SITE}/`), `${SITE}/page`);
    assert.equal(mailTextOf('[x](javascript:alert(1))', SITE), 'x');
  });
});

describe('signed unsubscribe tokens', () => {
  const secret = 'a-secret';
  it('name the subscriber and match only its address under the same key', () => {
    const token = signedUnsubscribeToken(secret, 42, 'Reader@Example.com');
    assert.equal(signedTokenSubscriber(token), 42);
    assert.ok(signedTokenMatches(secret, token, 42, 'reader@example.com'));
    assert.ok(!signedTokenMatches(secret, token, 42, 'other@example.com'));
    assert.ok(!signedTokenMatches('another', token, 42, 'reader@example.com'));
    assert.ok(!signedTokenMatches(secret, token.replace('s42', 's43'), 43, 'reader@example.com'));
    assert.equal(signedTokenSubscriber('s0.abc'), null);
    assert.equal(signedTokenSubscriber('A'.repeat(43)), null);
  });
});

describe('delivery errors', () => {
  it('are permanent for 5xx only, and retried with a doubling delay up to an hour', () => {
    assert.ok(isPermanent({ responseCode: 550 }));
    assert.ok(!isPermanent({ responseCode: 451 }));
    assert.ok(!isPermanent(new Error('ECONNREFUSED')));
    assert.deepEqual(
      [1, 2, 3].map((n) => retryDelayMs(n, 60_000)),
      [60_000, 120_000, 240_000],
    );
    assert.equal(retryDelayMs(20, 60_000), 3_600_000);
  });
});
