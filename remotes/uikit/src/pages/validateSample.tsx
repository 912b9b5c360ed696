import { useState, type FormEvent } from 'react';
import { SAMPLE_TOPICS, SAMPLE_TOPIC_LABELS, SampleContact } from '@portal/contracts';
import { showDialog, type DialogInputType } from '@portal/ui/dialog';
import { Button, CheckboxField, ErrorSummary, FormSection, SelectField, TextField, useZodForm } from '@portal/ui/form';
import { bindCheckbox, bindField } from '@portal/blocks/form';
import { SampleAnswers, SampleFrame, SampleResult } from '../lib/sample-frame';

const ORDER = ['name', 'mobileNo', 'email', 'homepage', 'topic', 'consent'];
const blank = { name: '', mobileNo: '', email: '', homepage: '', topic: '' as SampleContact['topic'] | '', consent: false };

const PARTS = [
  { name: 'useZodForm, ErrorSummary, TextField, SelectField, CheckboxField', where: '@portal/ui/form' },
  { name: 'bindField, bindCheckbox', where: '@portal/blocks/form' },
  { name: 'SampleContact (PersonName, MobileNo, Email의 규칙)', where: '@portal/contracts' },
  { name: 'showDialog (input: email, url)', where: '@portal/ui/dialog' },
];

/**
 * /validateSample (issue 35): the two kinds of check the portal makes. First the spec's generic dialog
 * checks — an email-type input refused with 'Invalid email address', a url-type input with 'Invalid URL'
 * (the dialog module's defaults, kept in English as the spec words them). Then a form with the portal's
 * Korean field messages: the same zod rules the server applies, the error summary that takes focus and
 * links to each field.
 */
export default function ValidateSamplePage() {
  const form = useZodForm(SampleContact, blank);
  const [sent, setSent] = useState<SampleContact | null>(null);
  const [dialogAnswer, setDialogAnswer] = useState('');

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = form.validate();
    setSent(parsed);
  };

  const ask = async (type: DialogInputType, label: string) => {
    const r = await showDialog({
      title: type === 'email' ? '전자우편 주소 입력' : '누리집 주소 입력',
      text: '값을 입력하고 확인을 누르세요. 형식이 맞지 않으면 대화 상자가 닫히지 않고 안내 문구가 나옵니다.',
      input: type,
      inputLabel: label,
      confirmButtonText: '확인',
      cancelButtonText: '취소',
      showCancelButton: true,
      closeButtonAriaLabel: '대화 상자 닫기',
    });
    setDialogAnswer(r.isConfirmed ? `${label}: ${r.value ?? ''} (형식 확인을 통과했습니다)` : `${label} 입력을 취소했습니다.`);
  };

  return (
    <SampleFrame
      page="validate-sample"
      title="입력값 검증 견본"
      lead="대화 상자의 기본 형식 검사와, 포털 입력 양식이 쓰는 한국어 오류 안내·오류 요약을 직접 확인해 보세요."
      parts={PARTS}
    >
      <section aria-labelledby="vs-dialog-title">
        <h2 id="vs-dialog-title" className="sp-h2">
          대화 상자의 형식 검사
        </h2>
        <p>
          전자우편 형식이 아니면 <span lang="en">Invalid email address</span>, 인터넷 주소 형식이 아니면 <span lang="en">Invalid URL</span>이라는 안내가 대화 상자 안에 나오고, 입력란으로 초점이 돌아갑니다.
        </p>
        <div className="sp-row">
          <Button variant="secondary" onClick={() => void ask('email', '전자우편 주소')} data-open="email">
            전자우편 주소 입력 대화 상자 열기
          </Button>
          <Button variant="secondary" onClick={() => void ask('url', '누리집 주소')} data-open="url">
            누리집 주소 입력 대화 상자 열기
          </Button>
        </div>
        <p role="status" data-dialog-answer="">
          {dialogAnswer}
        </p>
      </section>

      <section aria-labelledby="vs-form-title">
        <h2 id="vs-form-title" className="sp-h2">
          입력 양식의 검증과 오류 요약
        </h2>
        <form className="fm-form" noValidate onSubmit={onSubmit} data-validate-form="">
          <ErrorSummary errors={form.errors} attempt={form.attempt} idOf={form.id} order={ORDER} />
          <FormSection title="연락처" id="vs-contact">
            <TextField {...bindField(form, 'name')} label="이름" required autoComplete="name" />
            <TextField {...bindField(form, 'mobileNo')} label="휴대전화 번호" required inputMode="tel" autoComplete="tel" hint="예: 010-1234-5678" />
            <TextField {...bindField(form, 'email')} label="전자우편 주소" required type="email" autoComplete="email" hint="예: hong@example.kr" />
            <TextField {...bindField(form, 'homepage')} label="누리집 주소" optional type="url" autoComplete="url" hint="예: https://www.example.kr" />
            <SelectField
              {...bindField(form, 'topic')}
              label="상담 분야"
              required
              options={SAMPLE_TOPICS.map((t) => ({ value: t, label: SAMPLE_TOPIC_LABELS[t] }))}
            />
            <CheckboxField {...bindCheckbox(form, 'consent')} label="개인정보 수집·이용에 동의합니다" required />
          </FormSection>
          <div className="fm-actions">
            <Button type="submit">검증하기</Button>
            <Button
              variant="tertiary"
              onClick={() => {
                form.setValues(blank);
                form.setErrors({}, { focusSummary: false });
                setSent(null);
              }}
            >
              다시 쓰기
            </Button>
          </div>
        </form>
        {sent ? (
          <SampleResult title="모든 항목이 규칙에 맞습니다">
            <p>실제 양식이라면 이 값이 서버로 보내지고, 서버가 같은 규칙으로 한 번 더 확인합니다. 이 견본은 아무것도 보내지 않습니다.</p>
            <SampleAnswers
              answers={[
                ['이름', sent.name],
                ['휴대전화 번호', sent.mobileNo],
                ['전자우편 주소', sent.email],
                ['누리집 주소', sent.homepage || '적지 않음'],
                ['상담 분야', SAMPLE_TOPIC_LABELS[sent.topic]],
              ]}
            />
          </SampleResult>
        ) : null}
      </section>
    </SampleFrame>
  );
}
