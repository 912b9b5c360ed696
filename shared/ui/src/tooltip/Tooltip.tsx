import { cloneElement, useEffect, useLayoutEffect, useRef, useState, type ReactElement, type ReactNode } from 'react';

export interface TooltipProps {
  /** The tooltip's id (the trigger's aria-describedby names it). */
  id: string;
  /** The short text shown; a description only, never the only place of something needed to go on. */
  content: ReactNode;
  /** The one focusable trigger (a button or a link); it gets aria-describedby. */
  children: ReactElement<{ 'aria-describedby'?: string }>;
  /** Where the bubble opens (default below). */
  placement?: 'top' | 'bottom';
}

/**
 * WAI-ARIA APG tooltip: shown while the trigger is hovered or focused, and while the pointer is on the
 * bubble itself (WCAG 1.4.13); Escape hides it without moving the focus. The bubble (role="tooltip")
 * stays in the page while hidden, so aria-describedby always names it.
 */
export function Tooltip({ id, content, children, placement = 'bottom' }: TooltipProps) {
  const [hover, setHover] = useState(false);
  const [focus, setFocus] = useState(false);
  const [dismissed, setDismissed] = useState(false);
  const open = (hover || focus) && !dismissed;
  const leave = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') setDismissed(true);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);
  useEffect(() => () => clearTimeout(leave.current), []);
  // the bubble opens at its trigger's left edge; near the right edge of a phone it moves left so that all of it
  // stays on the screen (16 px from either edge), never clipped (WCAG 1.4.10)
  const bubble = useRef<HTMLSpanElement>(null);
  useLayoutEffect(() => {
    const el = bubble.current;
    if (!open || !el) return;
    el.style.left = '0px';
    const { left, right } = el.getBoundingClientRect();
    const edge = document.documentElement.clientWidth - 16;
    el.style.left = `${Math.max(Math.min(0, edge - right), 16 - left)}px`;
  }, [open]);
  const described = [children.props['aria-describedby'], id].filter(Boolean).join(' ');
  return (
    <span
      className="kr-tooltip"
      data-tooltip-open={open ? 'true' : 'false'}
      onMouseEnter={() => {
        clearTimeout(leave.current);
        setDismissed(false);
        setHover(true);
      }}
      onMouseLeave={() => {
        // a short grace so the pointer can move onto the bubble
        leave.current = setTimeout(() => setHover(false), 150);
      }}
      onFocus={() => {
        setDismissed(false);
        setFocus(true);
      }}
      onBlur={() => setFocus(false)}
    >
      {cloneElement(children, { 'aria-describedby': described })}
      <span ref={bubble} role="tooltip" id={id} className={`kr-tooltip__bubble kr-tooltip__bubble--${placement}`} hidden={!open}>
        {content}
      </span>
    </span>
  );
}

/** A round ? button for a tooltip next to a label; `label` is what a screen reader calls it (e.g. '소득 기준 설명'). */
export function HelpButton({ label, ...rest }: { label: string; 'aria-describedby'?: string }) {
  return (
    <button type="button" className="kr-help" aria-label={label} {...rest}>
      <span aria-hidden="true">?</span>
    </button>
  );
}
