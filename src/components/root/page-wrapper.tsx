import type { ReactNode } from 'react';
import { Layout } from '../layout/layout';

/** Every page inside the shared layout (wrapPageElement in gatsby-browser and gatsby-ssr). */
export function PageWrapper({ children, pathname }: { children: ReactNode; pathname: string }) {
  return <Layout pathname={pathname}>{children}</Layout>;
}
