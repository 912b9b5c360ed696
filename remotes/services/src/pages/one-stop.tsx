import { useState } from 'react';
import { Link, useLocation } from '@portal/router';
import { FINDER_PROBLEM_LABELS, FINDER_PROBLEMS, ONE_STOP_INSTS, type OneStopReceipt } from '@portal/contracts/client';
import { OneStopRequest } from '@portal/contracts';
import type { CallBody } from '@portal/contracts/call-types';
import { Notice, useFormDraft, useZodForm } from '@portal/ui/form';
import { ApplicantGate, isGuest, signInLinks, useApplicantGate } from '@portal/blocks/gate';
import { fieldOrder, FormFields, onSignedOut, RestoredDraftNotice, SessionEndedNotice, startOver, SubmitActions, SubmitForm, useSubmit, type FormLayout } from '@portal/blocks/form';
import { svcOneStopCreate, svcOneStops } from '../api/svcOneStop';
import { ServicePage } from '../lib/frame';
import '../lib/finder.css';

/** What each receiving institution does with a one-stop case (the catalogue's words, short). */
const INSTS: Record<(typeof ONE_STOP_INSTS)[number], { name: string; what: string }> = {
  KLAC: { name: '대한법률구조공단', what: '민사·가사·형사·개인회생 등 모든 분야의 무료 법률상담과 소송 지원' },
  LHM: { name: '한국가정법률상담소', what: '이혼·양육·상속 등 가정 문제 상담과 가사 소송 지원' },
  LQA: { name: '대한가정법률복지상담원', what: '가정 문제 상담과 가사 소송 지원' },
};

interface Values extends Record<string, unknown> {
  problem: string;
  title: string;
  content: string;
  insts: string[];
  agree: boolean;
}
const blank = (): Values => ({ problem: '', title: '', content: '', insts: [], agree: false });
const TITLE_MAX = 100;
const CONTENT_MAX = 4000;

const layout: FormLayout<Values> = {
  sections: [
    {
      id: 'os-what',
      title: '어떤 일인가요',
      fields: [
        { kind: 'select', name: 'problem', label: '문제의 종류', required: true, placeholder: '골라 주세요', options: FINDER_PROBLEMS.map((p) => ({ value: p, label: FINDER_PROBLEM_LABELS[p] })) },
        { kind: 'counted', name: 'title', label: '제목', required: true, max: TITLE_MAX, counterClass: 'sv-counter', hint: <>2자 이상 {TITLE_MAX}자 이하</>, autoComplete: 'off' },
        {
          kind: 'counted',
          name: 'content',
          label: '상담 내용',
          required: true,
          multiline: true,
          max: CONTENT_MAX,
          counterClass: 'sv-counter',
          hint: <>언제, 누구와, 무슨 일이 있었는지, 바라는 것을 적어 주세요. 10자 이상 {CONTENT_MAX}자 이하. 고른 기관 모두에 같은 내용이 갑니다</>,
        },
      ],
    },
    {
      id: 'os-insts',
      title: '받을 기관',
      description: '두 곳 이상 고르세요. 기관마다 따로 접수되어 각 기관의 상담 담당자가 답변합니다(3근무일 안).',
      fields: [{ kind: 'checkboxes', name: 'insts', legend: '받을 기관 (2곳 이상)', required: true, options: ONE_STOP_INSTS.map((c) => ({ value: c, label: INSTS[c].name, description: INSTS[c].what })) }],
    },
    {
      id: 'os-consent',
      title: '개인정보 제공 동의',
      fields: [
        {
          kind: 'static',
          id: 'os-consent-text',
          content: <p className="fm-hint">이름·휴대전화 번호와 적은 상담 내용을 고른 기관에 보내 상담에 씁니다. 상담이 끝난 뒤 각 기관의 보존 기간(3년)이 지나면 지웁니다. 동의하지 않으면 원스톱 신청을 할 수 없으며, 기관마다 따로 사이버상담을 신청할 수 있습니다.</p>,
        },
        { kind: 'checkbox', name: 'agree', label: '고른 기관에 개인정보와 상담 내용을 보내는 데 동의합니다', required: true },
      ],
    },
  ],
};

/**
 * /one-stop: describe the problem once, choose the institutions; each receives its own written
 * consultation case and the member follows them together here and in my page (사이버상담 내역).
 */
export default function OneStop() {
  const gate = useApplicantGate();
  const { pathname, search } = useLocation();
  return (
    <ServicePage page="one-stop" title="원스톱 신청" lead="한 번 적은 내용을 여러 법률구조기관에 함께 보냅니다. 기관마다 따로 접수되어 답변을 받고, 마이페이지에서 한꺼번에 확인합니다.">
      <ol className="sv-steps">
        <li>무슨 일인지 한 번 적습니다.</li>
        <li>받을 기관을 두 곳 이상 고릅니다.</li>
        <li>기관마다 접수번호가 생기고, 각 기관이 3근무일 안에 답변합니다.</li>
      </ol>
      <ApplicantGate
        gate={gate}
        prompt={
          <div className="fm-card" data-signin-prompt="">
            <p>원스톱 신청은 회원만 할 수 있습니다. 여러 기관의 답변을 한곳에서 이어 보려면 회원 계정이 필요합니다.</p>
            <p>
              <Link className="btn btn-primary" to={signInLinks(pathname + search).member}>
                회원 로그인
              </Link>{' '}
              <Link className="btn btn-secondary" to="/join">
                회원가입
              </Link>
            </p>
          </div>
        }
      >
        {(applicant) =>
          isGuest(applicant) ? (
            <Notice tone="info">
              <p>
                비회원(본인확인)으로는 원스톱 신청을 할 수 없습니다. 회원으로 로그인하거나, 기관마다 <Link to="/dscsn/cyber">사이버상담</Link>을 신청해 주세요.
              </p>
            </Notice>
          ) : (
            <OneStopForm />
          )
        }
      </ApplicantGate>
    </ServicePage>
  );
}

