/**
 * The long-form legal pages (content/legal/*.mdx) rendered at build time into LegalPage nodes:
 * title (the document's first-level heading), the day it was last updated (its `lastUpdated`
 * export, 'YYYY-MM-DD'), static HTML of the rest with an id on every section heading, and the
 * table of contents built from those headings. MDX runs the code in a file while it compiles, so
 * only our own trusted files go through here; blog bodies from editors go through the markdown
 * renderer, which never executes anything. Markdown in these files follows the blog's rules
 * (headings capped at level 4, external links in a new tab). The browser gets plain HTML: no MDX
 * runtime.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { createElement, type ReactNode } from 'react';
import { Fragment, jsx, jsxs } from 'react/jsx-runtime';
import { renderToStaticMarkup } from 'react-dom/server';
import type { SourceNodesArgs } from 'gatsby';
import { formatLongUsDate, parseCalendarDay } from '@cloud-consulting/domain/dates';
import type { BuildConfig } from './config';
import { SITE_ROOT } from './site-root';

export const LEGAL_DIR = path.join(SITE_ROOT, 'content', 'legal');
const LEGAL_EXTENSION = '.mdx';
const CONTACT_PAGE_PATH = '/contact-us';

/** Components the legal MDX files use by name; they render to plain HTML at build time. */
export const legalComponents = {
  /** Where both pages' "Contact Us" sections send the visitor. */
  ContactPageLink: ({ children }: { children?: ReactNode }) =>
    createElement('a', { href: CONTACT_PAGE_PATH }, children),
};

export interface TocEntry {
  id: string;
  title: string;
}

export const headingSlug = (text: string): string =>
  text
    .toLowerCase()
    .replace(/&[a-z]+;/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');

const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
};

/** Heading text as a visitor reads it: no tags, and the quotes and ampersands React escapes. */
function headingText(html: string): string {
  return html
    .replace(/<[^>]+>/g, '')
    .replace(
      /&(?:#x([0-9a-f]+)|#(\d+)|(amp|lt|gt|quot|apos));/gi,
      (entity, hex?: string, decimal?: string, name?: string) => {
        if (hex) return String.fromCodePoint(parseInt(hex, 16));
        if (decimal) return String.fromCodePoint(Number(decimal));
        return NAMED_ENTITIES[name?.toLowerCase() ?? ''] ?? entity;
      },
    )
    .trim();
}

/** Gives every <h2> an id and lists them in order for the table of contents. */
export function withSectionIds(html: string): { html: string; toc: TocEntry[] } {
  const toc: TocEntry[] = [];
  const out = html.replace(/<h2>([\s\S]*?)<\/h2>/g, (_match, inner: string) => {
    const title = headingText(inner);
    const id = headingSlug(title);
    toc.push({ id, title });
    return `<h2 id="${id}">${inner}</h2>`;
  });
  return { html: out, toc };
}

/** Splits off the first '# Title' line; the exports above it stay in the body. */
export function splitTitle(source: string): { title: string; body: string } {
  const match = /^#[ \t]+(.+)$/m.exec(source);
  if (!match) return { title: '', body: source };
  const before = source.slice(0, match.index);
  const after = source.slice(match.index + match[0].length).replace(/^\s+/, '');
  return { title: match[1].trim(), body: before + after };
}

export interface RenderedLegalPage {
  title: string;
  /** Long US format, as the page shows it: 'July 19, 2025'. */
  lastUpdated: string;
  html: string;
  toc: TocEntry[];
}

/** Compiles one legal MDX document and renders it to static HTML with section ids. */
export async function renderLegalPage(
  source: string,
  siteUrl: string,
  filePath?: string,
): Promise<RenderedLegalPage> {
  // Loaded here so the pure helpers above stay importable where ESM-only modules cannot load.
  const [{ evaluate }, { rehypeSiteRules }] = await Promise.all([
    import('@mdx-js/mdx'),
    import('@cloud-consulting/markdown/render-markdown'),
  ]);
  const { title, body } = splitTitle(source);
  const { default: Content, lastUpdated } = await evaluate(
    { value: body, path: filePath },
    { Fragment, jsx, jsxs, rehypePlugins: [[rehypeSiteRules, { siteUrl }]] },
  );
  const day = typeof lastUpdated === 'string' ? parseCalendarDay(lastUpdated) : null;
  if (!day) {
    throw new Error(
      `${filePath ?? 'legal page'}: needs export const lastUpdated = 'YYYY-MM-DD' (a real day)`,
    );
  }
  return {
    title,
    lastUpdated: formatLongUsDate(day),
    ...withSectionIds(
      renderToStaticMarkup(createElement(Content, { components: legalComponents })),
    ),
  };
}

export async function sourceLegalPages(
  { actions, createNodeId, createContentDigest }: SourceNodesArgs,
  config: BuildConfig,
): Promise<void> {
  const files = (await readdir(LEGAL_DIR)).filter((file) => file.endsWith(LEGAL_EXTENSION));
  for (const file of files) {
    const filePath = path.join(LEGAL_DIR, file);
    const page = await renderLegalPage(await readFile(filePath, 'utf8'), config.siteUrl, filePath);
    const content = { slug: path.basename(file, LEGAL_EXTENSION), ...page };
    actions.createNode({
      ...content,
      id: createNodeId(`LegalPage-${content.slug}`),
      internal: { type: 'LegalPage', contentDigest: createContentDigest(content) },
    });
  }
}
