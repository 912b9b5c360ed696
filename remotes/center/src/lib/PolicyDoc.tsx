import { Fragment, type ReactNode } from 'react';
import { HeadedTable } from '@portal/ui';
import { PageHeading } from '@portal/ui/form';
import { Toc } from './Toc';
import './policy.css';

export interface DocSection {
  id: string;
  title: string;
  body: ReactNode;
}

/** A section of its blocks in order: a string is a paragraph; anything else (a list, a table, a <p> with links) stands as it is. */
export function section(id: string, title: string, blocks: ReactNode[]): DocSection {
  return { id, title, body: blocks.map((b, i) => (typeof b === 'string' ? <p key={i}>{b}</p> : <Fragment key={i}>{b}</Fragment>)) };
}

/** A bulleted list (`ordered`: numbered) of its items. */
export function list(items: ReactNode[], { ordered = false, className }: { ordered?: boolean; className?: string } = {}) {
  const Tag = ordered ? 'ol' : 'ul';
  return (
    <Tag className={className}>
      {items.map((item, i) => (
        <li key={i}>{item}</li>
      ))}
    </Tag>
  );
}

/** A DocTable: caption, column headers, rows whose first cell heads the row. */
export const table = (caption: string, head: string[], rows: ReactNode[][]) => <DocTable caption={caption} head={head} rows={rows} />;

/** A policy text: heading, lead, a table of contents with anchors, numbered sections. */
export function PolicyDoc({ title, lead, sections, page }: { title: string; lead: ReactNode; sections: DocSection[]; page: string }) {
  return (
    <div className="mb-page mb-page--wide pl-page" data-page={page}>
      <PageHeading title={title} lead={lead} />
      <Toc block="pl-toc" title="목차" entries={sections.map((s) => ({ id: s.id, label: s.title }))} />
      {sections.map((s, i) => (
        <section key={s.id} aria-labelledby={s.id} className="pl-section">
          <h2 id={s.id} className="pl-h2" tabIndex={-1}>
            {i + 1}. {s.title}
          </h2>
          {s.body}
        </section>
      ))}
    </div>
  );
}

/** A simple table with a caption and column headers (the first cell of each row is its header). */
export function DocTable({ caption, head, rows }: { caption: string; head: string[]; rows: ReactNode[][] }) {
  return <HeadedTable frameClass="pl-table-wrap" tableClass="pl-table" caption={caption} head={head} rows={rows} />;
}
