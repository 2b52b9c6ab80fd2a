/**
 * react-admin's layout with the role-shaped menu, the user menu's own items and the site status
 * bar under the app bar.
 */
import { Layout, type LayoutProps } from 'react-admin';
import { EditorMenu } from './menu';
import { EditorAppBar } from './app-bar';
import { LiveStatusBar } from '../site-status/live-status-bar';

export function EditorLayout({ children }: LayoutProps) {
  return (
    <Layout menu={EditorMenu} appBar={EditorAppBar}>
      <LiveStatusBar />
      {children}
    </Layout>
  );
}
