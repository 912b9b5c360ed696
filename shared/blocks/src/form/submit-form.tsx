import type { FormHTMLAttributes, ReactNode } from 'react';
import { Button, ErrorSummary, Notice, type ButtonProps, type ZodForm } from '@portal/ui/form';
import type { Submit } from './submit';

/**
 * The failure of the last send, as the alert every form shows (data-submit-error marks it for tests).
 * `focus`: the alert takes focus when it appears (forms whose failure is the one thing to read next).
 */
export function SubmitFailure({ submit, focus }: { submit: Pick<Submit, 'failure'>; focus?: boolean }) {
  if (!submit.failure) return null;
  return (
    <Notice tone="error" role="alert" focusOnMount={focus}>
      <p data-submit-error="">{submit.failure}</p>
    </Notice>
  );
}

type FormProps = Omit<FormHTMLAttributes<HTMLFormElement>, 'onSubmit' | 'noValidate'> & { [data: `data-${string}`]: string | undefined };

/**
 * A form wired to useSubmit: noValidate (the schema speaks, in Korean), the error summary that takes
 * focus after a failed try (`order` = the fields in screen order), and the failure alert on top
 * unless the page shows <SubmitFailure> elsewhere (`failure="elsewhere"`).
 */
export function SubmitForm<V extends Record<string, unknown>, Out>({
  form,
  submit,
  order,
  failure = 'top',
  focusFailure,
  className = 'fm-form',
  children,
  ...rest
}: FormProps & {
  form: ZodForm<V, Out>;
  submit: Submit;
  order?: string[];
  failure?: 'top' | 'elsewhere';
  /** The failure alert takes focus when it appears. */
  focusFailure?: boolean;
  children: ReactNode;
}) {
  return (
    <form {...rest} className={className} noValidate onSubmit={(e) => void submit.submit(e)}>
      <ErrorSummary errors={form.errors} attempt={form.attempt} idOf={form.id} order={order} />
      {failure === 'top' ? <SubmitFailure submit={submit} focus={focusFailure} /> : null}
      {children}
    </form>
  );
}

/**
 * The form's actions row: its submit button, busy (and so unclickable) while `pending`, then the
 * page's other actions (`children`: 취소, 돌아가기 links). `button` takes the rest of the button's
 * props (busyLabel, disabled, data marks).
 */
export function SubmitActions({
  pending,
  label,
  className = 'fm-actions',
  children,
  ...button
}: Omit<ButtonProps, 'type' | 'busy' | 'children'> & { pending: boolean; label: ReactNode; children?: ReactNode }) {
  return (
    <div className={className}>
      <Button type="submit" busy={pending} {...button}>
        {label}
      </Button>
      {children}
    </div>
  );
}
