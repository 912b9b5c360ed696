import { useCallback, useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { Link, useNavigate } from '@portal/router';
import { SEARCH_MESSAGES, SEARCH_QUERY_MAX, SEARCH_TABS, searchHref, type NoticeSummary } from '@portal/contracts/client';
import { noticeLatest, searchCount, searchPopular } from '../api';
import { problems } from '../shell/layouts/problems';
import { MainCard, MainSection, SearchBox } from '@portal/ui/chrome';
import '@portal/ui/chrome/main.css';
import { LateHydrate } from '../shell/LateHydrate';
import { Icon, type IconName } from '@portal/ui';

interface Entry {
  title: string;
  text: string;
  to: string;
  icon: IconName;
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
    <MainCard
      id="notices-title"
      title="공지사항"
      className="mp-notices"
      busy={state.status === 'loading'}
      more={
        <Link to="/center/ntc/list" className="mp-more">
          공지사항 더보기
        </Link>
      }
    >
      {body}
    </MainCard>
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
  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
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
            <SearchBox
              id="main-search"
              name="q"
              label="법률 문제 검색"
              action="/search/totalresult"
              value={query}
              onValue={setQuery}
              onSubmit={onSubmit}
              placeholder="어떤 문제가 있으신가요? 예: 전세 보증금"
              error={error}
            />
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
        <MainSection id="problems-title" title="자주 찾는 법률 문제" text="겪고 계신 문제를 고르시면 도움받을 수 있는 기관과 서비스를 안내합니다.">
          <LateHydrate part={ProblemLinks} />
        </MainSection>

        <MainSection id="services-title" title="바로 이용하기">
          <LateHydrate part={ServiceLinks} />
        </MainSection>

        <div className="mp-section mp-split">
          <LatestNotices />
          <MainCard id="help-title" title="도움이 필요하신가요?" className="mp-help">
            <TextLinks className="mp-help__list" links={help} />
          </MainCard>
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
