import { Link } from 'gatsby';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { isMenuVisible } from '@cloud-consulting/domain/menus';
import { useSiteSettings } from '../../services/use-site-settings';
import { useMenuSections } from '../menus/menu-sections';
import { ThemeToggle } from '../theme/theme-toggle';
import { GET_STARTED, HEADER_ITEMS } from './nav-items';
import { NavLink } from './nav-link';
import { useNavItems } from './use-nav-items';

const linkStyle = {
  color: 'text',
  textDecoration: 'none',
  fontWeight: 'bold',
  px: 2,
  py: 2,
  borderRadius: 'small',
  '&:hover, &[aria-current="page"]': { color: 'primary', textDecoration: 'underline' },
} as const;

function Placeholder() {
  return (
    <span
      data-testid="nav-placeholder"
      aria-hidden="true"
      sx={{ display: 'inline-block', width: 80, height: 20, bg: 'muted', borderRadius: 'small' }}
    />
  );
}

export function Header() {
  const { siteName } = useSiteSettings();
  const { items, loading } = useNavItems(HEADER_ITEMS);
  const { sections } = useMenuSections();
  const showGetStarted = isMenuVisible(GET_STARTED.menu ?? '', sections, {
    loading,
    hideWhileLoading: true,
  });
  const [open, setOpen] = useState(false);
  const closeMenu = useCallback(() => setOpen(false), []);
  const menuId = useId();
  const menuButton = useRef<HTMLButtonElement>(null);
  const nav = useRef<HTMLElement>(null);

  // Escape folds the open small-screen menu when focus is on its button or inside it, and puts
  // focus back on the button (focus would otherwise vanish with the hidden links).
  useEffect(() => {
    if (!open) return undefined;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      const focus = document.activeElement;
      if (focus !== menuButton.current && !nav.current?.contains(focus)) return;
      setOpen(false);
      menuButton.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  return (
    <header sx={{ borderBottom: '1px solid', borderColor: 'border', bg: 'background' }}>
      <div
        sx={{
          maxWidth: 'container',
          mx: 'auto',
          px: 3,
          py: 2,
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          gap: 2,
        }}
      >
        <Link
          to="/"
          data-testid="logo"
          sx={{
            color: 'text',
            fontWeight: 'bold',
            // On a phone the name is smaller and may wrap, so the theme and Menu buttons stay on
            // its row.
            fontSize: [2, 3],
            textDecoration: 'none',
            mr: 'auto',
            flex: ['1 1 0', null, '0 1 auto'],
            minWidth: 0,
          }}
        >
          {siteName}
        </Link>
        <ThemeToggle />
        {/* Without scripts this button is hidden and the links show (src/ssr/no-script-css). */}
        <button
          ref={menuButton}
          type="button"
          aria-expanded={open}
          aria-controls={menuId}
          onClick={() => setOpen((value) => !value)}
          sx={{
            variant: 'buttons.ghost',
            minHeight: 44,
            px: 3,
            display: ['inline-block', null, 'none'],
          }}
        >
          Menu
        </button>
        <nav
          ref={nav}
          id={menuId}
          aria-label="Main"
          data-testid="main-nav"
          sx={{
            width: ['100%', null, 'auto'],
            display: [open ? 'block' : 'none', null, 'block'],
            order: [1, null, 0],
          }}
        >
          <ul
            sx={{
              listStyle: 'none',
              m: 0,
              p: 0,
              display: 'flex',
              flexDirection: ['column', null, 'row'],
              alignItems: ['stretch', null, 'center'],
              gap: 2,
            }}
          >
            {loading
              ? HEADER_ITEMS.map((item) => (
                  <li key={item.to}>
                    <Placeholder />
                  </li>
                ))
              : items.map((item) => (
                  <li key={item.to}>
                    <NavLink item={item} style={linkStyle} onNavigate={closeMenu} />
                  </li>
                ))}
            {showGetStarted && (
              <li>
                <Link
                  to={GET_STARTED.to}
                  sx={{ variant: 'buttons.primary', display: 'inline-block' }}
                  onClick={closeMenu}
                >
                  {GET_STARTED.label}
                </Link>
              </li>
            )}
          </ul>
        </nav>
      </div>
    </header>
  );
}
