import { useId, type ReactNode } from 'react';
import { Section } from './BookSection.styles';

/** A titled part of a book page, labelled by its own h2 (a region landmark for screen readers). */
export function BookSection({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Section aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      {children}
    </Section>
  );
}
