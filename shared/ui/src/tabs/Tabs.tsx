import { useRef, useState, type KeyboardEvent, type ReactNode } from 'react';

export interface TabItem {
  /** Unique in the tab list: the tab's id is `${id}-tab-${item.id}`, its panel's `${id}-panel-${item.id}`. */
  id: string;
  label: ReactNode;
  panel: ReactNode;
  disabled?: boolean;
}

export interface TabsProps {
  /** Prefix of the ids inside. */
  id: string;
  /** The tab list's name (aria-label), e.g. '상담 방법'. */
  label: string;
  items: readonly TabItem[];
  /** The selected tab's id (controlled); without it the first enabled tab starts selected. */
  selected?: string;
  onSelect?(id: string): void;
}

/**
 * Where a key moves the focus in a tab list of `count` tabs from `index` (disabled tabs skipped, the
 * ends wrap around), or null when the key is not the tab list's: ArrowLeft/ArrowRight, Home, End.
 */
export function nextTabIndex(index: number, key: string, disabled: readonly boolean[]): number | null {
  const count = disabled.length;
  const enabled = (i: number) => !disabled[i];
  const walk = (from: number, step: 1 | -1) => {
    for (let n = 1; n <= count; n++) {
      const i = (from + step * n + count * n) % count;
      if (enabled(i)) return i;
    }
    return index;
  };
  if (key === 'ArrowRight') return walk(index, 1);
  if (key === 'ArrowLeft') return walk(index, -1);
  if (key === 'Home') return walk(count - 1, 1);
  if (key === 'End') return walk(0, -1);
  return null;
}

/**
 * WAI-ARIA APG tabs with automatic activation: one tab stop (roving tabindex), ArrowLeft/ArrowRight
 * move and select, Home/End the first and last; each panel is a focusable tabpanel named by its tab.
 * For filters that change the address (목록의 분류), use links with aria-current instead.
 */
export function Tabs({ id, label, items, selected, onSelect }: TabsProps) {
  const [own, setOwn] = useState(() => items.find((t) => !t.disabled)?.id ?? '');
  const current = selected ?? own;
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const select = (tab: string) => {
    setOwn(tab);
    onSelect?.(tab);
  };
  const onKeyDown = (e: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const next = nextTabIndex(
      index,
      e.key,
      items.map((t) => Boolean(t.disabled)),
    );
    if (next === null) return;
    e.preventDefault();
    refs.current[next]?.focus();
    select(items[next]!.id);
  };
  return (
    <div className="kr-tabs" data-tabs={id}>
      <div className="fm-tabs" role="tablist" aria-label={label}>
        {items.map((t, i) => {
          const on = t.id === current;
          return (
            <button
              key={t.id}
              ref={(el) => {
                refs.current[i] = el;
              }}
              type="button"
              role="tab"
              className="fm-tab"
              id={`${id}-tab-${t.id}`}
              aria-selected={on}
              aria-controls={`${id}-panel-${t.id}`}
              tabIndex={on ? 0 : -1}
              disabled={t.disabled}
              onClick={() => select(t.id)}
              onKeyDown={(e) => onKeyDown(e, i)}
            >
              {t.label}
            </button>
          );
        })}
      </div>
      {items.map((t) => (
        <div key={t.id} className="kr-tabs__panel" role="tabpanel" id={`${id}-panel-${t.id}`} aria-labelledby={`${id}-tab-${t.id}`} tabIndex={0} hidden={t.id !== current}>
          {t.panel}
        </div>
      ))}
    </div>
  );
}
