import { useEffect, useState, type ReactNode } from 'react';
import { Link, useLocation } from '@portal/router';
import { SCORE_LABELS, SURVEY_ALREADY_ANSWERED, SURVEY_AREA_LABELS, SURVEY_COMMENT_MAX, type Survey } from '@portal/contracts/client';
import { SurveyAnswerRequest } from '@portal/contracts';
import { ErrorSummary, Notice, RadioGroup, TextField, useZodForm } from '@portal/ui/form';
import { useSubmit, SubmitActions } from '@portal/blocks/form';
import { isLoading, isMissing, QueryGate } from '@portal/blocks/list';
import { survey as surveyQuery } from '../../api/survey';
import { surveyAnswer } from '../../api/surveyAnswer';
import { surveyList } from '../../api/surveyList';
import { STATUS_LABELS, periodLabel, statsLink } from '../../lib/dgstfn';
import '../../lib/dgstfn.css';

const LIST = '/dgstfn/DgstfnSrvyExmnList';
const SCORE_VALUES = ['1', '2', '3', '4', '5'] as const;
type ScoreValue = (typeof SCORE_VALUES)[number];

/** /dgstfn/DgstfnSrvyExmn: take a satisfaction survey (once per browser session or member). */
export default function SurveyPage() {
  // a new query string (another version or survey) is a new load
  return <SurveyPageInner key={useLocation().search} />;
}

/** The survey of ?srvyId=, or the open portal-wide survey (the one started most recently). */
function SurveyPageInner() {
  const srvyId = new URLSearchParams(useLocation().search).get('srvyId');
  return srvyId ? <SurveyOf surveyId={srvyId} /> : <OpenSurvey />;
}

function OpenSurvey() {
  const list = surveyList.use();
  const open = list.data?.find((s) => s.status === 'OPEN');
  if (list.isSuccess && list.isFetchedAfterMount) return open ? <SurveyOf surveyId={open.surveyId} /> : <NoSurvey none />;
  return (
    <SurveyShell>
      <h1 className="mb-page__title">만족도 조사</h1>
      <QueryGate query={list} what="설문을" fresh>
        {() => null}
      </QueryGate>
    </SurveyShell>
  );
}

function SurveyOf({ surveyId }: { surveyId: string }) {
  // fresh: whether this visitor has answered is never taken from an earlier visit
  const query = surveyQuery.use({ params: { surveyId } });
  if (isMissing(query)) return <NoSurvey none={false} />;
  return (
    <SurveyShell>
      {isLoading(query, true) || query.isError ? <h1 className="mb-page__title">만족도 조사</h1> : null}
      <QueryGate query={query} what="설문을" fresh>
        {(data) => <SurveyBody survey={data} key={data.surveyId} />}
      </QueryGate>
    </SurveyShell>
  );
}

const SurveyShell = ({ children }: { children: ReactNode }) => (
  <div className="mb-page sv-page" data-page="dgstfn-survey">
    {children}
  </div>
);

/** No open survey (none), or no survey of the asked number. */
function NoSurvey({ none }: { none: boolean }) {
  return (
    <SurveyShell>
      <h1 className="mb-page__title">만족도 조사</h1>
      <Notice tone="info">
        <p>{none ? '지금 진행 중인 만족도 조사가 없습니다.' : '찾으시는 설문이 없습니다. 주소를 확인하시거나 목록에서 골라 주세요.'}</p>
        <p>
          <Link to={LIST}>만족도 조사 목록 보기</Link> · <Link to={statsLink()}>지난 조사 결과 통계 보기</Link>
        </p>
      </Notice>
    </SurveyShell>
  );
}

function SurveyBody({ survey }: { survey: Survey }) {
  const [done, setDone] = useState<'answered' | 'thanks' | null>(survey.answered ? 'answered' : null);
  return (
    <>
      <h1 className="mb-page__title">{survey.title}</h1>
      <dl className="fm-dl sv-meta">
        <dt>조사 기간</dt>
        <dd>
          {periodLabel(survey)} <span className={`sv-badge sv-badge--${survey.status.toLowerCase()}`}>{STATUS_LABELS[survey.status]}</span>
        </dd>
        <dt>문항 수</dt>
        <dd>{survey.questions.length}문항 (5점 척도)</dd>
      </dl>
      <p className="mb-page__lead">{survey.description}</p>
      <section className="sv-privacy" aria-labelledby="sv-privacy-title">
        <h2 id="sv-privacy-title">개인정보 안내</h2>
        <ul>
          <li>이 조사는 익명입니다. 이름, 연락처 등 개인을 알아볼 수 있는 정보는 묻지 않습니다.</li>
          <li>저장하는 것: 문항별 점수, 적어 주신 의견, 응답 일시. 한 번만 응답하도록 브라우저 세션 표시(암호화한 값) 또는 로그인한 회원 번호를 함께 보관합니다.</li>
          <li>응답은 통계로만 쓰고, 의견에 개인정보를 적지 말아 주세요. 보관 기간은 조사가 끝난 뒤 3년입니다.</li>
        </ul>
      </section>
      {done === 'thanks' ? (
        <Notice tone="success" role="status" focusOnMount>
          <h2 className="sv-h2">응답해 주셔서 감사합니다</h2>
          <p>소중한 의견은 법률구조 플랫폼과 상담 서비스를 고치는 데 쓰겠습니다.</p>
          <ArmedLinks>
            <Link to={statsLink(survey.surveyId)}>이 조사의 결과 통계 보기</Link> · <Link to={LIST}>다른 만족도 조사 보기</Link>
          </ArmedLinks>
        </Notice>
      ) : done === 'answered' ? (
        <Notice tone="info" role="status" focusOnMount>
          <h2 className="sv-h2">이미 참여하신 조사입니다</h2>
          <p>이미 이 설문에 참여하셨습니다. 소중한 의견에 감사드립니다.</p>
          <p>
            <Link to={statsLink(survey.surveyId)}>결과 통계 보기</Link> · <Link to={LIST}>다른 만족도 조사 보기</Link>
          </p>
        </Notice>
      ) : survey.status === 'CLOSED' ? (
        <Notice tone="info">
          <p>이 조사는 {periodLabel(survey).split(' ~ ')[1]}에 끝났습니다. 참여해 주신 분들께 감사드립니다.</p>
          <p>
            <Link to={statsLink(survey.surveyId)}>이 조사의 결과 보기</Link> · <Link to={LIST}>진행 중인 조사 보기</Link>
          </p>
        </Notice>
      ) : survey.status === 'UPCOMING' ? (
        <Notice tone="info">
          <p>이 조사는 {periodLabel(survey).split(' ~ ')[0]}에 시작합니다. 그때 참여해 주세요.</p>
          <p>
            <Link to={LIST}>진행 중인 조사 보기</Link>
          </p>
        </Notice>
      ) : (
        <SurveyForm survey={survey} onDone={setDone} />
      )}
    </>
  );
}

