import { useState, type FormEvent } from 'react';
import { componentDoc } from '../showcase/component-doc';
import { Button, CheckboxField, ErrorSummary, FormSection, RadioGroup, TextField } from '.';
import doc from './doc.json';

type Kind = 'phone' | 'visit';
type Values = { name: string; kind: Kind | ''; agree: boolean };

export const FORM_ERRORS = { name: '이름을 입력해 주세요.', kind: '상담 방법을 골라 주세요.', agree: '개인정보 수집·이용에 동의해 주세요.' };

function check(v: Values): Partial<Record<keyof Values, string>> {
  const e: Partial<Record<keyof Values, string>> = {};
  if (!v.name.trim()) e.name = FORM_ERRORS.name;
  if (!v.kind) e.kind = FORM_ERRORS.kind;
  if (!v.agree) e.agree = FORM_ERRORS.agree;
  return e;
}

/** A short form: sections, fields, the error summary that takes focus on a failed send, the send button. */
function DemoForm({ id, showErrors }: { id: string; showErrors: boolean }) {
  const [values, setValues] = useState<Values>({ name: '', kind: '', agree: false });
  const [errors, setErrors] = useState(() => (showErrors ? check(values) : {}));
  const [attempt, setAttempt] = useState(0);
  const [sent, setSent] = useState(false);
  const set = <K extends keyof Values>(k: K) => (v: Values[K]) => setValues((p) => ({ ...p, [k]: v }));
  const submit = (ev: FormEvent) => {
    ev.preventDefault();
    const found = check(values);
    setErrors(found);
    setAttempt((a) => a + 1);
    setSent(Object.keys(found).length === 0);
  };
  const idOf = (name: string) => `${id}-${name}`;
  return (
    <form noValidate onSubmit={submit} aria-labelledby={`${id}-sec-title`}>
      <ErrorSummary id={`${id}-summary`} errors={errors} attempt={attempt} idOf={idOf} order={['name', 'kind', 'agree']} />
      <FormSection id={`${id}-sec`} title="신청자 정보" description="(필수) 표시가 있는 항목은 꼭 입력해 주세요.">
        <TextField id={idOf('name')} label="이름" value={values.name} onValue={set('name')} error={errors.name} autoComplete="name" required />
        <RadioGroup<Kind>
          id={idOf('kind')}
          legend="상담 방법"
          options={[
            { value: 'phone', label: '전화 상담' },
            { value: 'visit', label: '방문 상담' },
          ]}
          value={values.kind}
          onValue={set('kind')}
          error={errors.kind}
          variant="inline"
          required
        />
        <CheckboxField id={idOf('agree')} label="개인정보 수집·이용에 동의합니다." checked={values.agree} onValue={set('agree')} error={errors.agree} required />
      </FormSection>
      <div className="fm-actions">
        <Button type="submit">신청하기</Button>
      </div>
      <p role="status" className="uk-outcome">
        {sent ? '모두 맞게 입력했습니다(예시라 보내지는 않습니다).' : ''}
      </p>
    </form>
  );
}

export const formLayoutDoc = componentDoc(doc, {
  route: '/components/layout/form',
  examples: [
    {
      id: 'ex-form-default',
      name: '기본',
      state: 'empty',
      description: '비워 둔 채 "신청하기"를 누르면 오류 요약이 나타나고 초점을 받습니다. 요약의 링크를 누르면 그 항목으로 갑니다.',
      Render: () => <DemoForm id="ex-form-default" showErrors={false} />,
      code: `<SubmitForm form={form} submit={submit} order={fieldOrder(layout)}>
  <FormSection id="applicant" title="신청자 정보" description="(필수) 표시가 있는 항목은 꼭 입력해 주세요.">
    <TextField id="name" label="이름" value={name} onValue={setName} error={errors.name} required />
    …
  </FormSection>
  <SubmitActions submit={submit} label="신청하기" />
</SubmitForm>`,
    },
    {
      id: 'ex-form-error',
      name: '오류 요약',
      state: 'error',
      description: '항목마다 오류 문구가 붙고, 같은 문구가 요약에 순서대로 모입니다.',
      error: FORM_ERRORS.name,
      Render: () => <DemoForm id="ex-form-error" showErrors />,
      code: `<ErrorSummary errors={errors} attempt={attempt} idOf={(name) => name} order={['name', 'kind', 'agree']} />
<FormSection id="applicant" title="신청자 정보">…</FormSection>`,
    },
  ],
});
