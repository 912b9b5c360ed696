import { Link } from '@portal/router';
import { useEffect, useState } from 'react';
import { OPENAPI_OPER_DAILY_LIMIT, OpnApproveRequest, OpnRejectRequest } from '@portal/contracts';
import { fmtDateTime } from '@portal/ui/format';
import { Notice, errorStatus, useZodForm } from '@portal/ui/form';
import { ListPage, pageParam } from '@portal/blocks/list';
import { CountAnnouncement, FormFields, SubmitActions, SubmitForm, fieldOrder, useCountAnnouncement, useSubmit, type FormLayout, type Submit } from '@portal/blocks/form';
import { staffOpnApprove } from '../../api/staffOpnApprove';
import { staffOpnPending, type PendingApplication } from '../../api/staffOpnPending';
import { staffOpnReject } from '../../api/staffOpnReject';
import { Badge, STATUS_LABELS, UsePlan, n, kindLabel } from '../../lib/parts';

const PAGE_SIZE = 10;
const REASON_MAX = 500;
type Q = { view: 'queue'; page: number };

/** The queue of operating applications waiting for a decision, oldest first (approvers only). */
export function ApproverQueue({ path }: { path: string }) {
  const [decided, setDecided] = useState<string | null>(null);
  // one form's errors at a time: the error summary of the form tried last (two would share its title's id)
  const [active, setActive] = useState<string | null>(null);
  const forms = { active, setActive, onDecided: setDecided };
  return (
    <section aria-labelledby="oa-queue-title" data-approver-queue="">
      <h2 id="oa-queue-title">승인 대기 중인 운영계정 신청</h2>
      {decided ? (
        <Notice tone="success" role="status" focusOnMount key={decided}>
          <p data-decided="">{decided}</p>
        </Notice>
      ) : null}
      <ListPage
        path={path}
        read={(s): Q => ({ view: 'queue', page: pageParam(s) })}
        call={staffOpnPending}
        input={(q) => ({ query: { page: q.page, pageSize: PAGE_SIZE } })}
        what="승인 대기 목록을"
        fallback={(e) => {
          const status = errorStatus(e);
          // approver calls take the staff session of the back office only (issue 34), not the citizen's
          if (status === 401)
            return (
              <Notice tone="info" role="status">
                <p data-staff-signin-needed="">
                  승인 대기 목록은 오픈 API 승인 담당자가 <Link to="/admin/login">직원 로그인(2단계 인증)</Link>을 한 뒤에 볼 수 있습니다. 내 신청과 키는 ‘나의 신청·키’에서 보실 수 있습니다.
                </p>
              </Notice>
            );
          if (status === 403)
            return (
              <Notice tone="info" role="status">
                <p data-approver-only="">승인 대기 목록은 오픈 API 승인 담당자만 볼 수 있습니다. 내 신청과 키는 ‘나의 신청·키’에서 보실 수 있습니다.</p>
              </Notice>
            );
          return null;
        }}
        count={(d) => (
          <>
            승인 대기 <strong>{n(d.total)}</strong>건 (먼저 신청한 순)
          </>
        )}
        empty={() => <p>승인을 기다리는 운영계정 신청이 없습니다.</p>}
        pagination="승인 대기 목록 페이지"
      >
        {(data) => data.items.map((item) => <Pending key={item.applicationId} item={item} forms={forms} />)}
      </ListPage>
    </section>
  );
}

/** Which decision form was tried last, and where a decision is announced. */
interface Forms {
  active: string | null;
  setActive(id: string): void;
  onDecided(text: string): void;
}

/** The form's submit, marking it the one tried last; its errors are cleared when another form is tried. */
function useOneAtATime(id: string, forms: Forms, form: { setErrors(e: Record<string, string>, o?: { focusSummary?: boolean }): void }, submit: Submit): Submit {
  const quiet = forms.active !== null && forms.active !== id;
  useEffect(() => {
    if (quiet) form.setErrors({}, { focusSummary: false });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- clears when another form becomes the active one; form.setErrors is stable
  }, [quiet]);
  return { ...submit, submit: (e) => (forms.setActive(id), submit.submit(e)) };
}

