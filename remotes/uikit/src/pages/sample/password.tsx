import { useState } from 'react';
import { PasswordReset } from '@portal/contracts';
import { FormSection, NewPasswordFields, PasswordField, useZodForm } from '@portal/ui/form';
import { SampleForm, SampleFrame, SampleResult } from '../../lib/sample-frame';

const PARTS = [
  { name: 'PasswordField (보기/숨기기, aria-pressed)', where: '@portal/ui/form' },
  { name: 'NewPasswordFields (규칙 안내, 확인 일치)', where: '@portal/ui/form' },
  { name: 'PasswordReset (newPasswordPair), passwordProblem', where: '@portal/contracts' },
];

/**
 * /sample/password (issue 35): the password input of the sign-in and the new-password pair of the
 * join and password-reset forms, with the rule the server applies. Nothing is sent or stored.
 */
export default function PasswordSamplePage() {
  const form = useZodForm(PasswordReset, { newPassword: '', newPasswordConfirm: '' });
  const [current, setCurrent] = useState('');
  const [done, setDone] = useState(false);
  return (
    <SampleFrame
      page="sample-password"
      title="비밀번호 입력 견본"
      lead="비밀번호 입력란은 보기 단추로 입력한 글자를 확인할 수 있고, 새 비밀번호는 입력하는 동안 규칙에 맞는지 알려 줍니다. 이 견본은 아무것도 보내거나 저장하지 않습니다."
      parts={PARTS}
    >
      <SampleForm form={form} order={['newPassword', 'newPasswordConfirm']} onValid={(v) => setDone(v !== null)} label="규칙 확인하기">
        <FormSection title="로그인 비밀번호" id="pw-login" description="로그인 화면의 비밀번호 입력란과 같은 부품입니다.">
          <PasswordField id="pw-current" label="비밀번호" value={current} onValue={setCurrent} autoComplete="current-password" maxLength={64} hint="보기를 누르면 입력한 글자가 보이고, 숨기기를 누르면 다시 가려집니다." />
        </FormSection>
        <FormSection title="새 비밀번호 만들기" id="pw-new" description="회원가입과 비밀번호 재설정 화면에서 쓰는 부품입니다.">
          <NewPasswordFields
            idOf={form.id}
            values={form.values}
            errors={form.errors}
            onValue={(name, v) => {
              form.set(name, v);
              setDone(false);
            }}
          />
        </FormSection>
      </SampleForm>
      {done ? (
        <SampleResult title="새 비밀번호가 규칙에 맞습니다">
          <p>실제 화면에서는 저장할 때 서버가 흔히 쓰이는 비밀번호인지 한 번 더 확인합니다.</p>
        </SampleResult>
      ) : null}
    </SampleFrame>
  );
}
