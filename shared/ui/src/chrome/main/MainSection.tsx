import type { ReactNode } from 'react';

/** A band of the main page: its heading (h2, naming the section) and one line on it, then its content. */
export function MainSection({ id, title, text, className = 'mp-section', children }: { id: string; title: string; text?: string; className?: string; children: ReactNode }) {
  return (
    <section className={className} aria-labelledby={id}>
      <div className="mp-section__head">
        <h2 id={id} className="mp-section__title">
          {title}
        </h2>
        {text ? <p className="mp-section__text">{text}</p> : null}
      </div>
      {children}
    </section>
  );
}

/** A card of the main page (공지사항, 도움이 필요하신가요?): the heading, an optional 더보기 link, the body. */
export function MainCard({ id, title, className, more, busy, children }: { id: string; title: string; className: string; more?: ReactNode; busy?: boolean; children: ReactNode }) {
  const heading = (
    <h2 id={id} className="mp-card__title">
      {title}
    </h2>
  );
  return (
    <section className={`mp-card ${className}`} aria-labelledby={id} aria-busy={busy}>
      {more ? (
        <div className="mp-card__head">
          {heading}
          {more}
        </div>
      ) : (
        heading
      )}
      {children}
    </section>
  );
}
