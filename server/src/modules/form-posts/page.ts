/**
 * The plain page the provider answers a form sent without scripts with: what happened, the
 * field errors in words or the human check's question, and a link back to the site. It loads
 * nothing: one inline style, allowed by its hash, and no script.
 */
import { createHash } from 'node:crypto';
import { FORM_POST_TEXT as T } from '@cloud-consulting/domain/form-posts';

const STYLE = [
  ':root{color-scheme:light dark;--text:#1a1a2e;--bg:#fff;--accent:#0b5cad;--danger:#b00020;--ok:#1e6b35}',
  '@media (prefers-color-scheme:dark){:root{--text:#f2f2f7;--bg:#121218;--accent:#8cc4ff;--danger:#ff8a80;--ok:#8fe3a8}}',
  'body{margin:0;font:1.0625rem/1.6 system-ui,sans-serif;color:var(--text);background:var(--bg)}',
  'main{max-width:40rem;margin:0 auto;padding:2.5rem 1.25rem}',
  'h1{font-size:1.75rem;line-height:1.25}',
  'a{color:var(--accent)}',
  '.error{color:var(--danger)}.ok{color:var(--ok)}',
  'label{display:block;font-weight:600;margin:1rem 0 .25rem}',
  'input{font:inherit;padding:.5rem;min-height:44px;box-sizing:border-box;max-width:10rem}',
  'button{font:inherit;min-height:44px;padding:.5rem 1.25rem;margin-top:1rem;border:0;border-radius:4px;background:var(--accent);color:var(--bg);cursor:pointer}',
].join('');

/** The page's Content-Security-Policy: its own style only, forms sent back to `formAction`. */
export function pageCsp(formAction: string): string {
  const hash = createHash('sha256').update(STYLE).digest('base64');
  return [
    "default-src 'none'",
    `style-src 'sha256-${hash}'`,
    `form-action 'self' ${formAction}`,
    "base-uri 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
}

export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

export interface AnswerPage {
  title: string;
  /** Paragraphs, plain text. */
  paragraphs?: string[];
  tone: 'ok' | 'error' | 'neutral';
  /** Field errors, plain text, each a list item. */
  errors?: string[];
  /** The human check's question, its hidden fields and where it is sent. */
  question?: { text: string; action: string; hidden: Record<string, string>; error?: string };
  /** A form with one button (a newsletter link's confirm step). */
  button?: { label: string; action: string };
  back: { href: string; label: string };
}

/** The whole HTML document of an answer. */
export function renderPage(page: AnswerPage): string {
  const e = escapeHtml;
  const tone = page.tone === 'neutral' ? '' : ` class="${page.tone}"`;
  const parts: string[] = [`<h1${tone}>${e(page.title)}</h1>`];
  for (const text of page.paragraphs ?? []) parts.push(`<p>${e(text)}</p>`);
  if (page.errors?.length) {
    parts.push(`<p>${e(T.fieldErrorsIntro)}</p>`);
    parts.push(
      `<ul class="error">${page.errors.map((error) => `<li>${e(error)}</li>`).join('')}</ul>`,
    );
  }
  if (page.question) {
    const q = page.question;
    const hidden = Object.entries(q.hidden)
      .map(([name, value]) => `<input type="hidden" name="${e(name)}" value="${e(value)}">`)
      .join('');
    const error = q.error ? `<p class="error" id="answer-error">${e(q.error)}</p>` : '';
    const described = q.error ? ' aria-describedby="answer-error" aria-invalid="true"' : '';
    parts.push(
      `<form method="post" action="${e(q.action)}">${hidden}` +
        `<label for="answer">${e(T.questionLabel(q.text))}</label>${error}` +
        `<input id="answer" name="humanCheckAnswer" inputmode="numeric" autocomplete="off" required${described}>` +
        `<br><button type="submit">${e(T.send)}</button></form>`,
    );
  }
  if (page.button) {
    parts.push(
      `<form method="post" action="${e(page.button.action)}">` +
        `<button type="submit">${e(page.button.label)}</button></form>`,
    );
  }
  parts.push(`<p><a href="${e(page.back.href)}">${e(page.back.label)}</a></p>`);
  return (
    '<!doctype html><html lang="en"><head><meta charset="utf-8">' +
    '<meta name="viewport" content="width=device-width,initial-scale=1">' +
    `<meta name="robots" content="noindex"><title>${e(page.title)}</title>` +
    `<style>${STYLE}</style></head><body><main>${parts.join('')}</main></body></html>`
  );
}
