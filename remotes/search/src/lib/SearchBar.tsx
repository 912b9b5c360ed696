import { useEffect, useRef, useState, type FocusEvent, type FormEvent, type KeyboardEvent } from 'react';
import { Link, useNavigate } from '@portal/router';
import { Tag, TagList } from '@portal/ui';
import { SEARCH_KIND_LABELS, SEARCH_QUERY_MAX, searchHref, type SuggestList } from '@portal/contracts/client';
import { searchCount } from '../api/searchCount';
import { searchSuggest } from '../api/searchSuggest';
import { queryProblem, withinQuery } from './address';
import { addRecent, readRecent, removeRecent, clearRecent } from './recent';

type Suggestion = SuggestList['items'][number];

export interface SearchBarProps {
  /** Where a search goes: the page's own path. */
  path: string;
  /** The query of the address. */
  q: string;
  /** Address parameters a new search keeps (the page size, basicresult's kinds). */
  keep?: Record<string, string>;
  /** The server's Korean message about this query (its 400), shown by the field. */
  error?: string | null;
  /** The query was searched: it joins the recent searches on this device. */
  searched?: boolean;
  /** Offer 결과 내 재검색 (when there are results to search within). */
  within?: boolean;
  /** Called before a navigation the visitor asked for (the result count takes focus once loaded). */
  onSearch?(): void;
}

const ID = 'search-q';
const LIST = `${ID}-list`;
const DEBOUNCE_MS = 200;

function useDebounced<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const t = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(t);
  }, [value, ms]);
  return settled;
}

/**
 * The search bar of every result page: a GET form (`?q=`, works before any script), autocomplete as
 * an ARIA 1.2 combobox (list autocomplete, arrow keys, Enter, Escape; 초성 such as ㅇㅊㄱ is matched by
 * the server), the count of suggestions announced politely, and the recent searches of this device
 * when the field is focused and empty (each deletable, and all at once). A refused query keeps its
 * text and shows the message by the field.
 */
