import type { ReactNode } from 'react';
import { Link } from '@portal/router';
import { PageHeading } from '@portal/ui/form';
import type { Guide } from './guides';
import './plt.css';

/** A platform page of the default layout: its one h1, its lead and its sections. */
export function PltPage({ page, title, lead, children }: { page: string; title: string; lead: ReactNode; children: ReactNode }) {
  return (
    <div className="mb-page mb-page--wide pt-page" data-page={page}>
      <PageHeading title={title} lead={lead} />
      {children}
    </div>
  );
}

/** A section with its h2, labelled by it. */
export function Section({ id, title, children, className }: { id: string; title: ReactNode; children: ReactNode; className?: string }) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className={className}>
      <h2 id={`${id}-title`} className="pt-h2">
        {title}
      </h2>
      {children}
    </section>
  );
}

/**
 * A guide's steps, its note and its links. `newWindow`: the links open in a new window (the popup
 * keeps its own window for the guide).
 */
export function GuideBody({ guide, newWindow = false }: { guide: Guide; newWindow?: boolean }) {
  return (
    <>
      <p className="pt-guide__summary">{guide.summary}</p>
      <ol className="pt-steps" aria-label={`${guide.title} 순서`}>
        {guide.steps.map((s) => (
          <li key={s.title}>
            <p className="pt-steps__title">{s.title}</p>
            <p className="pt-steps__body">{s.body}</p>
          </li>
        ))}
      </ol>
      {guide.note ? <p className="pt-note">{guide.note}</p> : null}
      <p className="pt-links">
        <span className="pt-links__label">바로 가기</span>
        {guide.links.map((l) =>
          newWindow ? (
            <Link key={l.to} to={l.to} className="btn btn-secondary" target="_blank" rel="noopener">
              {l.label}
              <span className="sr-only">(새 창으로 열림)</span>
            </Link>
          ) : (
            <Link key={l.to} to={l.to} className="btn btn-secondary">
              {l.label}
            </Link>
          ),
        )}
      </p>
    </>
  );
}
