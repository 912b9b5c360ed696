import { useCallback, useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { Link, useNavigate } from '@portal/router';
import { SEARCH_MESSAGES, SEARCH_QUERY_MAX, SEARCH_TABS, searchHref, type NoticeSummary } from '@portal/contracts/client';
import { noticeLatest, searchCount, searchPopular } from '../api';
import { problems, type Problem } from '../shell/layouts/problems';
import './main-page.css';
import { LateHydrate } from '../shell/LateHydrate';

// Stroke icons (24 × 24) drawn inline: no image requests on the landing page.
const iconPaths: Record<Problem['icon'] | 'chat' | 'phone' | 'doc' | 'check' | 'map' | 'compass', string> = {
  home: 'M3 11l9-7 9 7M5 10v10h14V10M10 20v-6h4v6',
  wage: 'M3 6h18v12H3zM3 10h18M7 15h3',
  family: 'M8 8a3 3 0 1 0 0-.1M17 9a2.5 2.5 0 1 0 0-.1M3 20c0-3 2.2-5 5-5s5 2 5 5M13.5 20c.3-2.4 1.6-4 3.5-4s3.2 1.6 3.5 4',
  debt: 'M4 6l3.5 12L12 7l4.5 11L20 6M3 10.5h18M3 14h18',
  shield: 'M12 3l8 3v6c0 4.5-3.4 8-8 9-4.6-1-8-4.5-8-9V6zM9 12l2 2 4-4',
  contract: 'M6 3h9l4 4v14H6zM14 3v5h5M9 12h7M9 16h5',
  accident: 'M5 16l1.5-5h11L19 16M4 16h16v3H4zM7 19v2M17 19v2M8 8l1-3h6l1 3',
  crime: 'M12 4l9 16H3zM12 10v4.5M12 17.2v.3',
  chat: 'M4 5h16v11H9l-5 4zM8 10h8M8 13h5',
  phone: 'M6 3h4l2 5-2.5 1.5a11 11 0 0 0 5 5L16 12l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 4 5a2 2 0 0 1 2-2z',
  doc: 'M6 3h9l4 4v14H6zM14 3v5h5M9 13l2 2 4-4',
  check: 'M4 4h16v16H4zM8 12l3 3 5-6',
  map: 'M9 4L3 6v14l6-2 6 2 6-2V4l-6 2zM9 4v14M15 6v14',
  compass: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM15.5 8.5l-2 5-5 2 2-5z',
};

function Icon({ name }: { name: keyof typeof iconPaths }) {
  return (
    <svg className="mp-icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={iconPaths[name]} fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

interface Entry {
  title: string;
  text: string;
  to: string;
  icon: keyof typeof iconPaths;
}

/** Entry points to the portal's services (each a real route). */
export const serviceEntries: Entry[] = [
  { title: '상담 예약', text: '방문·전화·화상 상담을 원하는 기관과 시간에 예약합니다', to: '/dscsn/rsvt/DscsnRsvtM', icon: 'phone' },
  { title: '사이버 상담', text: '온라인으로 상담 내용을 남기고 답변을 받습니다', to: '/dscsn/cyber', icon: 'chat' },
  { title: '법률구조 전자접수', text: '소송 대리 등 무료 법률구조를 온라인으로 신청합니다', to: '/elrcpt/gd', icon: 'doc' },
  { title: '법률구조 대상 자가진단', text: '소득·재산 기준으로 무료 지원 대상인지 확인합니다', to: '/elrcpt/slfdgns/SlfdgnsInfo', icon: 'check' },
  { title: '법률복지지도', text: '가까운 법률 지원 기관을 지도에서 찾습니다', to: '/myservice/lawmap', icon: 'map' },
  { title: '쉬운 서비스 찾기', text: '몇 가지 질문에 답하면 맞는 기관과 서비스를 안내합니다', to: '/myservice/easysearch', icon: 'compass' },
];

/** What the prerendered page shows until 인기 검색어 arrive (and if they cannot be had). */
const keywords = ['전세 보증금 반환', '체불 임금', '양육비 이행', '개인회생 절차'];
const KEYWORDS_SHOWN = keywords.length;

/** The integrated search (/search/totalresult?q=…): the query stays in its address. */
const totalHref = (q: string) => searchHref(SEARCH_TABS[0].path, q);

const help: [label: string, to: string][] = [
  ['자주 묻는 질문', '/center/faq/list'],
  ['묻고 답하기', '/center/qna'],
  ['이용 안내', '/center/gd'],
  ['원스톱 법률구조 안내', '/one-stop'],
];

const institutions: [label: string, to: string][] = [
  ['대한법률구조공단', '/dscsn/inst/DscInstKlaInfo'],
  ['한국가정법률상담소', '/dscsn/inst/DscInstLhmInfo'],
  ['대한가정법률복지상담원', '/dscsn/inst/DscInstLqaInfo'],
  ['법률홈닥터', '/dscsn/inst/DscInstLhdInfo'],
  ['신용회복위원회', '/dscsn/inst/ccrs'],
  ['양육비이행관리원', '/dscsn/inst/csa'],
  ['금융복지상담센터', '/dscsn/inst/fwc'],
  ['대한상사중재원', '/dscsn/inst/kcab/KcabEdit'],
];

const dateFormat = new Intl.DateTimeFormat('ko-KR', { timeZone: 'Asia/Seoul', year: 'numeric', month: '2-digit', day: '2-digit' });
/** 2026.01.05 in Asia/Seoul. */
export function noticeDate(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  const parts = Object.fromEntries(dateFormat.formatToParts(d).map((p) => [p.type, p.value]));
  return `${parts.year}.${parts.month}.${parts.day}`;
}

/** A list of links, each drawn by `children` inside its link. */
function LinkList<T extends { to: string }>({ className, linkClass, items, children }: { className?: string; linkClass?: string; items: readonly T[]; children(item: T): ReactNode }) {
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item.to}>
          <Link className={linkClass} to={item.to}>
            {children(item)}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** A list of plain text links. */
function TextLinks({ className, links }: { className?: string; links: readonly (readonly [label: string, to: string])[] }) {
  return (
    <LinkList className={className} items={links.map(([label, to]) => ({ label, to }))}>
      {(l) => l.label}
    </LinkList>
  );
}

/** 많이 찾는 검색어: the search's 인기 검색어 once loaded, each a search. */
function PopularKeywords() {
  const [words, setWords] = useState(keywords);
  useEffect(() => {
    const controller = new AbortController();
    searchPopular(controller.signal)
      .then((data) => {
        const texts = (data?.items ?? []).map((i) => i.text).slice(0, KEYWORDS_SHOWN);
        if (texts.length) setWords(texts);
      })
      .catch(() => undefined);
    return () => controller.abort();
  }, []);
  return (
    <div className="mp-keywords">
      <span className="mp-keywords__label">많이 찾는 검색어</span>
      <TextLinks links={words.map((k) => [k, totalHref(k)] as const)} />
    </div>
  );
}

type NoticeState = { status: 'loading' } | { status: 'error' } | { status: 'done'; items: NoticeSummary[] };

function LatestNotices() {
  const [state, setState] = useState<NoticeState>({ status: 'loading' });
  const load = useCallback(() => {
    setState({ status: 'loading' });
    const controller = new AbortController();
    noticeLatest(5, controller.signal)
      .then((data) => setState({ status: 'done', items: Array.isArray(data) ? data : [] }))
      .catch(() => {
        if (!controller.signal.aborted) setState({ status: 'error' });
      });
    return () => controller.abort();
  }, []);
  useEffect(() => load(), [load]);

  let body: ReactNode;
  if (state.status === 'loading') {
    body = (
      <p className="mp-notices__state" role="status">
        공지사항을 불러오는 중입니다.
      </p>
    );
  } else if (state.status === 'error') {
    body = (
      <div className="mp-notices__state">
        <p>공지사항을 불러오지 못했습니다. 잠시 후 다시 시도해 주십시오.</p>
        <button type="button" className="btn btn-secondary mp-notices__retry" onClick={() => load()}>
          다시 시도
        </button>
      </div>
    );
  } else if (!state.items.length) {
    body = <p className="mp-notices__state">등록된 공지사항이 없습니다.</p>;
  } else {
    body = (
      <ul className="mp-notices__list">
        {state.items.map((n) => (
          <li key={n.nttId} className={n.pinned ? 'is-pinned' : undefined}>
            <Link to={`/center/ntc/detail?nttId=${encodeURIComponent(n.nttId)}`} className="mp-notices__link">
              <span className="mp-notices__badge">{n.pinned ? '중요' : n.category}</span>
              <span className="mp-notices__title">{n.title}</span>
              <time className="mp-notices__date" dateTime={n.postedAt}>
                {noticeDate(n.postedAt)}
              </time>
            </Link>
          </li>
        ))}
      </ul>
    );
  }
  return (
    <section className="mp-card mp-notices" aria-labelledby="notices-title" aria-busy={state.status === 'loading'}>
      <div className="mp-card__head">
        <h2 id="notices-title" className="mp-card__title">
          공지사항
        </h2>
        <Link to="/center/ntc/list" className="mp-more">
          공지사항 더보기
        </Link>
      </div>
      {body}
    </section>
  );
}

function prerenderedQuery(): string {
  if (typeof document === 'undefined') return '';
  return document.querySelector<HTMLInputElement>('#root[data-prerendered] #main-search')?.value ?? '';
}

// Static link lists: server markup until idle or the first interaction (LateHydrate).
function ProblemLinks() {
  return (
    <LinkList className="mp-problems" linkClass="mp-problem" items={problems}>
      {(p) => (
        <>
          <Icon name={p.icon} />
          <span className="mp-problem__title">{p.title}</span>
          <span className="mp-problem__text">{p.text}</span>
        </>
      )}
    </LinkList>
  );
}

function ServiceLinks() {
  return (
    <LinkList className="mp-services" linkClass="mp-service" items={serviceEntries}>
      {(s) => (
        <>
          <span className="mp-service__icon">
            <Icon name={s.icon} />
          </span>
          <span className="mp-service__body">
            <span className="mp-service__title">{s.title}</span>
            <span className="mp-service__text">{s.text}</span>
          </span>
        </>
      )}
    </LinkList>
  );
}

function InstitutionLinks() {
  return <TextLinks className="mp-insts__list" links={institutions} />;
}

export function MainPage() {
  const navigate = useNavigate();
  // Typed into the server's prerendered search box before the scripts ran? Keep it.
  const [query, setQuery] = useState(prerenderedQuery);
  const [error, setError] = useState('');
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const q = query.replace(/\s+/g, ' ').trim();
    if (!q) {
      setError('검색어를 입력해 주십시오. 예: 전세 보증금, 임금체불');
      return;
    }
    // nothing typed is cut: a query over the limit stays in the field with the contract's message
    if (q.length > SEARCH_QUERY_MAX) {
      setError(SEARCH_MESSAGES.tooLong);
      return;
    }
    setError('');
    searchCount(q);
    navigate(totalHref(q));
  };
  return (
    <div className="main-page" data-page="main">
      <section className="mp-hero" aria-labelledby="hero-title">
        <div className="container mp-hero__inner">
          <div className="mp-hero__main">
            <p className="mp-hero__eyebrow">35개 법률 지원 기관을 한곳에서</p>
            <h1 id="hero-title" className="mp-hero__title">
              법률 문제, 어디에 물어야 할지 모를 때
              <br />
              <strong>법률구조 플랫폼</strong>이 함께 찾습니다
            </h1>
            {/* action/name: the prerendered page searches before its scripts have loaded */}
            <form className="mp-search" role="search" action="/search/totalresult" method="get" onSubmit={onSubmit} noValidate>
              <label htmlFor="main-search" className="sr-only">
                법률 문제 검색
              </label>
              <input
                id="main-search"
                name="q"
                type="search"
                value={query}
                onChange={(e) => setQuery(e.target.value)}
                placeholder="어떤 문제가 있으신가요? 예: 전세 보증금"
                aria-describedby={error ? 'main-search-error' : undefined}
                aria-invalid={error ? true : undefined}
              />
              <button type="submit" className="btn btn-primary mp-search__btn">
                검색
              </button>
              {error ? (
                <p id="main-search-error" className="field-error" role="alert">
                  {error}
                </p>
              ) : null}
            </form>
            <PopularKeywords />
          </div>
          <div className="mp-hero__call">
            <p className="mp-hero__call-label">법률상담 전화</p>
            <p className="mp-hero__call-no">
              <a href="tel:132">132</a>
            </p>
            <p className="mp-hero__call-text">국번 없이 · 평일 09:00~18:00</p>
            <div className="mp-hero__call-actions">
              <Link to="/dscsn/tel" className="btn btn-secondary">
                전화 상담 안내
              </Link>
              <Link to="/dscsn/rsvt/DscsnRsvtM" className="btn btn-primary">
                상담 예약
              </Link>
            </div>
          </div>
        </div>
      </section>

      <div className="container">
        <section className="mp-section" aria-labelledby="problems-title">
          <div className="mp-section__head">
            <h2 id="problems-title" className="mp-section__title">
              자주 찾는 법률 문제
            </h2>
            <p className="mp-section__text">겪고 계신 문제를 고르시면 도움받을 수 있는 기관과 서비스를 안내합니다.</p>
          </div>
          <LateHydrate part={ProblemLinks} />
        </section>

        <section className="mp-section" aria-labelledby="services-title">
          <div className="mp-section__head">
            <h2 id="services-title" className="mp-section__title">
              바로 이용하기
            </h2>
          </div>
          <LateHydrate part={ServiceLinks} />
        </section>

        <div className="mp-section mp-split">
          <LatestNotices />
          <section className="mp-card mp-help" aria-labelledby="help-title">
            <h2 id="help-title" className="mp-card__title">
              도움이 필요하신가요?
            </h2>
            <TextLinks className="mp-help__list" links={help} />
          </section>
        </div>

        <section className="mp-section mp-insts" aria-labelledby="insts-title">
          <h2 id="insts-title" className="mp-section__title">
            함께하는 기관
          </h2>
          <LateHydrate part={InstitutionLinks} />
          <Link to="/plt/inst" className="mp-more">
            참여 기관 전체 보기
          </Link>
        </section>
      </div>
    </div>
  );
}
