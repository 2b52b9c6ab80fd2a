/**
 * Blog bodies come from editors: they are parsed at build time, never executed. Markdown becomes
 * HTML with headings 1 to 4, lists, quotes, fenced code highlighted by Prism's grammars
 * (refractor), inline code, links (external ones open in a new tab), bold and italic. Raw HTML in
 * a post is dropped, so a post cannot inject markup or script. An uploaded image the caller knows
 * the resized copies of gets a srcset naming only those copies (srcSetOf). The browser gets plain
 * HTML: no markdown parser and no highlighter.
 */
import { unified } from 'unified';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import rehypeStringify from 'rehype-stringify';
import type { Refractor } from 'refractor/core';
import { toString } from 'hast-util-to-string';
import { visit } from 'unist-util-visit';
import type { Element, ElementContent, Root } from 'hast';
import { srcSetOf, type ImageVariants } from '@cloud-consulting/domain/image-variants';

/** What is known of an uploaded image by its address (/uploads/images/...), or null. */
export type ImageLookup = (url: string) => ImageVariants | null | undefined;

/** The width a body image is shown at: the article's column, or the screen on a phone. */
export const BODY_IMAGE_SIZES = '(min-width: 800px) 760px, 100vw';

const MAX_HEADING_LEVEL = 4;

/** Same-site links stay in the tab; links to other hosts open a new one, without an opener. */
export function isExternalLink(href: string, siteUrl: string): boolean {
  if (!/^https?:\/\//i.test(href)) return false;
  try {
    return new URL(href).host !== new URL(siteUrl).host;
  } catch {
    return true;
  }
}

/**
 * What a fence's language may be: Prism's names (c++, c#, objective-c, f#...). An editor writes
 * the info string freely, and it ends up in an attribute of the page; anything else is dropped.
 */
const LANGUAGE = /^[a-z0-9+#-]{1,40}$/;

/** The fence's language when it is a plain name; any other language class is removed. */
function languageOf(code: Element): string | null {
  const classes = code.properties?.className;
  const list = Array.isArray(classes) ? classes.map(String) : [];
  const found = list.find((c) => c.startsWith('language-'));
  const language = found?.slice('language-'.length).toLowerCase();
  if (found && !LANGUAGE.test(language!)) {
    const rest = list.filter((c) => c !== found);
    if (rest.length > 0) code.properties.className = rest;
    else delete code.properties.className;
    return null;
  }
  return language ?? null;
}

let grammars: Promise<Refractor> | undefined;

/**
 * Prism's grammars, loaded the first time a body has a fenced block with a language: registering
 * all of them takes about 0.3 s, which a build whose bodies are all cached, or have no code, no
 * longer spends.
 */
function highlighter(): Promise<Refractor> {
  // Awaited rather than chained: the build's bundler turns this import into a plain require.
  grammars ??= (async () => (await import('refractor/all')).refractor)();
  return grammars;
}

/** The site's rules for rendered content; also applied to the legal pages' MDX (./legal.ts). */
export function rehypeSiteRules(options: { siteUrl: string; images?: ImageLookup }) {
  return async (tree: Root) => {
    const code: { element: Element; language: string }[] = [];
    visit(tree, 'element', (node: Element) => {
      const level = /^h([1-6])$/.exec(node.tagName)?.[1];
      if (level && Number(level) > MAX_HEADING_LEVEL) node.tagName = `h${MAX_HEADING_LEVEL}`;

      if (node.tagName === 'a') {
        const href = String(node.properties?.href ?? '');
        if (/^\s*(javascript|data|vbscript):/i.test(href)) delete node.properties.href;
        else if (isExternalLink(href, options.siteUrl)) {
          node.properties.target = '_blank';
          node.properties.rel = ['noopener', 'noreferrer'];
        }
      }

      if (node.tagName === 'img' && options.images) {
        const src = String(node.properties?.src ?? '');
        const srcSet = srcSetOf(src, options.images(src));
        if (srcSet) {
          node.properties.srcSet = srcSet;
          node.properties.sizes = BODY_IMAGE_SIZES;
        }
        node.properties.loading = 'lazy';
        node.properties.decoding = 'async';
      }

      if (node.tagName === 'pre') {
        const codeElement = node.children.find(
          (child): child is Element => child.type === 'element' && child.tagName === 'code',
        );
        if (!codeElement) return;
        const language = languageOf(codeElement);
        node.properties.dataLanguage = language ?? 'text';
        if (language) code.push({ element: codeElement, language });
      }
    });
    if (code.length === 0) return;
    const refractor = await highlighter();
    for (const { element, language } of code) {
      if (!refractor.registered(language)) continue;
      const highlighted = refractor.highlight(toString(element), language);
      element.children = highlighted.children as ElementContent[];
    }
  };
}

export interface RenderedMarkdown {
  html: string;
}

export async function renderMarkdown(
  markdown: string,
  siteUrl: string,
  images?: ImageLookup,
): Promise<RenderedMarkdown> {
  const file = await unified()
    .use(remarkParse)
    // Without allowDangerousHtml, raw HTML in the markdown is dropped rather than passed through.
    .use(remarkRehype)
    .use(rehypeSiteRules, { siteUrl, images })
    .use(rehypeStringify)
    .process(markdown);
  return { html: String(file) };
}
