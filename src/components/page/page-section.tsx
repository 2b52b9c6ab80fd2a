import type { ReactNode } from 'react';
import { SectionBoundary } from '../errors/section-boundary';

/** A page section with its own error boundary ('Section failed to render: {name}'). */
export function PageSection({
  name,
  children,
  id,
  focusTarget = false,
}: {
  name: string;
  children: ReactNode;
  id?: string;
  /** A link may land here (/#id): the section takes focus then, so the keyboard starts there. */
  focusTarget?: boolean;
}) {
  return (
    <SectionBoundary name={name}>
      <section
        id={id}
        tabIndex={focusTarget ? -1 : undefined}
        sx={{ maxWidth: 'container', mx: 'auto', px: 3, py: 5, outline: 'none' }}
      >
        {children}
      </section>
    </SectionBoundary>
  );
}
