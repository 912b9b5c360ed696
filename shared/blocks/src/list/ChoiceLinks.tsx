import { Link } from '@portal/router';
import './list.css';

export interface Choice {
  /** The value in the address ('' for 전체). */
  value: string;
  label: string;
  /** A count after the label: '주택임대차 (12)'. */
  count?: number;
  href: string;
}

/**
 * A list's filter tabs (categories with their counts) or its sort order, as links: the choice lives
 * in the address, works before any script has run, and the current one is aria-current (not a
 * second tab widget a screen reader would announce as one). `onChoose` runs before the navigation
 * (a list's `arm`, so its result count takes focus).
 */
export function ChoiceLinks({ label, choices, current, kind = 'tabs', onChoose, mark }: { label: string; choices: readonly Choice[]; current: string; kind?: 'tabs' | 'sort'; onChoose?(): void; mark?: string }) {
  return (
    <nav className={`ls-choices ls-choices--${kind}`} aria-label={label} {...(mark ? { [`data-${mark}`]: '' } : {})}>
      {kind === 'sort' ? (
        <span className="ls-choices__label" aria-hidden="true">
          {label}:
        </span>
      ) : null}
      <ul>
        {choices.map((c) => {
          const selected = c.value === current;
          return (
            <li key={c.value || 'ALL'}>
              <Link to={c.href} className={`ls-choice${selected ? ' is-current' : ''}`} aria-current={selected ? 'page' : undefined} onClick={onChoose} data-choice={c.value || 'ALL'}>
                {c.label}
                {c.count !== undefined ? <span className="ls-choice__count"> ({c.count.toLocaleString('ko-KR')})</span> : null}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
