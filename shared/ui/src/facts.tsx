import type { ReactNode } from 'react';

/** A term and its value; a falsy entry is left out (a fact the record does not have). */
export type Fact = readonly [term: ReactNode, value: ReactNode, mark?: string] | null | false | '' | undefined;

/** A record's facts as a description list (작성일, 조회수, 시행일 …); `mark` names a value for tests (data-<mark>). */
export function Facts({ facts, className }: { facts: readonly Fact[]; className: string }) {
  return (
    <dl className={className}>
      {facts.map((fact, i) =>
        fact ? (
          <div key={i}>
            <dt>{fact[0]}</dt>
            <dd {...(fact[2] ? { [`data-${fact[2]}`]: '' } : {})}>{fact[1]}</dd>
          </div>
        ) : null,
      )}
    </dl>
  );
}
