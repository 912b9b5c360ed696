import type { ComponentProps, ReactNode } from 'react';
import { Link } from '@portal/router';
import { precedentHref } from '@portal/contracts/client';
import { dateLabel } from '@portal/ui/format';
import { PrintButton } from '@portal/ui/print';
import { RecordPage, type RecordGateProps } from '@portal/blocks/list';
import { ExternalLink, Facts, Neighbours as NeighboursNav, NotHerePage, TitledSection, type Fact, type NotHereProps, type SectionProps } from '@portal/ui';

export { dateLabel, ExternalLink };
export { withComma } from '@portal/ui/format';
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

/** 이전/다음 as a definition list in a nav landmark (not printed); a missing side says so. */
export function Neighbours(props: Omit<ComponentProps<typeof NeighboursNav>, 'block' | 'className'>) {
  return <NeighboursNav block="st" className="pr-noprint" {...props} />;
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
