import { useEffect, useRef, useState, type FormEvent } from 'react';
import { CENTER_KEYWORD_MAX, EMPTY_SEARCH_MESSAGE } from '@portal/contracts/client';
import { Button } from '@portal/ui/form';

export interface SearchScope {
  value: string;
  label: string;
}

/**
 * The search form of the board lists: an optional scope select, the keyword field and 검색. An empty
 * keyword is refused next to the field (the list stays as it is and focus stays in the field).
 */
export function SearchBox({
  id,
  name,
  keyword,
  scope,
  scopes,
  hint,
  onSearch,
}: {
  id: string;
  /** What is searched, for the form's name: '자주 묻는 질문'. */
  name: string;
  keyword: string;
  scope?: string;
  scopes?: SearchScope[];
  hint: string;
  onSearch(keyword: string, scope: string): void;
}) {
  const [text, setText] = useState(keyword);
  const [chosen, setChosen] = useState(scope ?? '');
  const [error, setError] = useState('');
  const input = useRef<HTMLInputElement>(null);
  // the address is the source of truth (back and reload keep the search): the fields follow it
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
    onSearch(word.slice(0, CENTER_KEYWORD_MAX), chosen);
  };
  const described = [`${id}-hint`, error ? `${id}-error` : ''].filter(Boolean).join(' ');

  return (
    <form className={`ct-search ${scopes ? 'ct-search--scoped' : ''}`.trim()} role="search" aria-label={`${name} 검색`} onSubmit={submit} noValidate data-search-form="">
      {scopes ? (
        <div className="fm-field ct-search__scope">
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
      <div className="fm-field ct-search__keyword">
        <label className="fm-label" htmlFor={id}>
          검색어
        </label>
        <input
          id={id}
          ref={input}
          className="fm-input"
          type="search"
          value={text}
          maxLength={CENTER_KEYWORD_MAX}
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
      <Button type="submit" className="ct-search__button">
        검색
      </Button>
      <p className="fm-hint ct-search__hint" id={`${id}-hint`}>
        {hint} {CENTER_KEYWORD_MAX}자까지 입력할 수 있습니다.
      </p>
    </form>
  );
}
