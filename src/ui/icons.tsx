/**
 * Line icons drawn by hand on a 24 px grid (no icon font, no third-party images). Unknown keys
 * get the cloud, so a new expertise icon name from the provider never leaves a gap.
 */
import { iconKey } from '@cloud-consulting/domain/content-pages';

const PATHS: Record<string, string[]> = {
  cloud: ['M7 18h10a4 4 0 0 0 .6-7.96A6 6 0 0 0 6.1 9.5 4.25 4.25 0 0 0 7 18z'],
  brain: [
    'M9 4a3 3 0 0 0-3 3 3 3 0 0 0-2 5 3 3 0 0 0 2 5 3 3 0 0 0 3 3h1V4z',
    'M15 4a3 3 0 0 1 3 3 3 3 0 0 1 2 5 3 3 0 0 1-2 5 3 3 0 0 1-3 3h-1V4z',
  ],
  database: [
    'M4 6c0-1.7 3.6-3 8-3s8 1.3 8 3-3.6 3-8 3-8-1.3-8-3z',
    'M4 6v12c0 1.7 3.6 3 8 3s8-1.3 8-3V6',
    'M4 12c0 1.7 3.6 3 8 3s8-1.3 8-3',
  ],
  code: ['M8 7l-5 5 5 5', 'M16 7l5 5-5 5', 'M14 4l-4 16'],
  sparkles: [
    'M12 3l1.8 4.7L18.5 9.5l-4.7 1.8L12 16l-1.8-4.7L5.5 9.5l4.7-1.8z',
    'M19 15l.8 2.2L22 18l-2.2.8L19 21l-.8-2.2L16 18l2.2-.8z',
  ],
  refresh: [
    'M4 12a8 8 0 0 1 13.7-5.6L20 9',
    'M20 4v5h-5',
    'M20 12a8 8 0 0 1-13.7 5.6L4 15',
    'M4 20v-5h5',
  ],
  branch: [
    'M6 3v12',
    'M6 21a3 3 0 1 0 0-6 3 3 0 0 0 0 6z',
    'M18 9a3 3 0 1 0 0-6 3 3 0 0 0 0 6z',
    'M18 9a9 9 0 0 1-9 9',
  ],
  layout: ['M3 4h18v16H3z', 'M3 9h18', 'M9 9v11'],
  puzzle: [
    'M10 3h4v3a2 2 0 1 0 4 0V3h3v7h-3a2 2 0 1 0 0 4h3v7h-7v-3a2 2 0 1 0-4 0v3H3v-7h3a2 2 0 1 0 0-4H3V3z',
  ],
  file: ['M14 3H6v18h12V7z', 'M14 3v4h4', 'M10 12l-2 2 2 2', 'M14 12l2 2-2 2'],
  shield: ['M12 3l8 3v6c0 5-3.5 8-8 9-4.5-1-8-4-8-9V6z', 'M9 12l2 2 4-4'],
  trending: ['M3 17l6-6 4 4 8-8', 'M15 7h6v6'],
  users: [
    'M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8z',
    'M2 21v-1a6 6 0 0 1 12 0v1',
    'M16 3.5a4 4 0 0 1 0 7',
    'M18 14a6 6 0 0 1 4 6v1',
  ],
  clipboard: ['M9 4h6v3H9z', 'M9 5H5v16h14V5h-4', 'M8 12h8', 'M8 16h5'],
  chart: ['M4 20V10', 'M10 20V4', 'M16 20v-7', 'M22 20H2'],
  graduation: ['M2 9l10-5 10 5-10 5z', 'M6 11v5c3 2 9 2 12 0v-5', 'M22 9v6'],
  briefcase: ['M3 7h18v13H3z', 'M8 7V4h8v3', 'M3 13h18'],
  handshake: ['M2 11l5-5 5 3 5-3 5 5', 'M7 6v6l5 5 5-5V6', 'M10 14l2 2'],
  check: ['M5 12l5 5 9-10'],
  star: ['M12 3l2.8 5.7 6.2.9-4.5 4.4 1.1 6.2L12 17.3 6.4 20.2l1.1-6.2L3 9.6l6.2-.9z'],
  rocket: [
    'M12 15l-3-3c1-5 4-8 10-9-1 6-4 9-9 10z',
    'M9 12l-4 1-2 3 4 1',
    'M12 15l-1 4 3 2 1-4',
    'M15 8.5a1 1 0 1 0 0 .01',
  ],
  award: ['M12 14a6 6 0 1 0 0-12 6 6 0 0 0 0 12z', 'M8.5 13L7 22l5-3 5 3-1.5-9'],
  clock: ['M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18z', 'M12 7v5l3 2'],
  lock: ['M5 11h14v10H5z', 'M8 11V7a4 4 0 0 1 8 0v4'],
  target: [
    'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18z',
    'M12 16a4 4 0 1 0 0-8 4 4 0 0 0 0 8z',
    'M12 12h.01',
  ],
  globe: [
    'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18z',
    'M3 12h18',
    'M12 3c3 3 3 15 0 18',
    'M12 3c-3 3-3 15 0 18',
  ],
  heart: ['M12 20s-8-5-8-11a4.5 4.5 0 0 1 8-2.8A4.5 4.5 0 0 1 20 9c0 6-8 11-8 11z'],
  zap: ['M13 2L4 14h7l-1 8 9-12h-7z'],
  layers: ['M12 3l9 5-9 5-9-5z', 'M3 13l9 5 9-5'],
  building: ['M4 21V4h10v17', 'M14 9h6v12', 'M7 8h4', 'M7 12h4', 'M7 16h4', 'M2 21h20'],
  dollar: ['M12 2v20', 'M17 6H9.5a3 3 0 0 0 0 6h5a3 3 0 0 1 0 6H6'],
  megaphone: ['M3 10v4h4l8 5V5L7 10z', 'M19 9a4 4 0 0 1 0 6'],
  chevronDown: ['M6 9l6 6 6-6'],
  arrowRight: ['M5 12h14', 'M13 6l6 6-6 6'],
  image: ['M3 4h18v16H3z', 'M8.5 10a1.5 1.5 0 1 0 0-.01', 'M21 16l-5-5-9 9'],
  book: ['M4 4h7a3 3 0 0 1 3 3v14a2 2 0 0 0-2-2H4z', 'M20 4h-4a3 3 0 0 0-2 1', 'M20 4v15h-6'],
  map: ['M3 6l6-3 6 3 6-3v15l-6 3-6-3-6 3z', 'M9 3v15', 'M15 6v15'],
  tools: ['M14 6a4 4 0 0 0 5 5l-9 9a2 2 0 0 1-3-3l9-9a4 4 0 0 0 5-5l-3 3-2-2z'],
  mail: ['M3 5h18v14H3z', 'M3 6l9 7 9-7'],
};

/** Provider icon names (and their lower-cased, separator-free forms) to drawn icons. */
const ALIASES: Record<string, string> = {
  replace: 'refresh',
  gitmerge: 'branch',
  layoutpaneltop: 'layout',
  filecode2: 'file',
  trendingup: 'trending',
  projectmgmt: 'clipboard',
  cloudarch: 'cloud',
  devopstransform: 'refresh',
  analytics: 'chart',
  security: 'shield',
  modernization: 'layers',
  digitaltransform: 'rocket',
  training: 'graduation',
  graduationcap: 'graduation',
  consulting: 'briefcase',
  aiml: 'brain',
};

export type IconName = keyof typeof PATHS;

export function resolveIcon(name: string | null | undefined): string {
  const key = iconKey(name);
  const direct = Object.keys(PATHS).find((k) => k.toLowerCase() === key);
  return direct ?? ALIASES[key] ?? 'cloud';
}

export function Icon({
  name,
  size = 24,
  label,
}: {
  name?: string | null;
  size?: number;
  label?: string;
}) {
  const paths = PATHS[resolveIcon(name)];
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      focusable="false"
      sx={{ flexShrink: 0, display: 'block' }}
    >
      {paths.map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
}
