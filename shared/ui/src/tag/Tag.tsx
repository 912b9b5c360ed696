import type { ReactNode } from 'react';

export interface TagProps {
  children: ReactNode;
  /** A tag that can be taken off (a chosen filter): its × button calls this. */
  onRemove?(): void;
  /** What the × button says to a screen reader after the tag's text (default '삭제'). */
  removeLabel?: string;
  disabled?: boolean;
}

/**
 * KRDS tag: a short keyword, or a chosen filter with a × button that takes it off. A plain tag is text
 * (no role); the button is named '<tag> 삭제'. For a status use Badge, for a link a normal link.
 */
export function Tag({ children, onRemove, removeLabel = '삭제', disabled }: TagProps) {
  return (
    <span className={`kr-tag${onRemove ? ' kr-tag--removable' : ''}`}>
      <span className="kr-tag__text">{children}</span>
      {onRemove ? (
        <button type="button" className="kr-tag__remove" onClick={onRemove} disabled={disabled}>
          <span aria-hidden="true">×</span>
          <span className="sr-only">
            {children} {removeLabel}
          </span>
        </button>
      ) : null}
    </span>
  );
}

/** Tags as a list (`label` names it for screen readers, e.g. '고른 조건'). */
export function TagList({ label, children }: { label: string; children: ReactNode[] }) {
  return (
    <ul className="kr-tags" aria-label={label}>
      {children.map((c, i) => (
        <li key={i}>{c}</li>
      ))}
    </ul>
  );
}
