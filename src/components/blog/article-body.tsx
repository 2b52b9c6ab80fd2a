/**
 * The article body, rendered to HTML at build time (so it is in the page without JavaScript).
 * In the browser, each code block gets a copy button ('Copied!' for 2 s) and external links open
 * in a new tab.
 */
import { useEffect, useRef } from 'react';
import { BLOG_MESSAGES } from '@cloud-consulting/domain/blog';
import { CODE_COPY_CONFIRMATION_MS } from '@cloud-consulting/domain/constants';
import { copyText } from './copy-link-button';

export const COPY_CODE_LABEL = 'Copy';

export function ArticleBody({ html }: { html: string }) {
  const root = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const node = root.current;
    if (!node) return undefined;
    const timers: ReturnType<typeof setTimeout>[] = [];
    const added: HTMLElement[] = [];
    node.querySelectorAll('pre').forEach((pre) => {
      const button = document.createElement('button');
      button.type = 'button';
      button.className = 'code-copy';
      button.textContent = COPY_CODE_LABEL;
      button.setAttribute('aria-label', 'Copy code');
      button.addEventListener('click', () => {
        void copyText(pre.querySelector('code')?.textContent ?? pre.textContent ?? '').then(
          (ok) => {
            if (!ok) return;
            button.textContent = BLOG_MESSAGES.copied;
            timers.push(
              setTimeout(() => {
                button.textContent = COPY_CODE_LABEL;
              }, CODE_COPY_CONFIRMATION_MS),
            );
          },
        );
      });
      pre.style.position = 'relative';
      pre.appendChild(button);
      added.push(button);
    });
    node.querySelectorAll<HTMLAnchorElement>('a[href]').forEach((link) => {
      const href = link.getAttribute('href') ?? '';
      if (/^https?:\/\//i.test(href) && new URL(href).origin !== window.location.origin) {
        link.target = '_blank';
        link.rel = 'noopener noreferrer';
      }
    });
    return () => {
      timers.forEach(clearTimeout);
      added.forEach((button) => button.remove());
    };
  }, [html]);

  return (
    <div
      ref={root}
      className="article-body"
      data-testid="article-body"
      sx={{
        mt: 4,
        fontSize: 3,
        // A long address or identifier in the text breaks where it must instead of widening
        // the page (a code block keeps its lines and scrolls inside itself).
        overflowWrap: 'anywhere',
        'h1, h2, h3, h4': { lineHeight: 'heading', mt: 5, mb: 3 },
        pre: {
          bg: 'muted',
          p: 3,
          pt: 5,
          overflowX: 'auto',
          borderRadius: 'default',
          fontFamily: 'monospace',
          fontSize: 1,
        },
        code: { fontFamily: 'monospace', fontSize: '0.9em' },
        ':not(pre) > code': { bg: 'muted', px: 1, borderRadius: 'small' },
        '.code-copy': {
          position: 'absolute',
          top: 2,
          right: 2,
          variant: 'buttons.ghost',
          bg: 'background',
          px: 2,
          py: 1,
          fontSize: 0,
        },
        blockquote: {
          borderLeft: '4px solid',
          borderColor: 'primary',
          m: 0,
          pl: 3,
          color: 'mutedText',
        },
        img: { maxWidth: '100%' },
      }}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
