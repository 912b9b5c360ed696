import { useEffect, useRef, useState, type FormEvent } from 'react';
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
  onSearch(keyword: string, scope: string): void;
}

/**
 * The search form of a list: an optional scope select, the keyword field and 검색. An empty keyword
 * is refused next to the field (the list stays as it is and focus stays in the field). The address
 * is the source of truth (back and reload keep the search): the fields follow it.
 */
export function SearchBox({ id, name, keyword, maxLength, hint, scopes, scope, onSearch }: SearchBoxProps) {
  const [text, setText] = useState(keyword);
  const [chosen, setChosen] = useState(scope ?? '');
  const [error, setError] = useState('');
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => setText(keyword), [keyword]);
  useEffect(() => setChosen(scope ?? ''), [scope]);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const word = text.trim();
    if (!word) {
      setError(EMPTY_SEARCH_MESSAGE);
      input.current?.focus();
      return;
    }
    setError('');
    onSearch(word.slice(0, maxLength), chosen);
  };
  const described = [`${id}-hint`, error ? `${id}-error` : ''].filter(Boolean).join(' ');

  return (
    <form className={`ls-search ${scopes ? 'ls-search--scoped' : ''}`.trim()} role="search" aria-label={`${name} 검색`} onSubmit={submit} noValidate data-search-form="">
      {scopes ? (
        <div className="fm-field ls-search__scope">
          <label className="fm-label" htmlFor={`${id}-scope`}>
            검색 범위
          </label>
          <select id={`${id}-scope`} className="fm-select" value={chosen} onChange={(e) => setChosen(e.target.value)}>
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
          className="fm-input"
          type="search"
          value={text}
          maxLength={maxLength}
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
