/** The building blocks every content page shares: buttons, sections, cards, badges, lists. */
import { Link } from 'gatsby';
import type { ReactNode } from 'react';
import type { ThemeUIStyleObject } from 'theme-ui';
import { Icon } from './icons';
import { scrollToId } from './scroll';

export type ButtonTone = 'primary' | 'secondary' | 'light' | 'outlineLight';

const base: ThemeUIStyleObject = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: 2,
  minHeight: 44,
  px: 4,
  py: 2,
  borderRadius: 'default',
  fontWeight: 'bold',
  fontSize: 2,
  fontFamily: 'body',
  textDecoration: 'none',
  cursor: 'pointer',
  border: '2px solid',
  textAlign: 'center',
  transition: 'transform 0.15s ease, box-shadow 0.15s ease',
  '&:hover': { transform: 'translateY(-1px)', boxShadow: 'card' },
  '&:focus-visible': { outline: '3px solid', outlineColor: 'accent', outlineOffset: 2 },
};

const tones: Record<ButtonTone, ThemeUIStyleObject> = {
  primary: { bg: 'primary', color: 'primaryText', borderColor: 'primary' },
  secondary: { bg: 'transparent', color: 'primary', borderColor: 'primary' },
  // On the dark hero scrim in both colour modes.
  light: { bg: '#ffffff', color: '#0b2545', borderColor: '#ffffff' },
  outlineLight: { bg: 'transparent', color: '#ffffff', borderColor: '#ffffff' },
};

export const buttonStyle = (tone: ButtonTone = 'primary'): ThemeUIStyleObject => ({
  ...base,
  ...tones[tone],
});

export function LinkButton({
  to,
  tone,
  children,
}: {
  to: string;
  tone?: ButtonTone;
  children: ReactNode;
}) {
  // In-page anchors stay plain links so the browser handles the jump.
  if (to.startsWith('#')) {
    return (
      <a href={to} sx={buttonStyle(tone)}>
        {children}
      </a>
    );
  }
  return (
    <Link to={to} sx={buttonStyle(tone)}>
      {children}
    </Link>
  );
}

/** A button that scrolls smoothly to a section of the page (80 px clear of the top). */
export function ScrollButton({
  target,
  tone,
  children,
}: {
  target: string;
  tone?: ButtonTone;
  children: ReactNode;
}) {
  return (
    <button type="button" onClick={() => scrollToId(target)} sx={buttonStyle(tone)}>
      {children}
    </button>
  );
}

/** A page section with a centred heading and optional intro. */
export function Section({
  id,
  title,
  intro,
  muted,
  children,
  headingLevel = 2,
}: {
  id?: string;
  title?: ReactNode;
  intro?: ReactNode;
  muted?: boolean;
  children?: ReactNode;
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section id={id} sx={{ bg: muted ? 'muted' : 'background', py: [5, 6], scrollMarginTop: 80 }}>
      <div sx={{ maxWidth: 'container', mx: 'auto', px: 3 }}>
        {title && (
          <Heading
            sx={{
              fontSize: [5, 6],
              lineHeight: 'heading',
              textAlign: 'center',
              mt: 0,
              mb: intro ? 3 : 4,
            }}
          >
            {title}
          </Heading>
        )}
        {intro && (
          <p
            sx={{
              textAlign: 'center',
              color: 'mutedText',
              fontSize: 3,
              maxWidth: '44em',
              mx: 'auto',
              mt: 0,
              mb: 5,
            }}
          >
            {intro}
          </p>
        )}
        {children}
      </div>
    </section>
  );
}

/**
 * Cards in as many columns of at least `min` px as fit. With `fit`, a row with fewer cards than
 * columns widens them to the row's width instead of leaving empty columns (a set of figures).
 */
export function CardGrid({
  min = 260,
  fit = false,
  children,
}: {
  min?: number;
  fit?: boolean;
  children: ReactNode;
}) {
  return (
    <div
      sx={{
        display: 'grid',
        gap: 4,
        gridTemplateColumns: `repeat(${fit ? 'auto-fit' : 'auto-fill'}, minmax(min(100%, ${min}px), 1fr))`,
      }}
    >
      {children}
    </div>
  );
}

export function Card({
  children,
  as = 'article',
}: {
  children: ReactNode;
  as?: 'article' | 'div' | 'li';
}) {
  const Element = as;
  return (
    <Element
      sx={{
        bg: 'background',
        color: 'text',
        border: '1px solid',
        borderColor: 'border',
        borderRadius: 'large',
        p: 4,
        boxShadow: 'card',
        display: 'flex',
        flexDirection: 'column',
        gap: 3,
        minWidth: 0,
        listStyle: 'none',
      }}
    >
      {children}
    </Element>
  );
}

export function IconTile({ name }: { name?: string | null }) {
  return (
    <span
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        justifyContent: 'center',
        width: 48,
        height: 48,
        borderRadius: 'default',
        bg: 'highlight',
        color: 'primary',
      }}
    >
      <Icon name={name} size={26} />
    </span>
  );
}

export function Badge({
  children,
  tone = 'info',
}: {
  children: ReactNode;
  tone?: 'info' | 'accent' | 'warning' | 'onDark';
}) {
  const colours: Record<string, ThemeUIStyleObject> = {
    info: { bg: 'highlight', color: 'primary', borderColor: 'transparent' },
    accent: { bg: 'accent', color: 'background', borderColor: 'accent' },
    warning: { bg: 'background', color: 'danger', borderColor: 'danger' },
    onDark: {
      bg: 'rgba(255,255,255,0.12)',
      color: '#ffffff',
      borderColor: 'rgba(255,255,255,0.5)',
    },
  };
  return (
    <span
      sx={{
        display: 'inline-block',
        px: 2,
        py: 1,
        borderRadius: 'round',
        border: '1px solid',
        fontSize: 1,
        fontWeight: 'bold',
        lineHeight: 1.2,
        ...colours[tone],
      }}
    >
      {children}
    </span>
  );
}

export function CheckList({ items }: { items: readonly string[] }) {
  return (
    <ul sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2 }}>
      {items.map((item) => (
        <li key={item} sx={{ display: 'flex', gap: 2, alignItems: 'flex-start' }}>
          <span sx={{ color: 'success', mt: '3px' }}>
            <Icon name="check" size={18} />
          </span>
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}

/** A closing band with a heading, text and buttons. */
export function CallToAction({
  id,
  title,
  text,
  children,
}: {
  id?: string;
  title: string;
  text?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <section id={id} sx={{ py: [5, 6], px: 3, scrollMarginTop: 80 }}>
      <div
        sx={{
          maxWidth: 'container',
          mx: 'auto',
          borderRadius: 'large',
          px: [3, 6],
          py: [5, 6],
          textAlign: 'center',
          color: '#ffffff',
          background: 'linear-gradient(135deg, #0b3d75 0%, #0b5cad 60%, #0f7b6c 100%)',
        }}
      >
        <h2 sx={{ fontSize: [5, 6], lineHeight: 'heading', mt: 0, mb: 3 }}>{title}</h2>
        {text && <p sx={{ fontSize: 3, maxWidth: '40em', mx: 'auto', mt: 0, mb: 4 }}>{text}</p>}
        <div sx={{ display: 'flex', flexWrap: 'wrap', gap: 3, justifyContent: 'center' }}>
          {children}
        </div>
      </div>
    </section>
  );
}
