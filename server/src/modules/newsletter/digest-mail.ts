/**
 * A newsletter digest: the posts that went live since the last send, one entry each (title
 * linking to the post, its excerpt, a link to read it on the site), all addresses absolute. It
 * is an Issue like a post's, so each delivery wraps it in the same page, footer and headers.
 */
import { postExcerpt, type BlogPost } from '@cloud-consulting/domain/blog';
import { digestIntro, digestSubject } from '@cloud-consulting/domain/newsletter-digest';
import { escapeHtml, oneLine, postUrl, READ_ON_SITE, type Issue } from './issue-mail.js';

export interface DigestEntry {
  title: string;
  slug: string;
  content: string;
  excerpt: string | null;
}

export function renderDigest(
  posts: readonly DigestEntry[],
  window: { from: Date; first: boolean },
  firm: string,
  siteUrl: string,
): Issue {
  const intro = digestIntro(window, posts.length);
  const entries = posts.map((post) => ({
    title: oneLine(post.title),
    url: postUrl(siteUrl, post.slug),
    excerpt: postExcerpt({ Excerpt: post.excerpt, Content: post.content } as BlogPost),
  }));
  const html = [
    `<h1 style="font-size:26px;line-height:1.25;margin:0 0 8px;color:#111827">${escapeHtml(oneLine(firm))} digest</h1>`,
    `<p style="margin:0 0 24px;font-size:16px;line-height:1.5;color:#374151">${escapeHtml(intro)}</p>`,
    ...entries.map((entry, i) =>
      [
        `<div style="margin:0;padding:${i === 0 ? '0' : '20px'} 0 20px;${i === 0 ? '' : 'border-top:1px solid #e5e7eb'}">`,
        `<h2 style="font-size:20px;line-height:1.3;margin:0 0 8px;color:#111827"><a href="${escapeHtml(entry.url)}" style="color:#111827;text-decoration:none">${escapeHtml(entry.title)}</a></h2>`,
        entry.excerpt
          ? `<p style="margin:0 0 12px;font-size:16px;line-height:1.5;color:#374151">${escapeHtml(entry.excerpt)}</p>`
          : '',
        `<p style="margin:0"><a href="${escapeHtml(entry.url)}" style="color:#1d4ed8;text-decoration:underline;font-size:16px;font-weight:bold">${READ_ON_SITE}</a></p>`,
        `</div>`,
      ]
        .filter(Boolean)
        .join('\n'),
    ),
  ].join('\n');
  const text = [
    intro,
    '',
    ...entries.flatMap((entry, i) => [
      `${i + 1}. ${entry.title}`,
      ...(entry.excerpt ? [entry.excerpt] : []),
      `${READ_ON_SITE}: ${entry.url}`,
      '',
    ]),
  ]
    .join('\n')
    .trimEnd();
  return { subject: digestSubject(oneLine(firm), posts.length), html, text };
}
