import { useCallback, useState } from 'react';
import { Link, useLocation, useNavigate } from '@portal/router';
import { QNA_CATEGORIES, QNA_CATEGORY_LABELS, QNA_CONTENT_MAX, QNA_TITLE_MAX, QnaRequest } from '@portal/contracts';
import { CheckboxField, FormSection, SelectField, loginHref, useZodForm } from '@portal/ui/form';
import { bindCheckbox, bindField, CountAnnouncement, CountedTextField, PublicityField, RestoredDraftNotice, SubmitForm, startOver, useCountAnnouncement, useSubmit, SubmitActions } from '@portal/blocks/form';
import { AttachmentField } from '@portal/blocks/upload';
import type { CallResult } from '@portal/contracts/call-types';
import { qnaCreate } from '../../../api/qnaCreate';
import { blankQna, useQnaDraft, type QnaValues } from './_draft';

/** Who is signed in (the dscsnApplicant call): member or verified guest. */
export type Applicant = CallResult<'dscsnApplicant'>;

const ORDER = ['category', 'title', 'content', 'fileId', 'isPublic', 'consent'];
/** The characters left at which a screen reader hears the count. */
const SAY_AT = [0, 20, 100];
const ONE_FILE = { maxFiles: 1, maxBytes: 10 * 1024 * 1024, extensions: ['pdf', 'jpg', 'jpeg', 'png', 'hwp', 'hwpx'], typeNames: 'PDF, JPG, PNG, HWP' };

/** The body of the qnaCreate call; an empty choice goes as undefined so the schema names it. */
export function toQnaRequest(v: QnaValues) {
  return {
    category: v.category || undefined,
    title: v.title,
    content: v.content,
    fileId: v.files[0]?.fileId ?? null,
    isPublic: v.isPublic === 'Y',
    consent: v.consent,
  };
}

/**
 * The question form of /center/qna: the contract's schema in the browser and on the server, the draft
 * in sessionStorage with its Idempotency-Key, one optional attachment, private by default.
 */
