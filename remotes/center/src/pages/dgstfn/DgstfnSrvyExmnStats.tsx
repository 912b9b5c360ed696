import { useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from '@portal/router';
import { SCORE_LABELS, type SurveyStats } from '@portal/contracts/client';
import { Chart } from '@portal/ui/chart';
import { Button, PageHeading, SelectField } from '@portal/ui/form';
import { QueryGate } from '@portal/blocks/list';
import { surveyList } from '../../api/surveyList';
import { surveyStats } from '../../api/surveyStats';
import { filterQuery, monthLabel, monthOptions, periodProblem, readFilter, type StatsFilter } from '../../lib/stats-query';
import '../../lib/dgstfn.css';

const fmt = (n: number | null, digits = 2) => (n === null ? '-' : n.toLocaleString('ko-KR', { maximumFractionDigits: digits }));
const scoreLabels = SCORE_LABELS.map((l, i) => `${i + 1}점 (${l})`);

/** /dgstfn/DgstfnSrvyExmnStats: survey and page-satisfaction statistics for a period; the filter lives in the address. */
export default function SurveyStatsPage() {
  const { search } = useLocation();
  const filter = readFilter(search, new Date());
  const surveys = surveyList.use();
  const surveyTitle = surveys.data?.find((s) => s.surveyId === filter.surveyId)?.title;
  return (
    <div className="mb-page mb-page--wide sv-page" data-page="dgstfn-stats">
      <PageHeading title="만족도 조사 결과 통계" lead="만족도 조사와 페이지별 만족도(각 화면 아래 5단계 평가)의 결과를 기간별로 봅니다. 점수는 1점(매우 불만족)부터 5점(매우 만족)까지입니다." />
      <FilterForm key={search} filter={filter} surveys={surveys.data?.filter((s) => s.status !== 'UPCOMING') ?? []} />
      <StatsLoader key={search} filter={filter} surveyTitle={surveyTitle} />
    </div>
  );
}

/** One load per filter (keyed by the address): a new query string is a new load. */
function StatsLoader({ filter, surveyTitle }: { filter: StatsFilter; surveyTitle?: string }) {
  const stats = surveyStats.use({ query: { from: filter.from, to: filter.to, surveyId: filter.surveyId || undefined } });
  return (
    <QueryGate query={stats} what="통계를">
      {(s) => <StatsBody s={s} surveyTitle={surveyTitle} />}
    </QueryGate>
  );
}

function FilterForm({ filter, surveys }: { filter: StatsFilter; surveys: { surveyId: string; title: string }[] }) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [from, setFrom] = useState(filter.from);
  const [to, setTo] = useState(filter.to);
  const [surveyId, setSurveyId] = useState(filter.surveyId);
  const [error, setError] = useState<string | null>(null);
  const months = [...new Set([...monthOptions(new Date()), filter.from, filter.to])].sort();
  const options = months.map((m) => ({ value: m, label: monthLabel(m) }));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const problem = periodProblem({ from, to });
    setError(problem);
    if (problem) {
      document.getElementById('st-from')?.focus();
      return;
    }
    navigate(`${pathname}${filterQuery({ from, to, surveyId })}`);
  };
  return (
    <form className="sv-filter" onSubmit={submit} noValidate aria-label="통계 조회 조건">
      <div className="sv-filter__row">
        <SelectField id="st-from" label="시작 월" value={from} onValue={(v) => (setFrom(v), setError(null))} options={options} placeholder="시작 월 선택" error={error ?? undefined} />
        <SelectField id="st-to" label="끝 월" value={to} onValue={(v) => (setTo(v), setError(null))} options={options} placeholder="끝 월 선택" />
        <SelectField
          id="st-survey"
          label="조사"
          value={surveyId}
          onValue={setSurveyId}
          options={surveys.map((s) => ({ value: s.surveyId, label: s.title }))}
          placeholder="모든 조사"
        />
        <div className="sv-filter__go">
          <Button type="submit">조회</Button>
        </div>
      </div>
    </form>
  );
}

function StatsBody({ s, surveyTitle }: { s: SurveyStats; surveyTitle?: string }) {
  const period = `${monthLabel(s.from)} ~ ${monthLabel(s.to)}${surveyTitle ? `, ${surveyTitle}` : s.surveyId ? '' : ', 모든 조사'}`;
  const ps = s.pageSatisfaction;
  if (s.responses === 0 && ps.responses === 0)
    return (
      <p className="sv-empty" role="status" data-stats-empty="">
        {period} 기간에는 응답이 없습니다. 다른 기간을 골라 조회해 주세요.
      </p>
    );
  const months = s.monthly.map((m) => monthLabel(m.month));
  return (
    <div data-stats="">
      <p className="sv-period" role="status">
        조회 기간: {period}
      </p>
      <section aria-labelledby="st-survey-title">
        <h2 id="st-survey-title" className="sv-h2">
          만족도 조사
        </h2>
        <Figures responses={s.responses} unit="명" average={s.average} prefix="" />
        {s.responses === 0 ? (
          <p className="sv-empty">이 기간에는 만족도 조사 응답이 없습니다.</p>
        ) : (
          <>
            <Chart type="bar" title="점수 분포 (전체 문항)" labels={scoreLabels} series={[{ label: '응답 문항 수', data: s.distribution }]} unit="건" />
            <Chart type="line" title="월별 응답 수" labels={months} series={[{ label: '응답 수', data: s.monthly.map((m) => m.count) }]} unit="명" />
            <Chart
              type="line"
              title="월별 평균 점수"
              labels={months}
              series={[{ label: '평균 점수', data: s.monthly.map((m) => m.average) as number[] }]}
              unit="점"
              description="응답이 없는 달은 '-'로 표시합니다."
            />
            <Chart
              type="bar"
              title="서비스 영역별 평균 점수"
              labels={s.byArea.map((a) => a.name)}
              series={[{ label: '평균 점수', data: s.byArea.map((a) => a.average) as number[] }]}
              unit="점"
            />
          </>
        )}
      </section>
      <section aria-labelledby="st-page-title">
        <h2 id="st-page-title" className="sv-h2">
          페이지 만족도
        </h2>
        <Figures responses={ps.responses} unit="건" average={ps.average} prefix="page-" />
        {ps.responses === 0 ? (
          <p className="sv-empty">이 기간에는 페이지 만족도 응답이 없습니다.</p>
        ) : (
          <>
            <Chart type="bar" title="페이지 만족도 점수 분포" labels={scoreLabels} series={[{ label: '응답 수', data: ps.distribution }]} unit="건" />
            <Chart
              type="bar"
              horizontal
              title="응답이 많은 메뉴 (최대 10개)"
              labels={ps.byMenu.map((m) => m.name)}
              series={[{ label: '응답 수', data: ps.byMenu.map((m) => m.count) }]}
              unit="건"
              height={Math.max(240, ps.byMenu.length * 36)}
            />
          </>
        )}
      </section>
    </div>
  );
}

/** 응답 수 and 평균 점수 of one part of the statistics. */
function Figures({ responses, unit, average, prefix }: { responses: number; unit: string; average: number | null; prefix: '' | 'page-' }) {
  return (
    <dl className="sv-figures">
      <div>
        <dt>응답 수</dt>
        <dd data-figure={`${prefix}responses`}>
          {responses.toLocaleString('ko-KR')}
          {unit}
        </dd>
      </div>
      <div>
        <dt>평균 점수</dt>
        <dd data-figure={`${prefix}average`}>{average === null ? '-' : `${fmt(average)}점`}</dd>
      </div>
    </dl>
  );
}