type Answers = Record<string, string> & { comment: string };

function SurveyForm({ survey, onDone }: { survey: Survey; onDone(d: 'answered' | 'thanks'): void }) {
  const answer = surveyAnswer.use();
  // the answers by question id, and the comment; only chosen scores go to the schema (the page names the missing ones)
  const form = useZodForm(SurveyAnswerRequest, (): Answers => ({ comment: '' }), (v) => ({
    scores: Object.fromEntries(survey.questions.filter((q) => v[q.questionId]).map((q) => [q.questionId, Number(v[q.questionId])])),
    comment: v.comment,
  }));
  const idOf = (name: string) => (name === 'comment' ? 'sv-comment' : `sv-${name}`);
  const order = [...survey.questions.map((q) => q.questionId), 'comment'];
  // one key per filled form (useSubmit keeps it until a success): a double click or a retry after a lost answer stores one response
  const submit = useSubmit({
    form,
    call: answer,
    input: (body) => ({ params: { surveyId: survey.surveyId }, body }),
    onDone: () => onDone('thanks'),
    check: (v) => Object.fromEntries(survey.questions.map((q, i) => [q.questionId, v[q.questionId] ? undefined : `${i + 1}번 문항(${q.text})에 답해 주세요.`])),
    fieldOf: (field) => field.replace(/^body\./, '').replace(/^scores\./, ''),
    refused: ({ status, body }) => {
      if (status === 409 && body.code === SURVEY_ALREADY_ANSWERED) {
        onDone('answered');
        return 'handled';
      }
      if (status === 400 && Array.isArray(body.errors) && body.errors.length) return undefined;
      return { failure: body.message ?? '응답을 보내지 못했습니다. 인터넷 연결을 확인하고 다시 보내 주세요. 고르신 답은 그대로 있습니다.' };
    },
  });
  const comment = form.values.comment;
  const errors = form.errors;

  return (
    <form className="sv-form" onSubmit={(e) => void submit.submit(e)} noValidate aria-labelledby="sv-form-title">
      <h2 id="sv-form-title" className="sv-h2">
        설문 문항
      </h2>
      <p className="fm-hint">모든 문항에 답해 주세요. 의견은 적지 않아도 됩니다.</p>
      <ErrorSummary errors={errors} attempt={form.attempt} idOf={idOf} order={order} />
      {submit.failure ? (
        <Notice tone="error" role="alert">
          <p>{submit.failure}</p>
        </Notice>
      ) : null}
      <ol className="sv-questions">
        {survey.questions.map((q, i) => (
          <li key={q.questionId} className="sv-question" data-question={q.questionId}>
            <RadioGroup<ScoreValue>
              id={`sv-${q.questionId}`}
              name={`score-${q.questionId}`}
              legend={
                <>
                  <span className="sv-question__area">{SURVEY_AREA_LABELS[q.area]}</span>
                  {i + 1}. {q.text}
                </>
              }
              required
              variant="inline"
              value={(form.values[q.questionId] ?? '') as ScoreValue | ''}
              onValue={(v) => form.set(q.questionId, v)}
              options={SCORE_VALUES.map((v, k) => ({ value: v, label: `${SCORE_LABELS[k]}` }))}
              error={errors[q.questionId]}
            />
          </li>
        ))}
      </ol>
      <TextField
        id="sv-comment"
        label="하고 싶은 말씀"
        optional
        multiline
        value={comment}
        onValue={(v) => form.set('comment', v)}
        maxLength={SURVEY_COMMENT_MAX}
        hint={
          <span>
            {comment.length.toLocaleString('ko-KR')}/{SURVEY_COMMENT_MAX.toLocaleString('ko-KR')}자 · 이름, 전화번호 등 개인정보는 적지 말아 주세요.
          </span>
        }
        error={errors.comment}
      />
      <SubmitActions pending={submit.pending} label="응답 제출" busyLabel="보내는 중…" className="sv-actions" />
    </form>
  );
}

/**
 * Links that appear where the submit button was: the second click of a double click on 응답 제출
 * would land on them and leave the page. They work from a moment after they appear.
 */
function ArmedLinks({ children }: { children: ReactNode }) {
  const [armed, setArmed] = useState(false);
  useEffect(() => {
    const t = setTimeout(() => setArmed(true), 800);
    return () => clearTimeout(t);
  }, []);
  return (
    <p data-armed={armed ? 'true' : 'false'} onClickCapture={(e) => (armed ? undefined : e.preventDefault())}>
      {children}
    </p>
  );
}