export function QnaForm({ applicant }: { applicant: Applicant }) {
  const navigate = useNavigate();
  const save = qnaCreate.use();
  const { pathname, search } = useLocation();
  const draft = useQnaDraft();
  const form = useZodForm(QnaRequest, draft.initialValues, toQnaRequest);
  const [uploading, setUploading] = useState(false);
  const [restored, setRestored] = useState(draft.restored);
  const onBusyChange = useCallback((b: boolean) => setUploading(b), []);
  const titleSaid = useCountAnnouncement(form.values.title.length, QNA_TITLE_MAX, '제목', SAY_AT);
  const contentSaid = useCountAnnouncement(form.values.content.length, QNA_CONTENT_MAX, '문의 내용', SAY_AT);
  const guest = applicant.mbrTypeCd === '09';

  const submit = useSubmit({
    form,
    draft,
    call: save,
    input: (body) => ({ body }),
    onDone: (qna) => {
      navigate(`/center/qna/cmptn?qnaNo=${encodeURIComponent(qna.qnaNo)}`, { replace: true });
    },
    check: (v) => ({
      title: v.title.trim() ? undefined : '제목을 입력해 주세요.',
      content: v.content.trim() ? undefined : '문의 내용을 입력해 주세요.',
    }),
    blocked: () => (uploading ? { field: 'fileId', message: '첨부파일을 올리는 중입니다. 다 올라간 뒤 다시 등록해 주세요.' } : null),
    refused: ({ status }) =>
      status === 401
        ? {
            failure: (
              <>
                로그인 시간이 끝나 문의를 보내지 못했습니다. 쓰신 내용은 이 탭에 그대로 있습니다.{' '}
                <Link to={loginHref(pathname, search)}>다시 로그인</Link>한 뒤 같은 화면에서 다시 등록해 주세요.
              </>
            ),
          }
        : undefined,
    mismatch: (
      <>
        바로 전에 보낸 문의가 이미 등록되었을 수 있습니다. <Link to="/my/qna/list">나의 문의 내역</Link>에서 확인해 주세요. 등록되지 않았다면 문의 등록을 다시 눌러 주세요.
      </>
    ),
  });

  const clearAll = () => {
    startOver(draft, form, blankQna(), submit);
    setRestored(false);
  };

  const f = form.values;
  return (
    <SubmitForm form={form} submit={submit} order={ORDER} className="fm-form ct-form" data-qna-form="">
      {restored ? <RestoredDraftNotice onClear={clearAll}>이 탭에서 쓰던 문의를 불러왔습니다.</RestoredDraftNotice> : null}

      <FormSection title="문의하는 분" id="qna-who" description={guest ? '비회원 본인확인으로 문의합니다. 답변이 등록되면 본인확인한 휴대전화로 알려 드립니다.' : '답변이 등록되면 회원정보의 휴대전화로 알려 드립니다.'}>
        <p className="ct-who" data-asker="">
          {applicant.name}
          {guest ? ' (비회원)' : ' (회원)'}
        </p>
      </FormSection>

      <FormSection title="문의 내용" id="qna-content">
        <SelectField
          {...bindField(form, 'category')}
          label="문의 분류"
          required
          options={QNA_CATEGORIES.map((c) => ({ value: c, label: QNA_CATEGORY_LABELS[c] }))}
          placeholder="문의 분류를 골라 주세요"
        />
        <CountedTextField form={form} name="title" label="제목" required max={QNA_TITLE_MAX} counterClass="ct-counter" hint={<>2자 이상 {QNA_TITLE_MAX}자 이하</>} autoComplete="off" />
        <CountedTextField
          form={form}
          name="content"
          label="문의 내용"
          required
          multiline
          className="ct-textarea"
          max={QNA_CONTENT_MAX}
          counterClass="ct-counter"
          hint={<>10자 이상 {QNA_CONTENT_MAX.toLocaleString('ko-KR')}자 이하로 적어 주세요. 주민등록번호, 계좌번호, 비밀번호는 적지 마세요.</>}
        />
        <CountAnnouncement said={[titleSaid, contentSaid]} />
        <AttachmentField
          id={form.id('fileId')}
          label="첨부파일"
          files={f.files}
          onFiles={(files) => form.set('files', files)}
          rules={ONE_FILE}
          hint="화면 캡처나 문서가 도움이 되면 한 개 붙여 주세요. PDF, JPG, PNG, HWP 파일을 10MB까지 올릴 수 있습니다(선택). 파일 형식은 내용으로 확인합니다."
          error={form.errors.fileId}
          onBusyChange={onBusyChange}
        />
        <PublicityField
          form={form}
          legend="공개 여부"
          privately="나와 운영자만 봅니다."
          publicly="답변이 끝나면 이름 없이 이 화면의 ‘공개된 문의와 답변’에 실립니다. 첨부파일은 공개하지 않습니다."
        />
      </FormSection>

      <FormSection title="개인정보 수집·이용 동의" id="qna-consent">
        <dl className="fm-dl">
          <dt>수집 항목</dt>
          <dd>이름, 휴대전화 번호(회원정보 또는 본인확인), 문의 내용과 첨부파일</dd>
          <dt>이용 목적</dt>
          <dd>문의 답변, 답변 알림(문자), 문의 기록 관리</dd>
          <dt>보관 기간</dt>
          <dd>답변한 날부터 3년 동안 보관한 뒤 지웁니다.</dd>
        </dl>
        <p className="fm-hint">동의하지 않으실 수 있으나, 동의하지 않으면 문의를 등록할 수 없습니다.</p>
        <CheckboxField {...bindCheckbox(form, 'consent')} label="개인정보 수집·이용에 동의합니다" required />
      </FormSection>

      <SubmitActions pending={submit.pending} label="문의 등록" busyLabel="등록하는 중입니다" data-submit="" />
      <p className="fm-hint">쓰는 내용은 이 탭에 임시로 저장되어, 새로 고침해도 지워지지 않습니다. 탭을 닫으면 지워집니다.</p>
    </SubmitForm>
  );
}
