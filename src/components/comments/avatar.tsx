/**
 * A commenter's avatar drawn locally from the name: initials on a colour hashed from the name.
 * No third-party avatar service ever sees a visitor's name.
 */
import { TAG_PALETTE, tagColorIndex } from '@cloud-consulting/domain/blog';

export function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  if (parts.length === 0) return '?';
  const first = parts[0][0] ?? '';
  const last = parts.length > 1 ? (parts[parts.length - 1][0] ?? '') : '';
  return `${first}${last}`.toUpperCase();
}

export function Avatar({ name, size = 40 }: { name: string; size?: number }) {
  return (
    <span
      aria-hidden="true"
      data-testid="avatar"
      sx={{
        flex: 'none',
        width: size,
        height: size,
        borderRadius: 'round',
        display: 'inline-flex',
        alignItems: 'center',
        justifyContent: 'center',
        color: '#ffffff',
        fontWeight: 'bold',
        fontSize: size > 32 ? 2 : 0,
      }}
      style={{ backgroundColor: TAG_PALETTE[tagColorIndex(name || '?')] }}
    >
      {initials(name)}
    </span>
  );
}
