/**
 * A page behind a menu label: a centred spinner while the list loads; when the section is off,
 * the visitor goes to '/' with the history entry replaced; otherwise the page.
 * A section the build saw as off is confirmed at run time before redirecting, so switching it
 * back on takes effect without a rebuild too.
 */
import { navigate } from 'gatsby';
import { useEffect, type ReactNode } from 'react';
import { isMenuVisible } from '@cloud-consulting/domain/menus';
import { Spinner } from '../loader/spinner';
import { useMenuSections, useMenuSectionsChecked } from './menu-sections';

export function MenuGuard({ label, children }: { label: string; children: ReactNode }) {
  const { sections, loading } = useMenuSections();
  const checked = useMenuSectionsChecked();
  const visible = !loading && isMenuVisible(label, sections);
  const redirect = checked && !visible;

  useEffect(() => {
    if (redirect) void navigate('/', { replace: true });
  }, [redirect]);

  if (!visible) {
    return (
      <div
        sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', minHeight: '50vh' }}
      >
        <Spinner label="Loading" />
      </div>
    );
  }
  return <>{children}</>;
}
