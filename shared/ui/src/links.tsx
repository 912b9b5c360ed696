import type { ComponentType, ReactNode } from 'react';
import { Link } from '@portal/router';
import { subjectParticle } from '@portal/contracts/client';

/**
 * A link that leaves the portal: opens in a new window and says so (a visible mark, and in words for
 * a screen reader). `className` replaces the default look (e.g. a button).
 */
export function ExternalLink({ href, children, what, className }: { href: string; children: ReactNode; what?: string; className?: string }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={className ? `ui-ext ${className}` : 'ui-ext'} data-external="">
      {children}
      <span className="sr-only"> ({what ? `${what}, ` : ''}새 창, 법률구조 플랫폼 밖)</span>
      <span className="ui-ext__mark" aria-hidden="true">
        ↗
      </span>
    </a>
  );
}

/** An area's page wrapper (its `mb-page … <area>-page` div), marked data-page={page}. */
export type AreaFrame = ComponentType<{ page: string; children: ReactNode }>;

export interface NotHereProps {
  title: string;
  children: ReactNode;
  ways: readonly { to: string; label: string }[];
}

/** A thing the address names that is not here (unknown record, code or page of a list): what happened and the ways on. */
export function NotHereBlock({ title, children, ways }: NotHereProps) {
  return (
    <div className="ui-missing" data-not-found="">
      <h1 className="mb-page__title">{title}</h1>
      <div className="ui-missing__text">{children}</div>
      <ul className="ui-missing__ways">
        {ways.map((w) => (
          <li key={w.to}>
            <Link to={w.to}>{w.label}</Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** NotHereBlock as the whole page: in the area's `frame`, marked `page`. */
export function NotHerePage({ frame: Frame, page, ...block }: NotHereProps & { frame: AreaFrame; page: string }) {
  return (
    <Frame page={page}>
      <NotHereBlock {...block} />
    </Frame>
  );
}

/** The record on one side of this one: where it is and what its link says. */
export interface Neighbour {
  to: string;
  text: string;
}

/**
 * 이전/다음 (or `prevWord`/`nextWord`) of a record as a definition list in a nav landmark, in the
 * classes of an area's stylesheet (`block`: `<block>-nav`, `<block>-nav__row`, `<block>-muted`);
 * `className` adds to the nav's. Links are rel=prev/next, marked data-neighbour; a missing side
 * says so ("이전 글이 없습니다.").
 */
export function Neighbours({
  block,
  label,
  what,
  prev,
  next,
  prevWord = '이전',
  nextWord = '다음',
  className,
}: {
  block: string;
  label: string;
  what: string;
  prev: Neighbour | null;
  next: Neighbour | null;
  prevWord?: string;
  nextWord?: string;
  className?: string;
}) {
  const row = (word: string, x: Neighbour | null, rel: 'prev' | 'next') => (
    <div className={`${block}-nav__row`}>
      <dt>
        {word} {what}
      </dt>
      <dd>
        {x ? (
          <Link to={x.to} rel={rel} data-neighbour={rel}>
            {x.text}
          </Link>
        ) : (
          <span className={`${block}-muted`}>
            {word} {what}
            {subjectParticle(what)} 없습니다.
          </span>
        )}
      </dd>
    </div>
  );
  return (
    <nav className={className ? `${block}-nav ${className}` : `${block}-nav`} aria-label={label}>
      <dl>
        {row(prevWord, prev, 'prev')}
        {row(nextWord, next, 'next')}
      </dl>
    </nav>
  );
}
