import { useCallback, useState, type ReactNode } from 'react';
import { Link, useNavigate } from '@portal/router';
import { MYDOC_TITLE_MAX, MyDocCreate, PRDOC_ETC, type UploadedFile } from '@portal/contracts';
import { Button, Notice, PageHeading, useFormDraft, useZodForm } from '@portal/ui/form';
import { fieldOrder, FormFields, type FormLayout, onSignedOut, RestoredDraftNotice, SessionEndedNotice, startOver, SubmitActions, SubmitForm, useSubmit } from '@portal/blocks/form';
import { AttachmentField, DEFAULT_ATTACHMENT_RULES } from '@portal/blocks/upload';
import { fmtDate } from '../../../lib/dscsn/format';
import { DOC_KIND_OPTIONS, MY_DOC_LIST, expiryNote, issuedAtError, kindInfo, seoulToday } from '../../../lib/prdoc/rules';
import { myDocCreate } from '../../../api/myDocCreate';
import '../../../lib/dscsn/dscsn.css';
import '../../../lib/prdoc/prdoc.css';

interface Values extends Record<string, unknown> {
  code: string;
  title: string;
  files: UploadedFile[];
  issuedAt: string;
}
const blank = (): Values => ({ code: '', title: '', files: [], issuedAt: '' });

/** The body of myDocCreate: empty choices go as undefined so the schema names them; the title only for 기타. */
export const toBody = (v: Values) => ({
  code: v.code || undefined,
  title: v.code === PRDOC_ETC ? v.title : undefined,
  fileId: v.files[0]?.fileId ?? '',
  issuedAt: v.issuedAt,
});

const RULES = { ...DEFAULT_ATTACHMENT_RULES, maxFiles: 1 };

function layout(v: Values, today: string, upload: ReactNode): FormLayout<Values> {
  const info = kindInfo(v.code);
  const expiry = expiryNote(v.code, v.issuedAt, today);
  return {
    sections: [
      {
        id: 'doc-kind',
        title: '어떤 서류인가요',
        fields: [
          {
            kind: 'select',
            name: 'code',
            label: '서류 종류',
            required: true,
            placeholder: '서류 종류를 고르세요',
            options: DOC_KIND_OPTIONS.map((o) => ({ value: o.value, label: o.label })),
            hint: '목록에 없는 서류(가족관계증명서, 임대차계약서 등)는 기타를 고르고 서류 이름을 적어 주세요.',
          },
          ...(v.code === PRDOC_ETC
            ? [{ kind: 'text' as const, name: 'title' as const, label: '서류 이름', required: true, maxLength: MYDOC_TITLE_MAX, hint: `예: 가족관계증명서. 2자 이상 ${MYDOC_TITLE_MAX}자 이하` }]
            : []),
          {
            kind: 'static',
            id: 'doc-kind-info',
            content: info ? (
              <dl className="fm-dl pd-kind" data-kind-info="" aria-live="polite">
                <div className="md-details__row">
                  <dt>발급기관</dt>
                  <dd>{info.issuer}</dd>
                </div>
                <div className="md-details__row">
                  <dt>유효기간</dt>
                  <dd>{info.validity} (법률구조기관이 받아 주는 기간)</dd>
                </div>
                <div className="md-details__row">
                  <dt>발급받는 곳</dt>
                  <dd>{info.selfService}</dd>
                </div>
              </dl>
            ) : (
              <p className="fm-hint" aria-live="polite">
                {v.code === PRDOC_ETC ? '기타 서류는 발급일로부터 90일 동안 유효한 것으로 봅니다.' : '서류 종류를 고르면 발급기관과 유효기간을 알려 드립니다.'}
              </p>
            ),
          },
        ],
      },
      {
        id: 'doc-file',
        title: '서류 파일과 발급일',
        fields: [
          { kind: 'custom', name: 'files', render: () => upload },
          { kind: 'date', name: 'issuedAt', label: '발급일', required: true, hint: `서류에 적힌 발급일입니다. 오늘(${today})보다 늦을 수 없습니다.` },
          {
            kind: 'static',
            id: 'doc-expiry',
            content: expiry ? (
              <p className={expiry.expired ? 'pd-expiry is-expired' : 'pd-expiry'} data-expiry-note="" aria-live="polite">
                {expiry.expired
                  ? `이 발급일의 서류는 ${fmtDate(expiry.expiresAt)}부터 받지 않습니다. 새로 발급받은 서류를 올려 주세요.`
                  : `이 서류는 ${fmtDate(expiry.lastDay)}까지 신청서에 낼 수 있습니다.`}
              </p>
            ) : (
              <span aria-live="polite" />
            ),
          },
        ],
      },
    ],
  };
}

