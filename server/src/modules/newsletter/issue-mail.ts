/**
 * A newsletter mail of one post. The issue (subject, the article's HTML and text) is rendered
 * once per send by the site's Markdown pipeline and stored with it; each delivery then wraps it
 * for its subscriber: a simple responsive page (one centred column up to 600 px, inline styles
 * only), a link to read the post on the site, and a footer with the firm's name and address and
 * the subscriber's own unsubscribe link. The plain-text part says the same.
 */
import {
  mailTextOf,
  renderMailMarkdown,
  absoluteUrl,
} from '@cloud-consulting/markdown/render-mail';

export interface IssuePost {
  title: string;
  slug: string;
  content: string;
  excerpt: string | null;
  imageUrl: string | null;
}

/** What a send stores: the same for every subscriber. */
export interface Issue {
  subject: string;
  /** The inside of the mail's column: title, image, article, read-on-site link. */
  html: string;
  text: string;
}

export interface IssueFooter {
  firmName: string;
  postalAddress: string;
  /** The subscriber's unsubscribe page. */
  unsubscribeUrl: string;
}

export const escapeHtml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

/** Subjects are one line (a title cannot start another header). */
export const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

export const READ_ON_SITE = 'Read it on our site';

export function postUrl(siteUrl: string, slug: string): string {
  return `${siteUrl}/blog/${encodeURIComponent(slug)}`;
}

export async function renderIssue(post: IssuePost, siteUrl: string): Promise<Issue> {
  const url = postUrl(siteUrl, post.slug);
  const title = oneLine(post.title);
  const image = post.imageUrl ? absoluteUrl(post.imageUrl, siteUrl) : null;
  const article = await renderMailMarkdown(post.content, siteUrl);
  const html = [
    `<h1 style="font-size:28px;line-height:1.25;margin:0 0 16px;color:#111827"><a href="${escapeHtml(url)}" style="color:#111827;text-decoration:none">${escapeHtml(title)}</a></h1>`,
    image
      ? `<img src="${escapeHtml(image)}" alt="" width="100%" style="display:block;max-width:100%;height:auto;border:0;margin:0 0 20px;border-radius:6px">`
      : '',
    article,
    `<p style="margin:24px 0 0"><a href="${escapeHtml(url)}" style="display:inline-block;padding:12px 20px;background:#1d4ed8;color:#ffffff;text-decoration:none;border-radius:6px;font-size:16px;font-weight:bold">${READ_ON_SITE}</a></p>`,
  ].join('\n');
  const text = [
    title,
    '='.repeat(Math.min(title.length, 72)),
    '',
    mailTextOf(post.content, siteUrl),
    '',
    `${READ_ON_SITE}: ${url}`,
  ].join('\n');
  return { subject: title, html, text };
}

/** The whole mail of one subscriber: the issue in its page, with their footer. */
export function personalIssue(issue: Issue, footer: IssueFooter): { html: string; text: string } {
  const firm = escapeHtml(footer.firmName);
  const address = footer.postalAddress ? escapeHtml(footer.postalAddress) : '';
  const unsubscribe = escapeHtml(footer.unsubscribeUrl);
  const html = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light">
<title>${escapeHtml(issue.subject)}</title>
</head>
<body style="margin:0;padding:0;background:#f3f4f6">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background:#f3f4f6">
<tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="max-width:600px;background:#ffffff;border-radius:8px">
<tr><td style="padding:28px 24px;font-family:Segoe UI,Helvetica,Arial,sans-serif;color:#1f2937">
<p style="margin:0 0 20px;font-size:14px;font-weight:bold;color:#4b5563">${firm}</p>
${issue.html}
</td></tr>
<tr><td style="padding:20px 24px;border-top:1px solid #e5e7eb;font-family:Segoe UI,Helvetica,Arial,sans-serif;font-size:13px;line-height:1.5;color:#4b5563">
<p style="margin:0 0 8px">You receive this because you subscribed to the ${firm} newsletter. <a href="${unsubscribe}" style="color:#1d4ed8;text-decoration:underline">Unsubscribe</a></p>
<p style="margin:0">${firm}${address ? `<br>${address}` : ''}</p>
</td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`;
  const text = [
    footer.firmName,
    '',
    issue.text,
    '',
    '--',
    `You receive this because you subscribed to the ${footer.firmName} newsletter.`,
    `Unsubscribe: ${footer.unsubscribeUrl}`,
    footer.firmName,
    ...(footer.postalAddress ? [footer.postalAddress] : []),
  ].join('\n');
  return { html, text };
}
