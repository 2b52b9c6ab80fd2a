/**
 * Server rendering with the page's CSS in the head. Emotion (theme-ui's styling engine) would
 * otherwise write a <style> element in front of each styled element inside the body, which is
 * not valid HTML and makes the browser restyle as it parses. Here each page renders with its own
 * Emotion cache in compat mode (no inline <style>), and the rules the page used go into the head
 * as <style data-emotion="css id1 id2"> elements, which the browser's Emotion cache adopts on
 * hydration instead of inserting the same rules again. Libraries' stylesheets that the page's
 * markup needs (library-css.ts) come first.
 */
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import type { ReactElement, ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { Writable } from 'node:stream';
import { libraryStylesFor, type LibraryStylesheetTexts } from './library-css';

/** The libraries' stylesheets, put in the HTML renderer when it is bundled (gatsby-node.ts). */
declare const LIBRARY_STYLESHEET_TEXTS: LibraryStylesheetTexts | undefined;
const libraryTexts: LibraryStylesheetTexts =
  typeof LIBRARY_STYLESHEET_TEXTS === 'undefined' ? {} : LIBRARY_STYLESHEET_TEXTS;

/** The key of Emotion's default cache, which the browser uses: the two must agree. */
export const EMOTION_KEY = 'css';

/** Renders fully (every Suspense boundary resolved), as Gatsby's own renderer does. */
function renderToHtml(element: ReactElement): Promise<string> {
  return new Promise((resolve, reject) => {
    let html = '';
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        html += chunk.toString();
        done();
      },
      final(done) {
        resolve(html);
        done();
      },
    });
    sink.on('error', reject);
    const { pipe } = renderToPipeableStream(element, {
      onAllReady: () => pipe(sink),
      onShellError: reject,
      onError: (error) => {
        sink.destroy(error as Error);
      },
    });
  });
}

export interface CriticalRender {
  html: string;
  /** Style elements for the head, global rules first. */
  styles: ReactNode[];
}

export async function renderWithCriticalCss(body: ReactElement): Promise<CriticalRender> {
  const cache = createCache({ key: EMOTION_KEY });
  cache.compat = true;
  const { extractCriticalToChunks } = createEmotionServer(cache);
  const html = await renderToHtml(<CacheProvider value={cache}>{body}</CacheProvider>);
  const { styles } = extractCriticalToChunks(html);
  return {
    html,
    styles: [
      // Libraries' own rules first: the page's rules come after them and win where both apply.
      ...libraryStylesFor(html, libraryTexts).map(({ name, css }) => (
        <style
          key={`library-${name}`}
          data-library={name}
          dangerouslySetInnerHTML={{ __html: css }}
        />
      )),
      ...styles
        .filter((chunk) => chunk.css.length > 0)
        .map((chunk) => (
          <style
            key={chunk.key + chunk.ids.join(' ')}
            data-emotion={`${chunk.key} ${chunk.ids.join(' ')}`}
            dangerouslySetInnerHTML={{ __html: chunk.css }}
          />
        )),
    ],
  };
}
