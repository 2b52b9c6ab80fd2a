/**
 * A blog body as a newsletter mail's HTML part: the site's own pipeline (the same parse, the
 * same rules: raw HTML dropped, headings kept to h4, unsafe links removed, code highlighted),
 * then what a mail needs and a web page does not: every link and image made absolute on the
 * site's address (a mail has no base), and inline styles on each element (mail programs drop
 * style sheets). Images get a width that fits a phone.
 */
import { unified } from 'unified';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import rehypeStringify from 'rehype-stringify';
import { visit } from 'unist-util-visit';
import type { Element, Root } from 'hast';
import { rehypeSiteRules } from './render-markdown';

/** The inline style of each element a body may hold. */
export const MAIL_STYLES: Readonly<Record<string, string>> = {
  h1: 'font-size:26px;line-height:1.25;margin:24px 0 12px;color:#111827',
  h2: 'font-size:22px;line-height:1.3;margin:24px 0 12px;color:#111827',
  h3: 'font-size:19px;line-height:1.3;margin:20px 0 10px;color:#111827',
  h4: 'font-size:17px;line-height:1.3;margin:18px 0 8px;color:#111827',
  p: 'margin:0 0 16px;font-size:16px;line-height:1.6;color:#1f2937',
  a: 'color:#1d4ed8;text-decoration:underline',
  ul: 'margin:0 0 16px;padding-left:24px;font-size:16px;line-height:1.6;color:#1f2937',
  ol: 'margin:0 0 16px;padding-left:24px;font-size:16px;line-height:1.6;color:#1f2937',
  li: 'margin:0 0 6px',
  blockquote: 'margin:0 0 16px;padding:4px 16px;border-left:4px solid #d1d5db;color:#374151',
  pre: 'margin:0 0 16px;padding:12px;background:#f3f4f6;border-radius:6px;overflow-x:auto;font-size:14px;line-height:1.5;white-space:pre-wrap;word-break:break-word',
  code: 'font-family:Consolas,Menlo,monospace;font-size:14px;background:#f3f4f6;padding:1px 4px;border-radius:4px',
  img: 'display:block;max-width:100%;height:auto;border:0;margin:0 0 16px',
  hr: 'border:0;border-top:1px solid #e5e7eb;margin:24px 0',
  table: 'border-collapse:collapse;margin:0 0 16px;font-size:15px',
  th: 'border:1px solid #d1d5db;padding:6px 10px;text-align:left',
  td: 'border:1px solid #d1d5db;padding:6px 10px',
};

/** An address made absolute on the site's; null for what a mail must not carry. */
export function absoluteUrl(value: string, siteUrl: string): string | null {
  const href = value.trim();
  if (href === '') return null;
  if (/^(mailto|tel):/i.test(href)) return href;
  try {
    const url = new URL(href, `${siteUrl.replace(/\/+$/, '')}/`);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

function rehypeMailRules(options: { siteUrl: string }) {
  return (tree: Root) => {
    visit(tree, 'element', (node: Element) => {
      const props = node.properties;
      for (const name of ['href', 'src'] as const) {
        if (props[name] === undefined) continue;
        const url = absoluteUrl(String(props[name]), options.siteUrl);
        if (url === null) delete props[name];
        else props[name] = url;
      }
      // Highlighting spans inside code keep the block's style; classes mean nothing in a mail.
      delete props.className;
      delete props.target;
      const inside = node.tagName === 'code' ? null : MAIL_STYLES[node.tagName];
      if (inside) props.style = inside;
      if (node.tagName === 'img') props.width = '100%';
    });
    // Code inside a block takes the block's look, not inline code's.
    visit(tree, 'element', (node: Element) => {
      if (node.tagName !== 'code') return;
      node.properties.style = MAIL_STYLES.code;
    });
    visit(tree, 'element', (node: Element) => {
      if (node.tagName !== 'pre') return;
      for (const child of node.children) {
        if (child.type === 'element' && child.tagName === 'code') {
          child.properties.style = 'font-family:Consolas,Menlo,monospace;font-size:14px';
        }
      }
    });
  };
}

/** The body's HTML for a mail, every link absolute and every element styled inline. */
export async function renderMailMarkdown(markdown: string, siteUrl: string): Promise<string> {
  const file = await unified()
    .use(remarkParse)
    .use(remarkRehype)
    .use(rehypeSiteRules, { siteUrl })
    .use(rehypeMailRules, { siteUrl })
    .use(rehypeStringify)
    .process(markdown);
  return String(file);
}

/**
 * The body as a plain-text part: Markdown reads as text already, so it is the source, with
 * links and images written out as absolute addresses ("text (https://…)").
 */
export function mailTextOf(markdown: string, siteUrl: string): string {
  return markdown
    .replace(/\r\n?/g, '\n')
    .replace(
      /!\[([^\]]*)\]\(\s*((?:[^()\s]|\([^()\s]*\))+)(?:\s+"[^"]*")?\s*\)/g,
      (_, alt: string, src: string) => {
        const url = absoluteUrl(src, siteUrl);
        return url ? `[${alt || 'image'}: ${url}]` : alt;
      },
    )
    .replace(
      /\[([^\]]+)\]\(\s*((?:[^()\s]|\([^()\s]*\))+)(?:\s+"[^"]*")?\s*\)/g,
      (_, text: string, href: string) => {
        const url = absoluteUrl(href, siteUrl);
        return url && url !== text ? `${text} (${url})` : text;
      },
    )
    .trim();
}
