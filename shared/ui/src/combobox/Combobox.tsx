import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { FieldMessages } from '../form/fields';
import { exactOption, matchOptions, type ComboOption } from './filter';
import './combobox.css';

export interface ComboboxProps<O extends ComboOption> {
  /** The input's id (the error summary links here); the list is `${id}-listbox`. */
  id: string;
  label: ReactNode;
  options: readonly O[];
  /** The chosen option's value, '' while nothing is chosen. */
  value: string;
  onValue(value: string, option: O | undefined): void;
  hint?: ReactNode;
  error?: string;
  required?: boolean;
  optional?: boolean;
  placeholder?: string;
  /** Most options shown at once (default 50); the count line says when there are more. */
  limit?: number;
  /** What the options are, for the count line ('기관' → '기관 3건이 있습니다'). */
  noun?: string;
  name?: string;
}

const ids = (...list: (string | false | undefined)[]) => list.filter(Boolean).join(' ') || undefined;

/**
 * An editable combo box with list autocomplete (WAI-ARIA 1.2 combobox pattern): the input is the
 * `combobox`, the popup a `listbox`; focus stays in the input and the active option is named by
 * `aria-activedescendant`. ↓/↑ open the list and move through it (wrapping), Alt+↓ opens without
 * moving, Enter chooses the active option, Escape closes the list (a second Escape clears the text),
 * Tab leaves without choosing. Typing filters the options (also by 초성) and clears the choice until an
 * option is chosen again; a typed text that is exactly an option's label chooses it on leaving. The
 * number of matches is read out politely.
 */
export function Combobox<O extends ComboOption>({ id, label, options, value, onValue, hint, error, required, optional, placeholder, limit = 50, noun = '항목', name }: ComboboxProps<O>) {
  const chosen = options.find((o) => o.value === value);
  const [text, setText] = useState(chosen?.label ?? '');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [typed, setTyped] = useState(false);
  const listRef = useRef<HTMLUListElement>(null);
  const base = useId().replace(/:/g, '');
  const listId = `${id}-listbox`;
  const optionId = (i: number) => `${base}-opt-${i}`;

  // a value set from outside (a reset, a restored draft) shows its label
  useEffect(() => {
    if (chosen) setText(chosen.label);
    else if (value === '' && !typed) setText('');
    // eslint-disable-next-line react-hooks/exhaustive-deps -- follows the value only
  }, [value]);

  const all = useMemo(() => matchOptions(options, typed ? text : '', Number.MAX_SAFE_INTEGER), [options, text, typed]);
  const shown = all.slice(0, limit);

  useEffect(() => {
    if (!open || active < 0) return;
    document.getElementById(optionId(active))?.scrollIntoView({ block: 'nearest' });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- optionId is stable for this render's base
  }, [active, open]);

  const choose = (o: O | undefined) => {
    if (o) {
      setText(o.label);
      onValue(o.value, o);
    }
    setTyped(false);
    setOpen(false);
    setActive(-1);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    const n = shown.length;
    switch (e.key) {
      case 'ArrowDown':
        e.preventDefault();
        if (!open) {
          setOpen(true);
          setActive(e.altKey || !n ? -1 : Math.max(0, shown.findIndex((o) => o.value === value)));
        } else if (n) setActive((a) => (a + 1) % n);
        break;
      case 'ArrowUp':
        e.preventDefault();
        if (!open) {
          setOpen(true);
          setActive(n ? n - 1 : -1);
        } else if (n) setActive((a) => (a <= 0 ? n - 1 : a - 1));
        break;
      case 'Enter':
        if (open && active >= 0 && shown[active]) {
          e.preventDefault();
          choose(shown[active]);
        }
        break;
      case 'Escape':
        if (open) {
          e.preventDefault();
          setOpen(false);
          setActive(-1);
        } else if (text) {
          e.preventDefault();
          setText('');
          setTyped(true);
          if (value) onValue('', undefined);
        }
        break;
      case 'Tab':
        setOpen(false);
        setActive(-1);
        break;
      default:
    }
  };

  const onBlur = () => {
    setOpen(false);
    setActive(-1);
    if (typed && !value) {
      const exact = exactOption(options, text);
      if (exact) choose(exact);
    }
  };

  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const countText = !open ? '' : all.length === 0 ? `맞는 ${noun}이(가) 없습니다.` : all.length > shown.length ? `${noun} ${all.length}건 중 ${shown.length}건을 보여 드립니다. 더 입력해 좁혀 주세요.` : `${noun} ${all.length}건이 있습니다. 위아래 화살표로 고르고 Enter로 선택합니다.`;

  return (
    <div className="fm-field cb-field">
      <label className="fm-label" htmlFor={id}>
        {label}
        {required ? <span className="fm-req">(필수)</span> : optional ? <span className="fm-opt">(선택)</span> : null}
      </label>
      <div className="cb-wrap">
        <input
          id={id}
          name={name}
          type="text"
          role="combobox"
          className="fm-input cb-input"
          value={text}
          placeholder={placeholder}
          autoComplete="off"
          aria-autocomplete="list"
          aria-expanded={open}
          aria-controls={listId}
          aria-activedescendant={open && active >= 0 ? optionId(active) : undefined}
          aria-invalid={error ? true : undefined}
          aria-required={required || undefined}
          aria-describedby={ids(hintId, errorId)}
          onChange={(e) => {
            setText(e.target.value);
            setTyped(true);
            setOpen(true);
            setActive(-1);
            if (value) onValue('', undefined);
          }}
          onKeyDown={onKeyDown}
          onClick={() => setOpen(true)}
          onBlur={onBlur}
        />
        <button
          type="button"
          className="cb-toggle"
          tabIndex={-1}
          aria-label="목록 열기"
          aria-controls={listId}
          aria-expanded={open}
          onMouseDown={(e) => e.preventDefault()}
          onClick={() => {
            setOpen((o) => !o);
            document.getElementById(id)?.focus();
          }}
        >
          <span aria-hidden="true" className="cb-caret" />
        </button>
        <ul id={listId} role="listbox" aria-label={typeof label === 'string' ? `${label} 목록` : '선택 목록'} className="cb-list" hidden={!open || shown.length === 0} ref={listRef}>
          {shown.map((o, i) => (
            <li
              key={o.value}
              id={optionId(i)}
              role="option"
              aria-selected={i === active}
              className={`cb-option${i === active ? ' is-active' : ''}${o.value === value ? ' is-chosen' : ''}`}
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => choose(o)}
              onMouseMove={() => setActive(i)}
            >
              <span className="cb-option__label">{o.label}</span>
              {o.description ? <span className="cb-option__desc">{o.description}</span> : null}
            </li>
          ))}
        </ul>
      </div>
      <p className="sr-only" aria-live="polite" aria-atomic="true">
        {countText}
      </p>
      <FieldMessages id={id} hint={hint} error={error} />
    </div>
  );
}
