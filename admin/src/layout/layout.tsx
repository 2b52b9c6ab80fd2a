/** react-admin's layout with the role-shaped menu and the site status bar under the app bar. */
import { Layout, type LayoutProps } from 'react-admin';
import { EditorMenu } from './menu';
import { LiveStatusBar } from '../site-status/live-status-bar';

export function EditorLayout({ children }: LayoutProps) {
  return (
    <Layout menu={EditorMenu}>
      <LiveStatusBar />
      {children}
    </Layout>
  );
}
