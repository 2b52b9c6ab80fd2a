/**
 * A commenter's avatar drawn locally from the name: initials on a colour hashed from the name.
 * No third-party avatar service ever sees a visitor's name.
 */
import { TAG_PALETTE, tagColorIndex } from '@cloud-consulting/domain/blog';
import { readableTextColor } from '@cloud-consulting/domain/contrast';

/**
 * The avatar's colour for a name: the palette's, darkened where needed so the white initials
 * read on it (4.5:1, as for any text).
 */
export function avatarColor(name: string): string {
  const color = TAG_PALETTE[tagColorIndex(name || '?')]!;
  return readableTextColor(color, '#ffffff') ?? color;
}

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
      style={{ backgroundColor: avatarColor(name) }}
    >
      {initials(name)}
    </span>
  );
}
