/**
 * The long-form legal pages (content/legal/*.md) rendered at build time into LegalPage nodes:
 * title (the markdown's first-level heading), HTML of the rest with an id on every section
 * heading, and the table of contents built from those headings. The files are ours, not editors',
 * but they go through the same safe renderer as blog bodies.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { SourceNodesArgs } from 'gatsby';
import type { BuildConfig } from './config';

export const LEGAL_DIR = path.resolve(__dirname, '..', '..', 'content', 'legal');

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

/** Gives every <h2> an id and lists them in order for the table of contents. */
export function withSectionIds(html: string): { html: string; toc: TocEntry[] } {
  const toc: TocEntry[] = [];
  const out = html.replace(/<h2>([\s\S]*?)<\/h2>/g, (_match, inner: string) => {
    const title = inner.replace(/<[^>]+>/g, '').trim();
    const id = headingSlug(title);
    toc.push({ id, title });
    return `<h2 id="${id}">${inner}</h2>`;
  });
  return { html: out, toc };
}

/** Splits off the first '# Title' line. */
export function splitTitle(markdown: string): { title: string; body: string } {
  const match = /^#\s+(.+)\s*\n/.exec(markdown.trimStart());
  if (!match) return { title: '', body: markdown };
  return { title: match[1].trim(), body: markdown.trimStart().slice(match[0].length) };
}

export async function sourceLegalPages(
  { actions, createNodeId, createContentDigest }: SourceNodesArgs,
  config: BuildConfig,
): Promise<void> {
  // Loaded here so the pure helpers above stay importable where ESM-only unified cannot load.
  const { renderMarkdown } = await import('./markdown');
  const files = (await readdir(LEGAL_DIR)).filter((file) => file.endsWith('.md'));
  for (const file of files) {
    const { title, body } = splitTitle(await readFile(path.join(LEGAL_DIR, file), 'utf8'));
    const { html, toc } = withSectionIds((await renderMarkdown(body, config.siteUrl)).html);
    const content = { slug: file.replace(/\.md$/, ''), title, html, toc };
    actions.createNode({
      ...content,
      id: createNodeId(`LegalPage-${content.slug}`),
      internal: { type: 'LegalPage', contentDigest: createContentDigest(content) },
    });
  }
}
