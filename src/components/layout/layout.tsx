import type { ReactNode } from 'react';
import { ConsentProvider } from '../consent/consent-provider';
import { AppErrorBoundary, SectionBoundary } from '../errors/section-boundary';
import { FaqWidget } from '../faq/faq-widget';
import { FeedbackWidget } from '../feedback/feedback-widget';
import { PageLoader } from '../loader/page-loader';
import { MenuSectionsProvider } from '../menus/menu-sections';
import { ToastProvider } from '../toast/toast-provider';
import { Footer } from './footer';
import { Header } from './header';
import { BOTTOM_COVER, DOCK_BAR_HEIGHT, GUTTER_MEDIA, HelpDock } from './help-dock';
import { RouteChange } from './route-change';

/**
 * The shell of every page (applied by gatsby-browser/gatsby-ssr wrapPageElement): header,
 * content, footer, consent banner, feedback and FAQ widgets, route-change bar and page loader.
 * Each part renders inside its own error boundary so one failure never blanks the page.
 */
export function Layout({ children, pathname = '/' }: { children: ReactNode; pathname?: string }) {
  return (
    <ToastProvider>
      <MenuSectionsProvider>
        <ConsentProvider>
          <RouteChange pathname={pathname} />
          <PageLoader />
          <div
            sx={{
              display: 'flex',
              flexDirection: 'column',
              // A short page's footer ends where the help bar starts (at the window's end when the
              // help is in the margins). The height leaves the padding out: the padding grows once
              // scripts know the cookie banner's height, and the footer must not move up then.
              boxSizing: 'content-box',
              minHeight: `calc(100vh - ${DOCK_BAR_HEIGHT}px)`,
              // Room under the footer for the help bar (the margins hold it in a wide window), an
              // open cookie banner and the toasts, so the end of the page scrolls clear of them.
              pb: BOTTOM_COVER.bar,
              [GUTTER_MEDIA]: { minHeight: '100vh', pb: BOTTOM_COVER.gutter },
            }}
          >
            <a
              href="#main"
              sx={{
                position: 'absolute',
                left: '-9999px',
                '&:focus': { left: 3, top: 3, bg: 'background', p: 2, zIndex: 90 },
              }}
            >
              Skip to content
            </a>
            <SectionBoundary name="Header">
              <Header />
            </SectionBoundary>
            <main id="main" tabIndex={-1} sx={{ flex: '1 0 auto', outline: 'none' }}>
              <AppErrorBoundary key={pathname}>{children}</AppErrorBoundary>
            </main>
            <SectionBoundary name="Footer">
              <Footer />
            </SectionBoundary>
          </div>
          <HelpDock>
            <SectionBoundary name="Feedback">
              <FeedbackWidget />
            </SectionBoundary>
            <SectionBoundary name="FAQ">
              <FaqWidget />
            </SectionBoundary>
          </HelpDock>
        </ConsentProvider>
      </MenuSectionsProvider>
    </ToastProvider>
  );
}