export function SearchBar({ path, q, keep = {}, error, searched, within: offerWithin, onSearch }: SearchBarProps) {
  const navigate = useNavigate();
  const input = useRef<HTMLInputElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const [text, setText] = useState(q);
  const [problem, setProblem] = useState<string | null>(null);
  const [within, setWithin] = useState(false);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [focused, setFocused] = useState(false);
  const [showRecent, setShowRecent] = useState(false);
  const [recent, setRecent] = useState<string[]>([]);
  const [shown, setShown] = useState<{ for: string; items: Suggestion[] }>({ for: '', items: [] });

  useEffect(() => {
    setText(q);
    setProblem(null);
    setWithin(false);
  }, [q]);
  // typed into the server-rendered field before the page hydrated: keep it
  useEffect(() => {
    const typed = input.current?.value;
    if (typed !== undefined && typed !== q) setText(typed);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on the mount that adopts the server's markup
  }, []);
  useEffect(() => {
    if (searched && q) setRecent(addRecent(q));
  }, [searched, q]);

  const typed = text.replace(/\s+/g, ' ').trim();
  const asked = useDebounced(typed, DEBOUNCE_MS);
  const suggest = searchSuggest.use({ query: { q: asked } }, { enabled: open && asked.length > 0 && asked.length <= SEARCH_QUERY_MAX });
  useEffect(() => {
    if (suggest.data) setShown({ for: asked, items: suggest.data.items });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the answer belongs to the text it was asked for
  }, [suggest.data]);
  // only the suggestions of the text in the field (an answer for an earlier text is never offered)
  const items = open && typed && shown.for === typed ? shown.items : [];
  const expanded = items.length > 0;
  const recentShown = focused && showRecent && !text && !expanded;
  const message = problem ?? (text === q ? error : null) ?? null;

  // the visitor's own search: the one thing 인기 검색어 counts (page loads, server renders and prefetches never)
  const go = (next: string) => {
    setOpen(false);
    setProblem(null);
    setRecent(addRecent(next));
    searchCount(next);
    onSearch?.();
    navigate(searchHref(path, next, keep));
  };
  const choose = (item: Suggestion) => {
    if (item.url) {
      setOpen(false);
      setRecent(addRecent(item.text));
      navigate(item.url);
    } else go(item.text);
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const refused = queryProblem(text);
    if (refused) {
      setProblem(refused);
      input.current?.focus();
      return;
    }
    go(within && q ? withinQuery(q, typed) : typed);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      if (recentShown && e.key === 'ArrowDown') {
        e.preventDefault();
        panel.current?.querySelector<HTMLElement>('a')?.focus();
        return;
      }
      e.preventDefault();
      if (!expanded) {
        setOpen(true);
        return;
      }
      const n = items.length;
      setActive((i) => (e.key === 'ArrowDown' ? (i + 1) % n : i <= 0 ? n - 1 : i - 1));
    } else if (e.key === 'Enter' && expanded && active >= 0 && items[active]) {
      e.preventDefault();
      choose(items[active]);
    } else if (e.key === 'Escape') {
      if (expanded) {
        e.preventDefault();
        setOpen(false);
        setActive(-1);
      } else if (recentShown) {
        e.preventDefault();
        setShowRecent(false);
      } else if (text) {
        e.preventDefault();
        setText('');
      }
    }
  };

  const onBlur = (e: FocusEvent<HTMLDivElement>) => {
    if (e.currentTarget.contains(e.relatedTarget as Node | null)) return;
    setFocused(false);
    setOpen(false);
    setActive(-1);
  };
  const onFocusField = () => {
    setFocused(true);
    setShowRecent(true);
    setRecent(readRecent());
  };
  const remove = (word: string) => {
    // focus moves before the button goes, so the panel (focus inside the bar) stays open
    const buttons = [...(panel.current?.querySelectorAll<HTMLElement>('[data-recent-delete]') ?? [])];
    const at = buttons.findIndex((b) => b.dataset.recentDelete === word);
    (buttons[at + 1] ?? buttons[at - 1] ?? input.current)?.focus();
    setRecent(removeRecent(word));
  };

  const words = q.trim().split(/\s+/).filter(Boolean);
  const described = [`${ID}-hint`, message ? `${ID}-error` : ''].filter(Boolean).join(' ');
  const status = expanded ? `자동완성 검색어 ${items.length}개가 있습니다. 위아래 화살표로 고르고 Enter를 누르십시오.` : '';

  return (
    <form className="sb" role="search" aria-label="법률정보 통합검색" action={path} method="get" onSubmit={submit} noValidate data-search-bar="">
      {Object.entries(keep).map(([k, v]) => (
        <input key={k} type="hidden" name={k} value={v} />
      ))}
      <div className="sb__box" onFocus={() => setFocused(true)} onBlur={onBlur}>
        <label className="fm-label" htmlFor={ID}>
          검색어
        </label>
        <div className="sb__row">
          <div className="sb__field">
            <input
              id={ID}
              ref={input}
              name="q"
              className="fm-input sb__input"
              type="search"
              role="combobox"
              aria-autocomplete="list"
              aria-expanded={expanded}
              aria-controls={LIST}
              aria-activedescendant={expanded && active >= 0 ? `${LIST}-${active}` : undefined}
              aria-invalid={message ? true : undefined}
              aria-describedby={described}
              autoComplete="off"
              spellCheck={false}
              placeholder="예: 전세 보증금, 임금체불, ㅇㅊㄱ"
              value={text}
              onChange={(e) => {
                setText(e.target.value);
                setOpen(true);
                setActive(-1);
                if (problem && !queryProblem(e.target.value)) setProblem(null);
              }}
              onFocus={onFocusField}
              onClick={() => setShowRecent(true)}
              onKeyDown={onKeyDown}
            />
            <ul className="sb__list" id={LIST} role="listbox" aria-label="자동완성 검색어" hidden={!expanded}>
              {items.map((item, i) => (
                <li
                  key={`${item.text}-${item.url ?? ''}`}
                  id={`${LIST}-${i}`}
                  role="option"
                  aria-selected={i === active}
                  className={`sb__option ${i === active ? 'is-active' : ''}`.trim()}
                  onMouseDown={(e) => e.preventDefault()}
                  onClick={() => choose(item)}
                  data-suggestion=""
                >
                  <span className="sb__option-text">{item.text}</span>
                  {item.kind ? <span className="sb__option-kind">{SEARCH_KIND_LABELS[item.kind]}</span> : null}
                </li>
              ))}
            </ul>
            {recentShown ? (
              <div className="sb__recent" ref={panel} role="group" aria-labelledby={`${ID}-recent`} data-recent="">
                <p className="sb__recent-title" id={`${ID}-recent`}>
                  최근 검색어
                </p>
                {recent.length ? (
                  <>
                    <ul className="sb__recent-list">
                      {recent.map((word) => (
                        <li key={word}>
                          <Link to={searchHref(path, word, keep)} onClick={() => (onSearch?.(), setRecent(addRecent(word)))}>
                            {word}
                          </Link>
                          <button type="button" className="sb__recent-delete" aria-label={`${word} 삭제`} onClick={() => remove(word)} data-recent-delete={word}>
                            삭제
                          </button>
                        </li>
                      ))}
                    </ul>
                    <button
                      type="button"
                      className="sb__recent-clear"
                      onClick={() => {
                        input.current?.focus();
                        setRecent(clearRecent());
                      }}
                    >
                      최근 검색어 전체 삭제
                    </button>
                  </>
                ) : (
                  <p className="sb__recent-none">최근 검색어가 없습니다. 검색한 말은 이 기기에만 저장됩니다.</p>
                )}
              </div>
            ) : null}
          </div>
          <button type="submit" className="btn btn-primary sb__button">
            검색
          </button>
        </div>
      </div>
      {message ? (
        <p className="fm-error" id={`${ID}-error`} role="alert" data-search-error="">
          {message}
        </p>
      ) : null}
      <p className="fm-hint sb__hint" id={`${ID}-hint`}>
        낱말이나 문장으로 찾습니다. 초성(예: ㅂㅈㄱ)으로 입력하면 자동완성 검색어가 나옵니다. {SEARCH_QUERY_MAX}자까지 입력할 수 있습니다.
      </p>
      {offerWithin && q ? (
        <p className="sb__within">
          <input type="hidden" name="prev" value={q} />
          <input id={`${ID}-within`} type="checkbox" name="within" value="1" checked={within} onChange={(e) => setWithin(e.target.checked)} />
          <label htmlFor={`${ID}-within`}>결과 내 재검색</label>
          <span className="sb__within-hint">(체크하고 입력한 낱말을 ‘{q}’에 더해 찾습니다)</span>
        </p>
      ) : null}
      {words.length > 1 ? (
        // the words of the query (after 결과 내 재검색 they add up), each taken off by its × button: the same search
        // without it, and like any search the page then moves the focus to the new result count (onSearch)
        <div className="sb__words" data-query-words="">
          <span className="sb__words-title" aria-hidden="true">
            찾은 낱말
          </span>
          <TagList label="찾은 낱말">
            {words.map((w, i) => (
              <Tag
                key={w}
                removeLabel="빼고 다시 찾기"
                onRemove={() => go(words.filter((_, j) => j !== i).join(' '))}
              >
                {w}
              </Tag>
            ))}
          </TagList>
        </div>
      ) : null}
      <div className="sr-only" role="status" aria-live="polite" data-suggest-status="">
        {status}
      </div>
    </form>
  );
}
