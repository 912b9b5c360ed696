import { PASSWORD_RULE, passwordProblem } from '@portal/contracts/client';
import { PasswordField } from './fields';

/** 새 비밀번호 + 확인 with the live rule hint (the same passwordProblem the server applies). */
export function NewPasswordFields({
  idOf,
  values,
  errors,
  onValue,
  loginId = '',
  newLabel = '새 비밀번호',
}: {
  idOf(name: string): string;
  values: { newPassword: string; newPasswordConfirm: string };
  errors: Record<string, string>;
  onValue(name: 'newPassword' | 'newPasswordConfirm', value: string): void;
  loginId?: string;
  newLabel?: string;
}) {
  const problem = values.newPassword ? passwordProblem(values.newPassword, loginId) : null;
  const same = values.newPasswordConfirm && values.newPassword === values.newPasswordConfirm;
  return (
    <>
      <PasswordField
        id={idOf('newPassword')}
        label={newLabel}
        required
        value={values.newPassword}
        onValue={(v) => onValue('newPassword', v)}
        autoComplete="new-password"
        maxLength={64}
        hint={values.newPassword && problem ? problem : PASSWORD_RULE}
        // the browser checks the shape only; the server (the source of truth) also refuses common,
        // guessable and service-name passwords and its message shows at this field (issue 31: the
        // estimator's dictionaries, ~750 KB compressed, are not worth sending to every visitor)
        ok={values.newPassword && !problem ? '기본 규칙에 맞습니다. 흔히 쓰이거나 짐작하기 쉬운 비밀번호인지는 저장할 때 한 번 더 확인합니다.' : undefined}
        error={errors.newPassword}
      />
      <PasswordField
        id={idOf('newPasswordConfirm')}
        label={`${newLabel} 확인`}
        required
        value={values.newPasswordConfirm}
        onValue={(v) => onValue('newPasswordConfirm', v)}
        autoComplete="new-password"
        maxLength={64}
        hint="같은 비밀번호를 한 번 더 입력해 주세요."
        ok={same ? '두 비밀번호가 같습니다.' : undefined}
        error={errors.newPasswordConfirm}
      />
    </>
  );
}

/** Submit-time check of a new password that names the field ('새 비밀번호를 입력해 주세요.'). */
export function newPasswordError(newPassword: string, loginId = ''): string | undefined {
  if (!newPassword) return '새 비밀번호를 입력해 주세요.';
  return passwordProblem(newPassword, loginId) ?? undefined;
}
