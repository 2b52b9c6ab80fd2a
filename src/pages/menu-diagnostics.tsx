/** Menu diagnostics: the navigation entries the server sent, and which labels show (YES/NO). */
import type { HeadFC } from 'gatsby';
import { useSyncExternalStore } from 'react';
import {
  DEBUG_MENUS_KEY,
  MENU_DIAGNOSTIC_LABELS,
  MENU_MESSAGES,
  isActiveFlag,
  isMenuVisible,
  menuEntries,
} from '@cloud-consulting/domain/menus';
import { formatUtcMinute } from '@cloud-consulting/domain/dates';
import { isMenuDebugOn, useMenuSections } from '../components/menus/menu-sections';
import { PageSection } from '../components/page/page-section';
import { Seo } from '../components/seo/seo';

const cell = { border: '1px solid', borderColor: 'border', p: 2, textAlign: 'left' } as const;

export default function MenuDiagnosticsPage() {
  const { sections, loading, error } = useMenuSections();
  const debugOn = useSyncExternalStore(
    () => () => undefined,
    isMenuDebugOn,
    () => false,
  );
  const entries = menuEntries(sections);

  return (
    <PageSection name="Menu diagnostics">
      <h1>Menu Diagnostics</h1>
      <p>{MENU_MESSAGES.hiddenRule}</p>
      <p>
        Debug logging is enabled by a local-storage flag <code>{DEBUG_MENUS_KEY}</code> set to 1
        (currently {debugOn ? 'on' : 'off'}).
      </p>
      {error && <p role="alert">{error}</p>}
      <h2>Menu entries</h2>
      {/* On a phone the table scrolls inside its box, not the page; a keyboard scrolls it too. */}
      <div
        role="region"
        aria-label="Menu entries"
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a region that scrolls takes focus so a keyboard can scroll it
        tabIndex={0}
        sx={{ overflowX: 'auto' }}
      >
        <table sx={{ borderCollapse: 'collapse', width: '100%' }} data-testid="menu-entries">
          <thead>
            <tr>
              <th sx={cell}>#</th>
              <th sx={cell}>Name</th>
              <th sx={cell}>Type</th>
              <th sx={cell}>IsActive</th>
              <th sx={cell}>Updated</th>
            </tr>
          </thead>
          <tbody>
            {entries.map((entry, index) => (
              <tr key={`${entry.Id ?? index}-${entry.Name}`}>
                <td sx={cell}>{index + 1}</td>
                <td sx={cell}>{entry.Name}</td>
                <td sx={cell}>{entry.Type}</td>
                <td sx={cell}>{isActiveFlag(entry.IsActive) ? 1 : 0}</td>
                <td sx={cell}>{entry.UpdatedDate ? formatUtcMinute(entry.UpdatedDate) : ''}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <h2>Visibility</h2>
      <table sx={{ borderCollapse: 'collapse', width: '100%' }} data-testid="menu-visibility">
        <thead>
          <tr>
            <th sx={cell}>Menu</th>
            <th sx={cell}>Visible</th>
          </tr>
        </thead>
        <tbody>
          {MENU_DIAGNOSTIC_LABELS.map((label) => (
            <tr key={label}>
              <td sx={cell}>{label}</td>
              <td sx={cell}>{isMenuVisible(label, sections, { loading }) ? 'YES' : 'NO'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </PageSection>
  );
}

export const Head: HeadFC = () => (
  <Seo title="Menu Diagnostics" path="/menu-diagnostics" indexable={false} />
);
