import { useSiteSettings } from '../../services/use-site-settings';
import { useConsent } from '../../services/consent-context';
import { FOOTER_ITEMS } from './nav-items';
import { NavLink } from './nav-link';
import { useNavItems } from './use-nav-items';

const footerLinkStyle = { color: 'text' } as const;

function LinkedInIcon() {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      width="24"
      height="24"
      viewBox="0 0 24 24"
      fill="currentColor"
    >
      <path d="M20.45 20.45h-3.56v-5.57c0-1.33-.02-3.04-1.85-3.04-1.85 0-2.14 1.45-2.14 2.94v5.67H9.35V9h3.41v1.56h.05c.48-.9 1.64-1.85 3.37-1.85 3.6 0 4.27 2.37 4.27 5.46v6.28zM5.34 7.43a2.06 2.06 0 1 1 0-4.13 2.06 2.06 0 0 1 0 4.13zM7.12 20.45H3.56V9h3.56v11.45zM22.22 0H1.77C.79 0 0 .77 0 1.72v20.56C0 23.23.79 24 1.77 24h20.45c.98 0 1.78-.77 1.78-1.72V1.72C24 .77 23.2 0 22.22 0z" />
    </svg>
  );
}

export function Footer() {
  const { siteName, tagline, linkedinUrl } = useSiteSettings();
  const { items } = useNavItems(FOOTER_ITEMS);
  const { openPreferences } = useConsent();
  return (
    <footer sx={{ borderTop: '1px solid', borderColor: 'border', bg: 'muted', color: 'text' }}>
      <div sx={{ maxWidth: 'container', mx: 'auto', px: 3, py: 4 }}>
        <nav aria-label="Footer">
          <ul sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexWrap: 'wrap', gap: 3 }}>
            {items.map((item) => (
              <li key={item.to}>
                <NavLink item={item} style={footerLinkStyle} />
              </li>
            ))}
            <li>
              <button
                type="button"
                onClick={openPreferences}
                sx={{
                  bg: 'transparent',
                  border: 'none',
                  p: 0,
                  color: 'text',
                  textDecoration: 'underline',
                  cursor: 'pointer',
                  fontSize: 'inherit',
                  fontFamily: 'inherit',
                }}
              >
                Cookie Settings
              </button>
            </li>
          </ul>
        </nav>
        <div sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 3, mt: 4 }}>
          <div sx={{ flex: 1 }}>
            <p sx={{ m: 0, fontWeight: 'bold' }}>{siteName}</p>
            {tagline && <p sx={{ m: 0, color: 'mutedText' }}>{tagline}</p>}
          </div>
          {linkedinUrl && (
            <a
              href={linkedinUrl}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={`${siteName} on LinkedIn`}
              data-testid="linkedin-link"
              sx={{ color: 'text', display: 'inline-flex', p: 2 }}
            >
              <LinkedInIcon />
            </a>
          )}
        </div>
        <p sx={{ mb: 0, color: 'mutedText' }}>
          © {new Date().getFullYear()} {siteName}
        </p>
      </div>
    </footer>
  );
}
