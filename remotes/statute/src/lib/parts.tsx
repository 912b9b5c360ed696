import type { ReactNode } from 'react';
import { Link } from '@portal/router';
import { precedentHref } from '@portal/contracts/client';
import { PrintButton } from '@portal/ui/print';
import { RecordPage, type RecordGateProps } from '@portal/blocks/list';
import { ExternalLink, Facts, NotHerePage, TitledSection, type Fact, type NotHereProps, type SectionProps } from '@portal/ui';

export { ExternalLink };
import { subjectParticle } from './subject-particle';
import './statute.css';

/** The frame of every page of this area (`data-page` names it for tests and styles). */
export function StatutePage({ page, children }: { page: string; children: ReactNode }) {
  return (
    <div className="mb-page mb-page--wide st-page" data-page={page}>
      {children}
    </div>
  );
}

/** The page's one <h1>, its 인쇄 button beside it, an optional lead under it. */
export function Heading({ title, lead, print, id, children }: { title: ReactNode; lead?: ReactNode; print: string; id?: string; children?: ReactNode }) {
  return (
    <div className="st-head">
      <div className="st-head__row">
        <h1 className="mb-page__title st-head__title" id={id}>
          {title}
        </h1>
        <PrintButton what={print} />
      </div>
      {children}
      {lead ? <p className="mb-page__lead">{lead}</p> : null}
    </div>
  );
}

/** A thing the address names that is not here (unknown law, article, decision or case): what happened and the ways on. */
export function NotHere(props: NotHereProps & { page: string }) {
  return <NotHerePage frame={StatutePage} {...props} />;
}

/** '2026-09-01' → '2026. 9. 1.' (a date of the data, already in Korea time). */
export function dateLabel(date: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(date);
  return m ? `${Number(m[1])}. ${Number(m[2])}. ${Number(m[3])}.` : date;
}

export const withComma = (n: number) => n.toLocaleString('ko-KR');

/** 이전/다음 as a definition list in a nav landmark; a missing side says so. */
export function Neighbours({ label, prev, next, prevWord = '이전', nextWord = '다음', what }: { label: string; prev: { to: string; text: string } | null; next: { to: string; text: string } | null; prevWord?: string; nextWord?: string; what: string }) {
  const row = (word: string, x: { to: string; text: string } | null, rel: 'prev' | 'next') => (
    <div className="st-nav__row">
      <dt>
        {word} {what}
      </dt>
      <dd>
        {x ? (
          <Link to={x.to} rel={rel} data-neighbour={rel}>
            {x.text}
          </Link>
        ) : (
          <span className="st-muted">
            {word} {what}
            {subjectParticle(what)} 없습니다.
          </span>
        )}
      </dd>
    </div>
  );
  return (
    <nav className="st-nav pr-noprint" aria-label={label}>
      <dl>
        {row(prevWord, prev, 'prev')}
        {row(nextWord, next, 'next')}
      </dl>
    </nav>
  );
}

/** A titled section of a record page (h2). */
export const Section = (props: SectionProps) => <TitledSection block="st" {...props} />;


/** Decisions as links to their pages: "대법원 2019다12345 판결 (2020. 1. 1. 선고, 사건명)". */
export function PrecedentLinks({ items }: { items: readonly { caseNo: string; ref: string; decidedOn: string; caseName: string }[] }) {
  return (
    <ul className="st-links">
      {items.map((p) => (
        <li key={p.caseNo}>
          <Link to={precedentHref(p.caseNo)} data-precedent-link={p.caseNo}>
            {p.ref} 판결
          </Link>{' '}
          <span className="st-muted">
            ({dateLabel(p.decidedOn)} 선고, {p.caseName})
          </span>
        </li>
      ))}
    </ul>
  );
}

/** A record page of the area while its record loads (RecordPage in the area's frame). */
export function RecordGate<T>(props: RecordGateProps<T>) {
  return <RecordPage frame={StatutePage} {...props} />;
}

/** The head of a record page: the title (h1) with its badges (a plain one is a kind, not a topic) and its facts. */
export function RecordHead({ id, title, print, badges, facts }: { id: string; title: string; print: string; badges: readonly (readonly [text: ReactNode, plain?: boolean])[]; facts: readonly Fact[] }) {
  return (
    <>
      <Heading id={id} title={title} print={print}>
        <p className="st-badges">
          {badges.map(([text, plain], i) => (
            <span key={i} className={plain ? 'st-badge st-badge--plain' : 'st-badge'}>
              {text}
            </span>
          ))}
        </p>
      </Heading>
      <Facts className="st-meta" facts={facts} />
    </>
  );
}