function OneStopForm() {
  const draft = useFormDraft<Values>('portal.services.draft.oneStop', blank);
  const form = useZodForm(OneStopRequest, draft.initialValues, (v) => ({ ...v, problem: v.problem || undefined }));
  const [restored, setRestored] = useState(draft.restored);
  const [sessionEnded, setSessionEnded] = useState(false);
  const [done, setDone] = useState<OneStopReceipt | null>(null);
  const send = svcOneStopCreate.use();
  const submit = useSubmit({
    form,
    draft,
    call: send,
    input: (body) => ({ body: body as CallBody<'svcOneStopCreate'> }),
    onDone: (result) => {
      setDone(result);
      startOver(draft, form, blank(), submit);
    },
    check: (v) => ({
      title: v.title.trim() ? undefined : '제목을 입력해 주세요.',
      content: v.content.trim() ? undefined : '상담 내용을 적어 주세요.',
    }),
    fieldOf: (f) => f.replace(/^body\./, '').split('.')[0] ?? '',
    refused: onSignedOut(() => setSessionEnded(true)),
    mismatch: (
      <>
        바로 전에 보낸 원스톱 신청이 이미 접수되었을 수 있습니다. <Link to="/my/dscsn/cyber/CybdsnDsctnList">사이버상담 내역</Link>에서 확인해 주세요.
      </>
    ),
  });
  if (done) return <Receipt r={done} onAgain={() => { setDone(null); submit.again(); setRestored(false); }} />;
  return (
    <>
      <SubmitForm form={form} submit={submit} order={fieldOrder(layout)} className="fm-form sv-form" data-one-stop-form="">
        {sessionEnded ? <SessionEndedNotice /> : null}
        {restored ? (
          <RestoredDraftNotice
            onClear={() => {
              startOver(draft, form, blank(), submit);
              setRestored(false);
            }}
          >
            이 탭에서 작성하던 내용을 불러왔습니다.
          </RestoredDraftNotice>
        ) : null}
        <FormFields layout={layout} form={form} />
        <SubmitActions pending={submit.pending} label="고른 기관에 신청하기" busyLabel="신청하는 중입니다" data-submit="" />
        <p className="fm-hint">작성하는 내용은 이 탭에 임시로 저장되어, 새로 고침해도 지워지지 않습니다.</p>
      </SubmitForm>
      <MyRequests />
    </>
  );
}

function Receipt({ r, onAgain }: { r: OneStopReceipt; onAgain(): void }) {
  return (
    <section className="fm-card" aria-labelledby="os-done" data-one-stop-done={r.receiptNo}>
      <h2 id="os-done" tabIndex={-1} ref={(el) => el?.focus()}>
        원스톱 신청이 접수되었습니다
      </h2>
      <p>
        신청번호 <strong>{r.receiptNo}</strong> · {r.problemName} · {r.title}
      </p>
      <CaseList r={r} />
      <p className="fm-actions">
        <Link className="btn btn-primary" to="/my/dscsn/cyber/CybdsnDsctnList">
          마이페이지에서 보기
        </Link>{' '}
        <button type="button" className="btn btn-secondary" onClick={onAgain}>
          새로 신청하기
        </button>
      </p>
    </section>
  );
}

function CaseList({ r }: { r: OneStopReceipt }) {
  return (
    <ul className="sv-cases">
      {r.cases.map((c) => (
        <li key={c.receiptNo} data-one-stop-case={c.instCode}>
          <strong>{c.instName}</strong>
          <span>접수번호 {c.receiptNo}</span>
          <span className={`sv-status sv-status--${c.status}`}>{c.status === 'ANSWERED' ? '답변 완료' : `답변 대기 (예정 ${c.expectedAnswerBy})`}</span>
        </li>
      ))}
    </ul>
  );
}

/** The member's earlier one-stop requests (nothing while there are none). */
function MyRequests() {
  const q = svcOneStops.use({});
  if (q.status !== 'success' || !q.data.items.length) return null;
  return (
    <section aria-labelledby="os-mine">
      <h2 className="sv-h2" id="os-mine">
        내 원스톱 신청
      </h2>
      {q.data.items.map((r) => (
        <div key={r.id} className="sv-card" data-one-stop={r.receiptNo}>
          <p>
            <strong>{r.title}</strong> ({r.problemName} · 신청번호 {r.receiptNo})
          </p>
          <CaseList r={r} />
        </div>
      ))}
    </section>
  );
}
