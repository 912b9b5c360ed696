import { Link } from '@portal/router';
import type { SurveySummary } from '@portal/contracts';
import { PageHeading } from '@portal/ui/form';
import { QueryGate } from '@portal/blocks/list';
import { surveyList } from '../../api/surveyList';
import { STATUS_LABELS, periodLabel, statsLink, surveyLink } from '../../lib/dgstfn';
import '../../lib/dgstfn.css';

const GROUPS = [
  { status: 'OPEN', title: '진행 중인 조사', empty: '지금 진행 중인 조사가 없습니다.' },
  { status: 'UPCOMING', title: '예정된 조사', empty: '예정된 조사가 없습니다.' },
  { status: 'CLOSED', title: '지난 조사', empty: '지난 조사가 없습니다.' },
] as const;

/** /dgstfn/DgstfnSrvyExmnList: every survey by state, with response counts and this session's answers. */
export default function SurveyListPage() {
  const query = surveyList.use();
  return (
    <div className="mb-page mb-page--wide sv-page" data-page="dgstfn-list">
      <PageHeading title="만족도 조사 목록" lead="법률구조 플랫폼과 상담 서비스에 대한 의견을 듣는 조사입니다. 응답은 익명이며 조사마다 한 번 참여하실 수 있습니다." />
      <p>
        <Link to={statsLink()}>만족도 조사 결과 통계 보기</Link>
      </p>
      <QueryGate query={query} what="조사 목록을" fresh>
        {(list) =>
          list.length === 0 ? (
            <p className="sv-empty">등록된 만족도 조사가 없습니다.</p>
          ) : (
            <>
              {GROUPS.map((g) => {
                const items = list.filter((s) => s.status === g.status);
                return (
                  <section key={g.status} aria-labelledby={`sv-group-${g.status}`} className="sv-group" data-group={g.status}>
                    <h2 id={`sv-group-${g.status}`} className="sv-h2">
                      {g.title} <span className="sv-count">({items.length}건)</span>
                    </h2>
                    {items.length ? (
                      <ul className="sv-cards">
                        {items.map((s) => (
                          <SurveyCard key={s.surveyId} s={s} />
                        ))}
                      </ul>
                    ) : (
                      <p className="sv-empty">{g.empty}</p>
                    )}
                  </section>
                );
              })}
            </>
          )
        }
      </QueryGate>
    </div>
  );
}

function SurveyCard({ s }: { s: SurveySummary }) {
  return (
    <li className="sv-card" data-survey={s.surveyId}>
      <p className="sv-card__badges">
        <span className={`sv-badge sv-badge--${s.status.toLowerCase()}`}>{STATUS_LABELS[s.status]}</span>
        {s.answered ? <span className="sv-badge sv-badge--done">참여 완료</span> : null}
      </p>
      <h3 className="sv-card__title">{s.title}</h3>
      <p className="sv-card__desc">{s.description}</p>
      <dl className="fm-dl sv-card__meta">
        <dt>조사 기간</dt>
        <dd>{periodLabel(s)}</dd>
        <dt>응답 수</dt>
        <dd>{s.responseCount.toLocaleString('ko-KR')}명</dd>
      </dl>
      <p className="sv-card__actions">
        {s.status === 'OPEN' && !s.answered ? (
          <Link className="btn btn-primary btn-small" to={surveyLink(s.surveyId)}>
            참여하기<span className="sr-only">: {s.title}</span>
          </Link>
        ) : null}
        {s.status !== 'UPCOMING' ? (
          <Link className="btn btn-secondary btn-small" to={statsLink(s.surveyId)}>
            결과 보기<span className="sr-only">: {s.title}</span>
          </Link>
        ) : (
          <span className="sv-card__note">{periodLabel(s).split(' ~ ')[0]}에 시작합니다.</span>
        )}
      </p>
    </li>
  );
}
