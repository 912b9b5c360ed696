import type { CSSProperties, ReactNode } from 'react';
import { FormFields, SubmitForm, fieldOrder, useSubmit, type FormLayout } from '@portal/blocks/form';
import { useNavigate } from '@portal/router';
import { Button, type ZodForm } from '@portal/ui/form';

/**
 * A step of a flow that sends nothing yet (a member type, consents, an ID): the schema and the page's
 * checks speak through the error summary, then `next` keeps the values for the following step at `to`.
 */
export function StepForm<V extends Record<string, unknown>, Out>({
  form,
  layout,
  next,
  to,
  check,
  submitLabel,
  before,
  style,
}: {
  form: ZodForm<V, Out>;
  layout: FormLayout<V>;
  next(data: Out): void;
  /** The following step's address (left out when `next` moves on within the page). */
  to?: string;
  check?(values: V): Record<string, string | undefined>;
  submitLabel: string;
  /** Buttons before the submit button (이전). */
  before?: ReactNode;
  style?: CSSProperties;
}) {
  const navigate = useNavigate();
  const submit = useSubmit({
    form,
    send: async (data: Out) => data,
    onDone: (data) => {
      next(data);
      if (to) navigate(to);
    },
    check,
  });
  return (
    <SubmitForm form={form} submit={submit} order={fieldOrder(layout)} style={style}>
      <FormFields layout={layout} form={form} />
      <div className="fm-actions">
        {before}
        <Button type="submit">{submitLabel}</Button>
      </div>
    </SubmitForm>
  );
}
