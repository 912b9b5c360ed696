import type { ReactNode } from 'react';
import { PageHeading } from '@portal/ui/form';
import './policy.css';

export interface DocSection {
  id: string;
  title: string;
  body: ReactNode;
}

/** A policy text: heading, lead, a table of contents with anchors, numbered sections. */
export function PolicyDoc({ title, lead, sections, page }: { title: string; lead: ReactNode; sections: DocSection[]; page: string }) {
  return (
    <div className="mb-page mb-page--wide pl-page" data-page={page}>
      <PageHeading title={title} lead={lead} />
      <nav className="pl-toc" aria-label="목차">
        <h2 className="pl-toc__title">목차</h2>
        <ol>
          {sections.map((s) => (
            <li key={s.id}>
              <a href={`#${s.id}`}>{s.title}</a>
            </li>
          ))}
        </ol>
      </nav>
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
  return (
    <div className="pl-table-wrap">
      <table className="pl-table">
        <caption>{caption}</caption>
        <thead>
          <tr>
            {head.map((h) => (
              <th key={h} scope="col">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map(([first, ...rest], i) => (
            <tr key={i}>
              <th scope="row">{first}</th>
              {rest.map((c, j) => (
                <td key={j}>{c}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