function Pending({ item, forms }: { item: PendingApplication; forms: Forms }) {
  const titleId = `oa-pending-${item.applicationId}`;
  return (
    <article className="oa-app" aria-labelledby={titleId} data-pending={item.applicationId}>
      <div className="oa-app__head">
        <h3 id={titleId}>
          {item.systemName} <span className="sr-only">({item.applicantName})</span>
        </h3>
        <Badge state={item.useKind}>{kindLabel(item.useKind)}</Badge>
        <Badge state={item.status}>{STATUS_LABELS[item.status]}</Badge>
      </div>
      <dl className="fm-dl">
        <dt>신청 번호</dt>
        <dd>{item.applicationId}</dd>
        <dt>신청인</dt>
        <dd data-applicant="">{item.applicantName}</dd>
        <dt>신청일</dt>
        <dd>{fmtDateTime(item.createdAt)}</dd>
        <UsePlan app={item} />
      </dl>
      <div className="oa-decide">
        <ApproveForm item={item} forms={forms} />
        <RejectForm item={item} forms={forms} />
      </div>
    </article>
  );
}

type ApproveValues = { dailyLimit: string };
const approveLayout = (system: string): FormLayout<ApproveValues> => ({
  sections: [
    {
      id: 'oa-approve',
      fields: [
        {
          kind: 'text',
          name: 'dailyLimit',
          label: `${system}의 하루 호출 한도`,
          optional: true,
          inputMode: 'numeric',
          maxLength: 7,
          autoComplete: 'off',
          hint: `API마다 하루 몇 건까지 부를지 정합니다. 비워 두면 ${n(OPENAPI_OPER_DAILY_LIMIT)}건입니다.`,
        },
      ],
    },
  ],
});

function ApproveForm({ item, forms }: { item: PendingApplication; forms: Forms }) {
  const approve = staffOpnApprove.use();
  const form = useZodForm(OpnApproveRequest, (): ApproveValues => ({ dailyLimit: '' }), (v) => ({ dailyLimit: v.dailyLimit.trim() === '' ? undefined : v.dailyLimit.trim() }));
  const submit = useSubmit({
    form,
    call: approve,
    input: (body) => ({ params: { applicationId: item.applicationId }, body }),
    onDone: (app) => forms.onDecided(`${item.applicantName}님의 ${item.systemName} 운영계정을 승인했습니다. 하루 호출 한도는 API마다 ${n(app.dailyLimit)}건입니다.`),
  });
  const send = useOneAtATime(`${item.applicationId}:approve`, forms, form, submit);
  const layout = approveLayout(item.systemName);
  return (
    <SubmitForm form={form} submit={send} order={fieldOrder(layout)} aria-labelledby={`oa-approve-${item.applicationId}`} data-approve-form="">
      <h4 className="oa-decide__title" id={`oa-approve-${item.applicationId}`}>
        승인
      </h4>
      <FormFields layout={layout} form={form} />
      <SubmitActions pending={submit.pending} label="승인" busyLabel="승인하는 중" />
    </SubmitForm>
  );
}

type RejectValues = { reason: string };

function RejectForm({ item, forms }: { item: PendingApplication; forms: Forms }) {
  const reject = staffOpnReject.use();
  const form = useZodForm(OpnRejectRequest, (): RejectValues => ({ reason: '' }));
  const said = useCountAnnouncement(form.values.reason.length, REASON_MAX, '반려 사유', [0, 20]);
  const submit = useSubmit({
    form,
    call: reject,
    input: (body) => ({ params: { applicationId: item.applicationId }, body }),
    onDone: () => forms.onDecided(`${item.applicantName}님의 ${item.systemName} 운영계정 신청을 반려했습니다. 신청인은 나의 신청·키에서 사유를 봅니다.`),
  });
  const send = useOneAtATime(`${item.applicationId}:reject`, forms, form, submit);
  const layout: FormLayout<RejectValues> = {
    sections: [
      {
        id: 'oa-reject',
        fields: [
          {
            kind: 'counted',
            name: 'reason',
            label: `${item.systemName}의 반려 사유`,
            required: true,
            multiline: true,
            max: REASON_MAX,
            counterClass: 'oa-counter',
            hint: '신청인에게 그대로 보여 줍니다. 무엇을 고쳐 다시 신청하면 되는지 적어 주십시오 (5자 이상)',
          },
          { kind: 'static', id: 'oa-reject-count', content: <CountAnnouncement said={[said]} /> },
        ],
      },
    ],
  };
  return (
    <SubmitForm form={form} submit={send} order={fieldOrder(layout)} aria-labelledby={`oa-reject-${item.applicationId}`} data-reject-form="">
      <h4 className="oa-decide__title" id={`oa-reject-${item.applicationId}`}>
        반려
      </h4>
      <FormFields layout={layout} form={form} />
      <SubmitActions pending={submit.pending} label="반려" busyLabel="반려하는 중" variant="secondary" />
    </SubmitForm>
  );
}