/** Server and layout names → error names ('body.fileId' and 'files' → 'fileId'). */
function fieldOf(name: string): string {
  const key = name.replace(/^body\./, '').split('.')[0] ?? '';
  return key === 'files' ? 'fileId' : key;
}

/** /my/doc/write: one file saved as a document of mine: its kind (or 기타 with a name), the file, its 발급일. */
export default function MyDocWrite() {
  const navigate = useNavigate();
  const today = seoulToday();
  const draft = useFormDraft<Values>('portal.my.doc.write', blank);
  const form = useZodForm(MyDocCreate, draft.initialValues, toBody);
  const [restored, setRestored] = useState(draft.restored);
  const [sessionEnded, setSessionEnded] = useState(false);
  const [uploading, setUploading] = useState(false);
  const onBusyChange = useCallback((b: boolean) => setUploading(b), []);
  const send = myDocCreate.use();

  const submit = useSubmit({
    form,
    draft,
    call: send,
    input: (body) => ({ body }),
    onDone: (doc) => {
      navigate(MY_DOC_LIST, { state: { notice: `${doc.name}을(를) 나의 서류함에 저장했습니다.` } });
    },
    check: (v) => {
      setSessionEnded(false);
      return {
        code: v.code ? undefined : '서류 종류를 골라 주세요.',
        title: v.code === PRDOC_ETC && !v.title.trim() ? '서류 이름을 입력해 주세요. 예: 가족관계증명서' : undefined,
        fileId: v.files.length ? undefined : '서류 파일을 올려 주세요. PDF, JPG, PNG, HWP 파일 하나를 고를 수 있습니다.',
        issuedAt: issuedAtError(v.issuedAt, today, v.code),
      };
    },
    blocked: () => (uploading ? { field: 'fileId', message: '파일을 올리는 중입니다. 다 올라간 뒤 다시 저장해 주세요.' } : null),
    fieldOf,
    refused: onSignedOut(() => setSessionEnded(true)),
    mismatch: (
      <>
        바로 전에 저장한 서류가 이미 저장되었을 수 있습니다. <Link to={MY_DOC_LIST}>나의 서류함</Link>에서 확인해 주세요.
      </>
    ),
  });

  const fields = layout(
    form.values,
    today,
    <AttachmentField
      id={form.id('fileId')}
      label="서류 파일"
      required
      files={form.values.files}
      onFiles={(files) => {
        form.set('files', files);
        form.setFieldError('fileId', null);
      }}
      rules={RULES}
      hint="발급받은 서류를 PDF, JPG, PNG, HWP 파일 하나로 올려 주세요. 10MB까지 올릴 수 있습니다."
      error={form.errors.fileId}
      onBusyChange={onBusyChange}
    />,
  );

  const clearAll = () => {
    startOver(draft, form, blank(), submit);
    setRestored(false);
  };

  return (
    <div className="mb-page md-page" data-page="my-doc-write">
      <PageHeading title="서류 등록" lead="미리 발급받은 증빙서류 파일을 올려 나의 서류함에 저장해 두면 전자접수 신청서에 바로 낼 수 있습니다." />
      <SubmitForm form={form} submit={submit} order={fieldOrder(fields).map(fieldOf)} data-doc-form="">
        {sessionEnded ? (
          <Notice tone="warning" role="alert">
            <p>
              <SessionEndedNotice />
            </p>
          </Notice>
        ) : null}
        {restored ? <RestoredDraftNotice onClear={clearAll}>이 탭에서 쓰던 내용을 불러왔습니다.</RestoredDraftNotice> : null}
        <FormFields layout={fields} form={form} />
        <SubmitActions pending={submit.pending} label="저장" busyLabel="저장하는 중입니다" data-doc-submit="">
          <Button variant="secondary" onClick={() => navigate(MY_DOC_LIST)}>
            취소
          </Button>
        </SubmitActions>
      </SubmitForm>
    </div>
  );
}
