import type { CSSProperties, ReactNode } from 'react';
import { FormFields, SubmitForm, fieldOrder, useSubmit, type FormLayout } from '@portal/blocks/form';
import { Button, type ZodForm } from '@portal/ui/form';

/**
 * A step of a flow that sends nothing yet (a member type, consents, an ID): the schema and the page's
 * checks speak through the error summary, then `next` takes the values to the following step.
 */
export function StepForm<V extends Record<string, unknown>, Out>({
  form,
  layout,
  next,
  check,
  submitLabel,
  before,
  style,
}: {
  form: ZodForm<V, Out>;
  layout: FormLayout<V>;
  next(data: Out): void;
  check?(values: V): Record<string, string | undefined>;
  submitLabel: string;
  /** Buttons before the submit button (이전). */
  before?: ReactNode;
  style?: CSSProperties;
}) {
  const submit = useSubmit({ form, send: async (data: Out) => data, onDone: (data) => next(data), check });
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
