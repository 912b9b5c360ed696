import { Link } from '@portal/router';
import { CONSULT_FIELDS, CONSULT_FIELD_CODES, CYBER_ANSWER_WORKING_DAYS, type ConsultField } from '@portal/contracts/client';
import { PageHeading } from '@portal/ui/form';
import { keywordParam, ListPage, pageParam, param } from '@portal/blocks/list';
import { dscsnCyberPublic } from '../../api/dscsnCyberPublic';
import { fmtDateTime } from '../../lib/cyber-format';
import { KINDS } from '../../lib/cyber-kinds';
import '../../lib/cyber.css';
import { useKeepCarriedQuestion } from '../../lib/carried-question';

const PATH = '/dscsn/cyber';
const PAGE_SIZE = 10;
const KEYWORD_MAX = 50;
const FIELDS = [{ value: '', label: '전체 분야' }, ...CONSULT_FIELD_CODES.map((c) => ({ value: c, label: CONSULT_FIELDS[c] }))];

/** The public list's state in the address: `?keyword=&field=&page=`. */
function readQuery(search: string): { keyword: string; field: ConsultField | ''; page: number } {
  const field = param(search, 'field');
  return { keyword: keywordParam(search, KEYWORD_MAX), field: CONSULT_FIELD_CODES.find((c) => c === field) ?? '', page: pageParam(search) };
}

/** /dscsn/cyber: what cyber consultation is, the four forms, and the public answered consultations. */
export default function CyberMain() {
  useKeepCarriedQuestion();
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
  return (
    <section aria-labelledby="cy-public-title" className="cy-public" data-public-list="">
      <h2 id="cy-public-title" className="cy-h2">
        공개 상담 사례
      </h2>
      <p className="fm-hint">신청인이 공개를 고른 상담 중 답변이 끝난 것입니다. 이름 등 신청인을 알 수 있는 정보는 싣지 않습니다.</p>
      <ListPage
        path={PATH}
        read={readQuery}
        call={dscsnCyberPublic}
        input={(q) => ({ query: { keyword: q.keyword || undefined, field: q.field || undefined, page: q.page, pageSize: PAGE_SIZE } })}
        what="공개 상담 사례를"
        search={{
          id: 'cy-search-keyword',
          name: '공개 상담 사례',
          hint: '제목과 질문에서 찾습니다.',
          maxLength: KEYWORD_MAX,
          placeholder: '예: 전세 보증금',
          scopes: FIELDS,
          scopeKey: 'field',
          scopeLabel: '상담 분야',
          scopeWidth: '220px',
          keywordOptional: true,
        }}
        count={(data, q) => (
          <strong>
            {q.keyword || q.field
              ? `${q.keyword ? `‘${q.keyword}’ ` : ''}${q.field ? `${CONSULT_FIELDS[q.field]} 분야 ` : ''}검색 결과 ${data.total}건`
              : `모두 ${data.total}건`}
          </strong>
        )}
        empty={(q) =>
          q.keyword || q.field ? (
            <>
              <p>검색 조건에 맞는 공개 상담 사례가 없습니다. 다른 검색어나 분야로 찾아보세요.</p>
              <p>
                <Link to={PATH}>검색 조건 지우기</Link>
              </p>
            </>
          ) : (
            <p>아직 공개된 상담 사례가 없습니다.</p>
          )
        }
        pagination="공개 상담 사례 페이지"
      >
        {(data) => (
          <ul className="cy-cases">
            {data.items.map((item) => (
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
      </ListPage>
    </section>
  );
}
