import type { ReactNode } from 'react';

export interface SectionProps {
  /** The h2's id; the section is labelled by it. */
  id: string;
  title: ReactNode;
  children: ReactNode;
  /** Classes after the block's own `<block>-section`. */
  className?: string;
  /** Marks the section data-<mark> (tests and scripts find it by that). */
  mark?: string;
}

/**
 * A titled section of a record page in the classes of an area's stylesheet (`block`: its prefix):
 * `<section class="<block>-section …" aria-labelledby={id}><h2 id={id} class="<block>-h2">`.
 */
export function TitledSection({ block, id, title, children, className, mark }: SectionProps & { block: string }) {
  return (
    <section className={className ? `${block}-section ${className}` : `${block}-section`} aria-labelledby={id} {...(mark ? { [`data-${mark}`]: '' } : {})}>
      <h2 id={id} className={`${block}-h2`}>
        {title}
      </h2>
      {children}
    </section>
  );
}
