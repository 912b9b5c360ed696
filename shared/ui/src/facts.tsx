import type { ReactNode } from 'react';

/** A term and its value; a falsy entry, or one whose value is empty, is left out (a fact the record does not have). */
export type Fact = readonly [term: ReactNode, value: ReactNode, mark?: string] | null | false | '' | undefined;

type Shown = readonly [term: ReactNode, value: ReactNode, mark?: string];
const present = (fact: Fact): fact is Shown => Array.isArray(fact) && fact[1] !== undefined && fact[1] !== null && fact[1] !== '';

/**
 * A record's facts as a description list (작성일, 조회수, 시행일 …); `mark` names a value for tests
 * (data-<mark>). With `empty`, a record with none of the facts says so instead.
 */
export function Facts({ facts, className, rowClassName, empty }: { facts: readonly Fact[]; className: string; rowClassName?: string; empty?: ReactNode }) {
  const shown = facts.filter(present);
  if (!shown.length && empty !== undefined) return <p className="fm-hint">{empty}</p>;
  return (
    <dl className={className}>
      {shown.map(([term, value, mark], i) => (
        <div key={i} className={rowClassName}>
          <dt>{term}</dt>
          <dd {...(mark ? { [`data-${mark}`]: '' } : {})}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Sentences as a bulleted list; with `empty`, no sentences say so instead. */
export function TextList({ items, className, empty = null }: { items: readonly string[]; className?: string; empty?: ReactNode }) {
  if (!items.length) return <>{empty}</>;
  return (
    <ul className={className}>
      {items.map((t) => (
        <li key={t}>{t}</li>
      ))}
    </ul>
  );
}
