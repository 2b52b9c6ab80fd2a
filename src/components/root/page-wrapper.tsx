import type { ReactNode } from 'react';
import { PagePathContext } from '../../services/page-path';
import { Layout } from '../layout/layout';

/** Every page inside the shared layout (wrapPageElement in gatsby-browser and gatsby-ssr). */
export function PageWrapper({ children, pathname }: { children: ReactNode; pathname: string }) {
  return (
    <PagePathContext.Provider value={pathname}>
      <Layout pathname={pathname}>{children}</Layout>
    </PagePathContext.Provider>
  );
}
