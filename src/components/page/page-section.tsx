import type { ReactNode } from 'react';
import { SectionBoundary } from '../errors/section-boundary';

/** A page section with its own error boundary ('Section failed to render: {name}'). */
export function PageSection({
  name,
  children,
  id,
}: {
  name: string;
  children: ReactNode;
  id?: string;
}) {
  return (
    <SectionBoundary name={name}>
      <section id={id} sx={{ maxWidth: 'container', mx: 'auto', px: 3, py: 5 }}>
        {children}
      </section>
    </SectionBoundary>
  );
}
