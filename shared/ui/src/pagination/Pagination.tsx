import type { ReactNode } from 'react';
import { Link } from '@portal/router';
import { pageCount, pageWindow } from './pages';

export interface PaginationProps {
  page: number;
  total: number;
  pageSize: number;
  /** Name of the navigation landmark, e.g. '사이버상담 목록 페이지'. */
  label: string;
  /** Links (kept in the address, so back and reload keep the page): the address of a page. */
  hrefFor?(page: number): string;
  /** Buttons instead of links: called with the chosen page. */
  onPage?(page: number): void;
  /** How many page numbers to show (default 5). */
  width?: number;
}

/**
 * KRDS pagination: a nav landmark with its own label, first/previous/next/last and page numbers; the
 * current page is aria-current="page" and not a link. With `hrefFor` every entry is a link, else a
 * button calling `onPage`. Nothing renders when everything fits on one page.
 */
export function Pagination({ page, total, pageSize, label, hrefFor, onPage, width = 5 }: PaginationProps) {
  const pages = pageCount(total, pageSize);
  if (pages <= 1) return null;
  const current = Math.min(Math.max(1, page), pages);
  const numbers = pageWindow(current, pages, width);

  const item = (target: number, content: ReactNode, opts: { name?: string; className?: string; disabled?: boolean } = {}) => {
    const cls = `pg-link ${opts.className ?? ''}`.trim();
    if (opts.disabled)
      return (
        <span className={`${cls} is-disabled`} aria-hidden="true">
          {content}
        </span>
      );
    if (hrefFor)
      return (
        <Link className={cls} to={hrefFor(target)} aria-label={opts.name}>
          {content}
        </Link>
      );
    return (
      <button type="button" className={cls} aria-label={opts.name} onClick={() => onPage?.(target)}>
        {content}
      </button>
    );
  };

  return (
    <nav className="pg" aria-label={label} data-pagination="">
      <ul className="pg-list">
        <li className="pg-edge">{item(1, '«', { name: '첫 페이지', className: 'pg-step', disabled: current === 1 })}</li>
        <li className="pg-edge">{item(current - 1, '‹ 이전', { name: '이전 페이지', className: 'pg-step', disabled: current === 1 })}</li>
        {numbers.map((n) => (
          <li key={n}>
            {n === current ? (
              <span className="pg-link is-current" aria-current="page">
                <span className="sr-only">현재 페이지 </span>
                {n}
              </span>
            ) : (
              item(n, n, { name: `${n} 페이지` })
            )}
          </li>
        ))}
        <li className="pg-edge">{item(current + 1, '다음 ›', { name: '다음 페이지', className: 'pg-step', disabled: current === pages })}</li>
        <li className="pg-edge">{item(pages, '»', { name: `마지막 페이지 (${pages})`, className: 'pg-step', disabled: current === pages })}</li>
      </ul>
      <p className="pg-status">
        {current} / {pages} 페이지
      </p>
    </nav>
  );
}
