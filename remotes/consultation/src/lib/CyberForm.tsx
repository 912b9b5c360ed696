import { useCallback, useState } from 'react';
import { Link, useNavigate } from '@portal/router';
import type { CallBody } from '@portal/contracts/call-types';
import { CYBER_QUESTION_MAX, CYBER_TITLE_MAX, CyberRequest, type CyberKind } from '@portal/contracts';
import { useFormDraft, useZodForm } from '@portal/ui/form';
import type { Applicant as ApplicantPrefill } from '@portal/blocks/gate';
import { fieldOrder, FormFields, onSignedOut, RestoredDraftNotice, startOver, SubmitActions, SubmitForm, useCountAnnouncement, useSubmit } from '@portal/blocks/form';
import { takeCarriedQuestion } from './carried-question';
import { cyberLayout, SAY_AT, type CyberValues } from './cyber-layout';
import { SessionEndedNotice } from './cyber-session';
import { dscsnCyber } from '../api/dscsnCyber';
import { ntnCodeList } from '../api/ntnCodeList';

export type { CyberValues } from './cyber-layout';

const blank = (): CyberValues => ({
  field: '',
  title: '',
  question: '',
  files: [],
  isPublic: 'N',
  consent: false,
  residenceCountry: '',
  nationality: '',
  language: '',
  procedure: '',
  respondentName: '',
  claimAmount: '',
});

/** The request body of dscsnCyber for a kind; empty choices go as undefined so zod names them. */
export function toRequest(kind: CyberKind, v: CyberValues): unknown {
  const common = {
    kind,
    field: v.field || undefined,
    title: v.title,
    question: v.question,
    fileIds: v.files.map((f) => f.fileId),
    isPublic: kind === 'KCAB' ? false : v.isPublic === 'Y',
    consent: v.consent,
  };
  switch (kind) {
    case 'OVS':
      return { ...common, residenceCountry: v.residenceCountry || undefined };
    case 'FR':
      return { ...common, nationality: v.nationality || undefined, language: v.language || undefined };
    case 'KCAB':
      return {
        ...common,
        procedure: v.procedure || undefined,
        respondentName: v.respondentName,
        claimAmount: v.claimAmount === '' ? undefined : Number(v.claimAmount),
      };
    default:
      return common;
  }
}

/** Server and layout field names → the error names ('body.fileIds.1' → 'fileIds', 'files' → 'fileIds'). */
function fieldOf(serverField: string): string {
  const key = serverField.replace(/^body\./, '').split('.')[0] ?? '';
  return key === 'files' ? 'fileIds' : key;
}

export interface CyberFormProps {
  kind: CyberKind;
  applicant: ApplicantPrefill;
  /** Name of the thing for messages: '사이버상담', '중재·조정 신청'. */
  what: string;
  /** What the consent covers (one paragraph) — differs for KCAB. */
  consentPurpose: string;
  submitLabel: string;
}

/**
 * The written-consultation form of all five kinds (DOM, OVS, FR, LQA; KCAB through KcabEdit): the same
 * zod schema as the server, a sessionStorage draft with its Idempotency-Key (reload loses nothing; a
 * double click or retry makes one receipt), attachments uploaded one by one, and on success the
 * completion page with the receipt number.
 */
export function CyberForm({ kind, applicant, what, consentPurpose, submitLabel }: CyberFormProps) {
  const navigate = useNavigate();
  const draft = useFormDraft<CyberValues>(`portal.dscsn.draft.cyber.${kind}`, () => ({ ...blank(), question: takeCarriedQuestion() }));
  const form = useZodForm(CyberRequest, draft.initialValues, (v) => toRequest(kind, v));
  const [uploading, setUploading] = useState(false);
  const [sessionEnded, setSessionEnded] = useState(false);
  const [restored, setRestored] = useState(draft.restored);
  const titleSaid = useCountAnnouncement(form.values.title.length, CYBER_TITLE_MAX, '제목', SAY_AT);
  const questionSaid = useCountAnnouncement(form.values.question.length, CYBER_QUESTION_MAX, '상담 내용', SAY_AT);
  const onUploadBusy = useCallback((b: boolean) => setUploading(b), []);
  // the countries are asked for only by the forms that choose one
  const nations = ntnCodeList.use({}, { enabled: kind === 'OVS' || kind === 'FR' });

  const send = dscsnCyber.use();
  const submit = useSubmit({
    form,
    draft,
    call: send,
    input: (body) => ({ body: body as CallBody<'dscsnCyber'> }),
    onDone: (result) => {
      navigate(`/dscsn/cyber/CyberRsvtCmptnInfo?receiptNo=${encodeURIComponent(result.receiptNo)}`, { replace: true });
    },
    // empty fields get "입력해 주세요" rather than the schema's length message
    check: (v) => {
      setSessionEnded(false);
      return {
        title: v.title.trim() ? undefined : '제목을 입력해 주세요.',
        question: v.question.trim() ? undefined : '상담 내용을 입력해 주세요.',
        respondentName: kind === 'KCAB' && !v.respondentName.trim() ? '상대방(피신청인) 이름 또는 회사명을 입력해 주세요.' : undefined,
      };
    },
    blocked: () => (uploading ? { field: 'fileIds', message: '첨부파일을 올리는 중입니다. 다 올라간 뒤 다시 신청해 주세요.' } : null),
    fieldOf,
    refused: onSignedOut(() => setSessionEnded(true)),
    mismatch: (
      <>
        바로 전에 보낸 {what} 신청이 이미 접수되었을 수 있습니다. <Link to="/my/dscsn/cyber/CybdsnDsctnList">나의 사이버상담 내역</Link>에서 확인해 주세요. 접수되지
        않았다면 다시 신청 버튼을 눌러 주세요.
      </>
    ),
  });

  const clearAll = () => {
    startOver(draft, form, blank(), submit);
    setRestored(false);
  };

  const layout = cyberLayout({ kind, applicant, consentPurpose, nations, said: [titleSaid, questionSaid], onUploadBusy }, form.values);

  return (
    <SubmitForm form={form} submit={submit} order={fieldOrder(layout).map(fieldOf)} className="fm-form cy-form" data-cyber-form={kind}>
      {sessionEnded ? <SessionEndedNotice /> : null}
      {restored ? <RestoredDraftNotice onClear={clearAll}>이 탭에서 작성하던 내용을 불러왔습니다.</RestoredDraftNotice> : null}
      <FormFields layout={layout} form={form} />
      <SubmitActions pending={submit.pending} label={submitLabel} busyLabel="신청하는 중입니다" data-submit="" />
      <p className="fm-hint">작성하는 내용은 이 탭에 임시로 저장되어, 새로 고침해도 지워지지 않습니다. 탭을 닫으면 지워집니다.</p>
    </SubmitForm>
  );
}
