import { useEffect, useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from '@portal/router';
import { CONSULT_FIELDS, CONSULT_FIELD_CODES, CYBER_ANSWER_WORKING_DAYS, type ConsultField } from '@portal/contracts/client';
import { Spinner } from '@portal/ui';
import { Button, LoadError, PageHeading, useFocusWhenReady } from '@portal/ui/form';
import { dscsnCyberPublic } from '../../api/dscsnCyberPublic';
import { Pagination, pageFromQuery } from '@portal/ui/pagination';
import { fmtDateTime } from '../../lib/cyber-format';
import { KINDS } from '../../lib/cyber-kinds';
import '../../lib/cyber.css';


const PAGE_SIZE = 10;
const KEYWORD_MAX = 50;

function readQuery(search: string) {
  const q = new URLSearchParams(search);
  const keyword = (q.get('keyword') ?? '').trim().slice(0, KEYWORD_MAX);
  const rawField = q.get('field') ?? '';
  const field: ConsultField | '' = (CONSULT_FIELD_CODES as readonly string[]).includes(rawField) ? (rawField as ConsultField) : '';
  return { keyword, field, page: pageFromQuery(q.get('page')) };
}

function queryString(keyword: string, field: string, page: number): string {
  const q = new URLSearchParams();
  if (keyword) q.set('keyword', keyword);
  if (field) q.set('field', field);
  if (page > 1) q.set('page', String(page));
  const s = q.toString();
  return s ? `?${s}` : '';
}

/** /dscsn/cyber: what cyber consultation is, the four forms, and the public answered consultations. */
export default function CyberMain() {
  return (
    <div className="mb-page mb-page--wide cy-page" data-page="cyber-main">
      <PageHeading title="사이버상담" lead="법률 문제를 글로 묻고, 법률 전문가의 답변을 온라인으로 받는 무료 상담입니다." />
      <section className="cy-intro" aria-labelledby="cy-intro-title">
        <h2 id="cy-intro-title" className="cy-h2">
          사이버상담 안내
        </h2>
        <ul className="cy-facts">
          <li>
            <strong>누가 답변하나요?</strong>
            <span>대한법률구조공단의 변호사·공익법무관 등 법률 전문가가, 가정 문제는 대한가정법률복지상담원 상담위원이 답변합니다.</span>
          </li>
          <li>
            <strong>언제 답변받나요?</strong>
            <span>
              접수한 날부터 {CYBER_ANSWER_WORKING_DAYS}근무일 안에 답변합니다(토·일요일과 공휴일 제외). 답변이 등록되면 문자로 알려 드리고,{' '}
              <Link to="/my/dscsn/cyber/CybdsnDsctnList">마이페이지</Link>에서 보실 수 있습니다.
            </span>
          </li>
          <li>
            <strong>공개와 비공개</strong>
            <span>비공개로 신청하면 본인과 답변 기관만 봅니다. 공개로 신청하면 답변 뒤 이름 없이 아래 목록에 실려 비슷한 일을 겪는 분께 도움이 됩니다.</span>
          </li>
          <li>
            <strong>누가 신청하나요?</strong>
            <span>회원은 로그인하고, 회원이 아니면 휴대전화 본인확인(비회원)으로 신청할 수 있습니다. 비용은 없습니다.</span>
          </li>
        </ul>
      </section>

      <section aria-labelledby="cy-entries-title">
        <h2 id="cy-entries-title" className="cy-h2">
          상담 신청하기
        </h2>
        <ul className="cy-entries">
          {Object.values(KINDS).map((k) => (
            <li key={k.kind} className="cy-entry">
              <p className="cy-entry__tag">{k.entry}</p>
              <h3 className="cy-entry__title">
                <Link to={k.path} className="cy-entry__link">
                  {k.title}
                </Link>
              </h3>
              <p className="cy-entry__who">
                {k.who} · {k.instName}
              </p>
              {k.english ? (
                <p className="cy-entry__en" lang="en">
                  Online legal consultation for foreign residents in Korea
                </p>
              ) : null}
            </li>
          ))}
        </ul>
        <p className="cy-more">
          상사 분쟁의 중재·조정은 <Link to="/dscsn/inst/kcab/KcabEdit">대한상사중재원 중재·조정 신청</Link>에서 하실 수 있습니다.
        </p>
      </section>

      <PublicList />
    </div>
  );
}

function PublicList() {
  const { search, pathname } = useLocation();
  const navigate = useNavigate();
  const query = readQuery(search);
  const [keyword, setKeyword] = useState(query.keyword);
  const [field, setField] = useState<string>(query.field);
  const q = dscsnCyberPublic.use({
    query: { keyword: query.keyword || undefined, field: (query.field || undefined) as ConsultField | undefined, page: query.page, pageSize: PAGE_SIZE },
  });
  const state = q.status === 'pending' ? ({ status: 'loading' } as const) : q.status === 'error' ? ({ status: 'error' } as const) : ({ status: 'ready', data: q.data } as const);
  const retry = () => void q.refetch();

  // the address is the source of truth (back and reload keep the search); the inputs follow it
  useEffect(() => {
    setKeyword(query.keyword);
    setField(query.field);
  }, [query.keyword, query.field]);

  const { ref: statusRef, arm: armFocus } = useFocusWhenReady<HTMLParagraphElement>(state);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    armFocus();
    navigate(`${pathname}${queryString(keyword.trim().slice(0, KEYWORD_MAX), field, 1)}`);
  };
  const filtered = Boolean(query.keyword || query.field);

  return (
    <section aria-labelledby="cy-public-title" className="cy-public" data-public-list="">
      <h2 id="cy-public-title" className="cy-h2">
        공개 상담 사례
      </h2>
      <p className="fm-hint">신청인이 공개를 고른 상담 중 답변이 끝난 것입니다. 이름 등 신청인을 알 수 있는 정보는 싣지 않습니다.</p>
      <form className="cy-search" role="search" aria-label="공개 상담 사례 검색" onSubmit={submit} noValidate>
        <div className="fm-field cy-search__field">
          <label className="fm-label" htmlFor="cy-search-field">
            상담 분야
          </label>
          <select id="cy-search-field" className="fm-select" value={field} onChange={(e) => setField(e.target.value)}>
            <option value="">전체 분야</option>
            {CONSULT_FIELD_CODES.map((c) => (
              <option key={c} value={c}>
                {CONSULT_FIELDS[c]}
              </option>
            ))}
          </select>
        </div>
        <div className="fm-field cy-search__keyword">
          <label className="fm-label" htmlFor="cy-search-keyword">
            검색어
          </label>
          <input
            id="cy-search-keyword"
            className="fm-input"
            type="search"
            value={keyword}
            maxLength={KEYWORD_MAX}
            onChange={(e) => setKeyword(e.target.value)}
            placeholder="예: 전세 보증금"
            aria-describedby="cy-search-hint"
          />
        </div>
        <Button type="submit" className="cy-search__button">
          검색
        </Button>
        <p className="fm-hint cy-search__hint" id="cy-search-hint">
          제목과 질문에서 찾습니다. {KEYWORD_MAX}자까지 입력할 수 있습니다.
        </p>
      </form>

      {state.status === 'loading' ? <Spinner label="공개 상담 사례를 불러오는 중입니다" /> : null}
      {state.status === 'error' ? <LoadError what="공개 상담 사례를" retry={retry} /> : null}
      {state.status === 'ready' ? (
        <>
          <p className="cy-result-count" tabIndex={-1} ref={statusRef} role="status" data-result-count="">
            {filtered
              ? `${query.keyword ? `‘${query.keyword}’ ` : ''}${query.field ? `${CONSULT_FIELDS[query.field]} 분야 ` : ''}검색 결과 ${state.data.total}건`
              : `모두 ${state.data.total}건`}
          </p>
          {state.data.items.length === 0 ? (
            <div className="cy-empty" data-empty="">
              <p>{filtered ? '검색 조건에 맞는 공개 상담 사례가 없습니다. 다른 검색어나 분야로 찾아보세요.' : '아직 공개된 상담 사례가 없습니다.'}</p>
              {filtered ? (
                <p>
                  <Link to={pathname}>검색 조건 지우기</Link>
                </p>
              ) : null}
            </div>
          ) : (
            <ul className="cy-cases">
              {state.data.items.map((item) => (
                <li key={item.receiptNo} className="cy-case" data-case={item.receiptNo}>
                  <details>
                    <summary>
                      <span className="cy-case__field">{CONSULT_FIELDS[item.field]}</span>
                      <span className="cy-case__title">{item.title}</span>
                      <span className="cy-case__meta">
                        {item.instName} · 답변 {fmtDateTime(item.answeredAt).slice(0, 10)}
                      </span>
                    </summary>
                    <div className="cy-case__body">
                      <h3 className="cy-case__h">질문</h3>
                      <p className="cy-text">{item.question}</p>
                      <h3 className="cy-case__h">답변</h3>
                      <p className="cy-text cy-answer">{item.answer}</p>
                    </div>
                  </details>
                </li>
              ))}
            </ul>
          )}
          <Pagination
            page={state.data.page}
            total={state.data.total}
            pageSize={state.data.pageSize}
            label="공개 상담 사례 페이지"
            hrefFor={(p) => `${pathname}${queryString(query.keyword, query.field, p)}`}
          />
        </>
      ) : null}
    </section>
  );
}
