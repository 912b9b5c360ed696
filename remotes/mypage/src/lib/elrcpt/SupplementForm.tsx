import { useCallback, useState } from 'react';
import { ElrcptSupplementSubmit, ELRCPT_ATTACHMENT_MAX, SUPPLEMENT_NOTE_MAX, type UploadedFile } from '@portal/contracts';
import { useFormDraft, useZodForm } from '@portal/ui/form';
import { CountAnnouncement, CountedTextField, SubmitActions, SubmitForm, useCountAnnouncement, useSubmit } from '@portal/blocks/form';
import { AttachmentField, DEFAULT_ATTACHMENT_RULES } from '@portal/blocks/upload';
import { elrcptSupplement } from '../../api/elrcptSupplement';

interface SupplementValues extends Record<string, unknown> {
  note: string;
  files: UploadedFile[];
}
const blank = (): SupplementValues => ({ note: '', files: [] });
/** The body of elrcptSupplement: the note and the uploaded files' ids. */
export const toSupplementBody = (v: SupplementValues) => ({ note: v.note, attachments: v.files.map((f) => f.fileId) });

const ORDER = ['note', 'attachments'];
const RULES = { ...DEFAULT_ATTACHMENT_RULES, maxFiles: ELRCPT_ATTACHMENT_MAX };

/**
 * The answer to a 보완요청: a note and files (the upload block), kept in this tab's draft with its
 * Idempotency-Key (a reload or a failed send keeps what was typed; a double click sends once).
 */
export function SupplementForm({ aplyNo, onDone }: { aplyNo: string; onDone(): void }) {
  const send = elrcptSupplement.use();
  const draft = useFormDraft(`portal.my.elrcpt.supplement.${aplyNo}`, blank);
  const form = useZodForm(ElrcptSupplementSubmit, draft.initialValues, toSupplementBody);
  const [uploading, setUploading] = useState(false);
  const onBusyChange = useCallback((b: boolean) => setUploading(b), []);
  const said = useCountAnnouncement(form.values.note.length, SUPPLEMENT_NOTE_MAX, '보완 내용', [0, 20, 100]);

  const submit = useSubmit({
    form,
    draft,
    call: send,
    input: (body) => ({ params: { aplyNo }, body }),
    onDone: () => {
      onDone();
    },
    blocked: () => (uploading ? { field: 'attachments', message: '파일을 올리는 중입니다. 다 올라간 뒤 다시 제출해 주세요.' } : null),
    mismatch: '바로 전에 보낸 보완 내용이 이미 접수되었을 수 있습니다. 이 화면을 새로 고쳐 진행 이력을 확인해 주세요.',
  });

  return (
    <SubmitForm form={form} submit={submit} order={ORDER} data-supplement-form="">
      <CountedTextField
        form={form}
        name="note"
        label="보완 내용"
        required
        multiline
        className="me-textarea"
        max={SUPPLEMENT_NOTE_MAX}
        counterClass="me-counter"
        hint={<>요청받은 내용에 맞게 설명을 적어 주세요. 2자 이상 {SUPPLEMENT_NOTE_MAX.toLocaleString('ko-KR')}자 이하</>}
      />
      <CountAnnouncement said={[said]} />
      <AttachmentField
        id={form.id('attachments')}
        label="보완 서류"
        files={form.values.files}
        onFiles={(files) => form.set('files', files)}
        rules={RULES}
        hint={`요청받은 서류를 PDF, JPG, PNG, HWP 파일로 ${ELRCPT_ATTACHMENT_MAX}개까지, 한 파일에 10MB까지 올릴 수 있습니다.`}
        error={form.errors.attachments}
        onBusyChange={onBusyChange}
      />
      <SubmitActions pending={submit.pending} label="보완 제출" busyLabel="제출하는 중입니다" data-supplement-submit="" />
    </SubmitForm>
  );
}
