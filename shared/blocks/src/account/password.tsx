import type { CSSProperties, ReactNode } from 'react';
import { newPasswordError, useWaitCountdown, useZodForm, type SafeParser } from '@portal/ui/form';
import { FormFields, fieldOrder, type FieldSpec, type FormLayout } from '../form/fields-engine';
import { useSubmit, type SubmitOptions } from '../form/submit';
import { SubmitActions, SubmitFailure, SubmitForm } from '../form/submit-form';

/** Said on /login after a password change ended every session. */
export const PASSWORD_CHANGED_NOTICE = '비밀번호를 바꿨습니다. 새 비밀번호로 다시 로그인해 주세요.';

/** Said at the password field while the server makes the person wait after too many wrong passwords. */
export const tooManyTries = (seconds: number) => `비밀번호를 여러 번 잘못 입력했습니다. ${seconds}초 뒤에 다시 입력해 주세요.`;

/**
 * The wait after too many wrong passwords (429 with retryAfterSeconds) of a form that asks for the
 * password: `blocked` and `tooMany` go to useSubmit, `waitLeft` disables the button.
 */
export function usePasswordWait(field = 'password') {
  const { waitLeft, startWait } = useWaitCountdown();
  return {
    waitLeft,
    startWait,
    blocked: () => (waitLeft > 0 ? { field, message: tooManyTries(waitLeft) } : null),
    tooMany: (r: { status: number | undefined; body: { retryAfterSeconds?: number } }) => {
      if (r.status !== 429) return undefined;
      const wait = r.body.retryAfterSeconds ?? 30;
      startWait(wait);
      return { fields: { [field]: tooManyTries(wait) } };
    },
  };
}

/** The password the person uses now (sign-in, re-check, withdrawal, password change). */
export function currentPasswordField<V>(name: keyof V & string, label: string): FieldSpec<V> {
  return { kind: 'password', name, label, required: true, autoComplete: 'current-password', maxLength: 64 };
}

type PasswordValues = { newPassword: string; newPasswordConfirm: string; currentPassword?: string };

export interface NewPasswordFormProps<Out, R> {
  /** PasswordChange or PasswordReset of @portal/contracts. */
  schema: SafeParser<Out>;
  /** Ask the current password too (a change without a running re-check). */
  current?: boolean;
  /** The new password may not contain it. */
  loginId: string;
  section: { id: string; title: ReactNode; description?: ReactNode };
  send(data: Out): Promise<R>;
  onDone(result: R): void;
  refused?: SubmitOptions<PasswordValues, Out, R>['refused'];
  /** A failure of another action of the page (다음에 변경), shown in the same alert. */
  failure?: ReactNode;
  failureStyle?: CSSProperties;
  style?: CSSProperties;
  submitLabel?: string;
  /** More buttons after the submit button. */
  actions?(pending: boolean): ReactNode;
}

/**
 * The one new-password form (password reset, the 90-day change, my password): the new password and
 * its confirmation with the live rule hint, optionally the current one, the submit on useSubmit.
 */
export function NewPasswordForm<Out, R>(p: NewPasswordFormProps<Out, R>) {
  const form = useZodForm<PasswordValues, Out>(p.schema, () =>
    p.current ? { currentPassword: '', newPassword: '', newPasswordConfirm: '' } : { newPassword: '', newPasswordConfirm: '' },
  );
  const submit = useSubmit({
    form,
    send: (data) => p.send(data),
    onDone: (result) => p.onDone(result),
    check: (v) => ({
      currentPassword: p.current && !v.currentPassword ? '현재 비밀번호를 입력해 주세요.' : undefined,
      newPassword: newPasswordError(v.newPassword, p.loginId),
    }),
    refused: p.refused,
  });
  const layout: FormLayout<PasswordValues> = {
    sections: [
      {
        ...p.section,
        fields: [
          ...(p.current ? [currentPasswordField<PasswordValues>('currentPassword', '현재 비밀번호')] : []),
          { kind: 'new-password', name: 'newPassword', confirm: 'newPasswordConfirm', loginId: p.loginId },
        ],
      },
    ],
  };
  const failure = submit.failure ?? p.failure;
  return (
    <>
      {failure ? (
        <div style={p.failureStyle}>
          <SubmitFailure submit={{ failure }} />
        </div>
      ) : null}
      <SubmitForm form={form} submit={submit} order={fieldOrder(layout)} failure="elsewhere" style={p.style}>
        <FormFields layout={layout} form={form} />
        <SubmitActions pending={submit.pending} label={p.submitLabel ?? '비밀번호 바꾸기'}>
          {p.actions?.(submit.pending)}
        </SubmitActions>
      </SubmitForm>
    </>
  );
}
