import type { FormEvent } from 'react';

export interface SearchBoxProps {
  /** The field's id (its error is `${id}-error`). */
  id: string;
  /** The field's label (read by screen readers, hidden on screen). */
  label: string;
  value: string;
  onValue: (value: string) => void;
  onSubmit: (e: FormEvent<HTMLFormElement>) => void;
  /** Where the form goes before the scripts have loaded (GET, the query as `name`). */
  action?: string;
  name?: string;
  placeholder?: string;
  /** The message under the field (empty query, too long); tied by aria-describedby. */
  error?: string;
  /** Names the search landmark when a page has more than one. */
  landmarkLabel?: string;
}

/**
 * The search box of the main page: a search landmark with a labelled search field and a submit button;
 * it works as a plain GET form until the scripts run. An error shows under the field as an alert.
 */
export function SearchBox({ id, label, value, onValue, onSubmit, action, name, placeholder, error, landmarkLabel }: SearchBoxProps) {
  const errorId = `${id}-error`;
  return (
    <form className="mp-search" role="search" aria-label={landmarkLabel} action={action} method="get" onSubmit={onSubmit} noValidate>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <input
        id={id}
        name={name}
        type="search"
        value={value}
        onChange={(e) => onValue(e.target.value)}
        placeholder={placeholder}
        aria-describedby={error ? errorId : undefined}
        aria-invalid={error ? true : undefined}
      />
      <button type="submit" className="btn btn-primary mp-search__btn">
        검색
      </button>
      {error ? (
        <p id={errorId} className="field-error" role="alert">
          {error}
        </p>
      ) : null}
    </form>
  );
}
