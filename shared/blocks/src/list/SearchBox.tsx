import { useEffect, useRef, useState, type CSSProperties, type FormEvent } from 'react';
import { EMPTY_SEARCH_MESSAGE } from '@portal/contracts/client';
import { Button } from '@portal/ui/form';
// imported by the modules that use its classes (a barrel's own imports are skipped by tree shaking), after the form styles they adjust
import './list.css';

export interface SearchScope {
  value: string;
  label: string;
}

export interface SearchBoxProps {
  /** The keyword field's id (the scope select is `${id}-scope`). */
  id: string;
  /** What is searched, for the form's name: '자주 묻는 질문' → '자주 묻는 질문 검색'. */
  name: string;
  keyword: string;
  /** The contract's max length of the keyword (the field stops there, the hint says it). */
  maxLength: number;
  /** Text before '{maxLength}자까지 입력할 수 있습니다.': '질문과 답변에서 찾습니다(예: 보증금).' */
  hint: string;
  /** An optional 검색 범위 select (search type or category) and its value. */
  scopes?: SearchScope[];
  scope?: string;
  /** The select's label (default '검색 범위'; '상담 분야' when it picks a field). */
  scopeLabel?: string;
  /** The select's column on a wide screen (default 160px). */
  scopeWidth?: string;
  /** An example in the empty keyword field. */
  placeholder?: string;
  /** A search by the scope alone: an empty keyword is not refused (the select is a filter). */
  keywordOptional?: boolean;
  /**
   * The address parameters of the fields ({ keyword: 'keyword', scope: 'category' }) and the other
   * parameters the address keeps: with them the form also works as a plain GET form, before any
   * script has run (a server-rendered list).
   */
  params?: { keyword: string; scope?: string; keep?: Record<string, string> };
  onSearch(keyword: string, scope: string): void;
}

/**
 * The search form of a list: an optional scope select, the keyword field and 검색. An empty keyword
 * (unless `keywordOptional`) is refused next to the field (the list stays as it is and focus stays in the field). The address
 * is the source of truth (back and reload keep the search): the fields follow it.
 */
export function SearchBox({ id, name, keyword, maxLength, hint, scopes, scope, scopeLabel = '검색 범위', scopeWidth, placeholder, keywordOptional, params, onSearch }: SearchBoxProps) {
  const [text, setText] = useState(keyword);
  const [chosen, setChosen] = useState(scope ?? '');
  const [error, setError] = useState('');
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => setText(keyword), [keyword]);
  // typed into the server-rendered field before the page hydrated: keep it (React keeps the DOM's value but not its state)
  useEffect(() => {
    const typed = input.current?.value;
    if (typed !== undefined && typed !== keyword) setText(typed);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on the mount that adopts the server's markup
  }, []);
  useEffect(() => setChosen(scope ?? ''), [scope]);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const word = text.trim();
    if (!word && !keywordOptional) {
      setError(EMPTY_SEARCH_MESSAGE);
      input.current?.focus();
      return;
    }
    setError('');
    onSearch(word.slice(0, maxLength), chosen);
  };
  const described = [`${id}-hint`, error ? `${id}-error` : ''].filter(Boolean).join(' ');

  return (
    <form
      className={['ls-search', scopes ? 'ls-search--scoped' : '', keywordOptional ? 'ls-search--filter' : ''].filter(Boolean).join(' ')}
      style={scopeWidth ? ({ '--ls-scope-width': scopeWidth } as CSSProperties) : undefined}
      role="search"
      aria-label={`${name} 검색`}
      onSubmit={submit}
      method="get"
      noValidate
      data-search-form=""
    >
      {Object.entries(params?.keep ?? {}).map(([key, value]) => (
        <input key={key} type="hidden" name={key} value={value} />
      ))}
      {scopes ? (
        <div className="fm-field ls-search__scope">
          <label className="fm-label" htmlFor={`${id}-scope`}>
            {scopeLabel}
          </label>
          <select id={`${id}-scope`} name={params?.scope} className="fm-select" value={chosen} onChange={(e) => setChosen(e.target.value)}>
            {scopes.map((s) => (
              <option key={s.value} value={s.value}>
                {s.label}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      <div className="fm-field ls-search__keyword">
        <label className="fm-label" htmlFor={id}>
          검색어
        </label>
        <input
          id={id}
          ref={input}
          name={params?.keyword}
          className="fm-input"
          type="search"
          value={text}
          maxLength={maxLength}
          placeholder={placeholder}
          onChange={(e) => {
            setText(e.target.value);
            if (error && e.target.value.trim()) setError('');
          }}
          aria-invalid={error ? true : undefined}
          aria-describedby={described}
        />
        {error ? (
          <p className="fm-error" id={`${id}-error`} role="alert" data-search-error="">
            {error}
          </p>
        ) : null}
      </div>
      <Button type="submit" className="ls-search__button">
        검색
      </Button>
      <p className="fm-hint ls-search__hint" id={`${id}-hint`}>
        {hint} {maxLength}자까지 입력할 수 있습니다.
      </p>
    </form>
  );
}
