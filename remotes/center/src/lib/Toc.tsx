import type { ComponentPropsWithoutRef, ReactNode } from 'react';

interface TocProps extends ComponentPropsWithoutRef<'nav'> {
  /** The CSS block: 'pl-toc' (policy texts) or 'ct-toc' (the guide). */
  block: string;
  title: string;
  /** The heading's id; the nav is then labelled by its heading instead of by `aria-label`. */
  titleId?: string;
  entries: { id: string; label: ReactNode }[];
}

/** An on-page table of contents: a heading and a numbered list of links to the sections' anchors. */
export function Toc({ block, title, titleId, entries, ...nav }: TocProps) {
  return (
    <nav className={block} aria-label={titleId ? undefined : title} aria-labelledby={titleId} {...nav}>
      <h2 id={titleId} className={`${block}__title`}>
        {title}
      </h2>
      <ol>
        {entries.map((e) => (
          <li key={e.id}>
            <a href={`#${e.id}`}>{e.label}</a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
