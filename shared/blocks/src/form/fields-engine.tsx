import type { ReactNode } from 'react';
import { CheckboxField, FormSection, PasswordField, RadioGroup, SelectField, TextField, type Choice, type ZodForm } from '@portal/ui/form';

type Name<V> = keyof V & string;
interface Base<V> {
  name: Name<V>;
  hint?: ReactNode;
  required?: boolean;
  optional?: boolean;
}

/** One field of a form described by data: what it is, its Korean label, hint and rules for the browser. */
export type FieldSpec<V> =
  | (Base<V> & {
      kind: 'text' | 'email' | 'tel' | 'number' | 'date' | 'password' | 'textarea';
      label: ReactNode;
      maxLength?: number;
      autoComplete?: string;
      inputMode?: 'text' | 'numeric' | 'tel' | 'email' | 'decimal';
      placeholder?: string;
      /** How the stored value is shown (an amount with thousands separators: '1,200,000' for '1200000'). */
      format?(value: string): string;
      /** What is stored of what was typed (the digits of '1,200,000'); the inverse of `format`. */
      parse?(input: string): string;
    })
  | (Base<V> & { kind: 'radio'; legend: ReactNode; options: Choice<string>[]; variant?: 'stack' | 'inline' | 'cards' })
  | (Base<V> & { kind: 'select'; label: ReactNode; options: Choice<string>[]; placeholder?: string })
  | (Base<V> & { kind: 'checkbox'; label: ReactNode })
  /** A field the engine does not draw (an upload, an address search): the page renders it. */
  | { kind: 'custom'; name: Name<V>; render(form: ZodForm<V & Record<string, unknown>, unknown>): ReactNode };

export interface FormSectionSpec<V> {
  id: string;
  title: ReactNode;
  description?: ReactNode;
  fields: FieldSpec<V>[];
}

/** A form as data: its sections in screen order. */
export interface FormLayout<V> {
  sections: FormSectionSpec<V>[];
}

/** The field names in screen order (the error summary lists errors in this order). */
export function fieldOrder<V>(layout: FormLayout<V>): string[] {
  return layout.sections.flatMap((s) => s.fields.map((f) => f.name));
}

function Field<V extends Record<string, unknown>>({ spec, form }: { spec: FieldSpec<V>; form: ZodForm<V, unknown> }) {
  const id = form.id(spec.name);
  if (spec.kind === 'custom') return <>{spec.render(form)}</>;
  const value = form.values[spec.name];
  const set = (v: unknown) => form.set(spec.name, v as V[typeof spec.name]);
  const common = { id, hint: spec.hint, error: form.errors[spec.name], required: spec.required };
  switch (spec.kind) {
    case 'radio':
      return <RadioGroup {...common} legend={spec.legend} options={spec.options} variant={spec.variant} value={(value as string) ?? ''} onValue={set} />;
    case 'select':
      return <SelectField {...common} label={spec.label} options={spec.options} placeholder={spec.placeholder} value={(value as string) ?? ''} onValue={set} />;
    case 'checkbox':
      return <CheckboxField {...common} optional={spec.optional} label={spec.label} checked={value === true} onValue={set} />;
    default: {
      const Input = spec.kind === 'password' ? PasswordField : TextField;
      return (
        <Input
          {...common}
          optional={spec.optional}
          label={spec.label}
          value={spec.format ? spec.format((value as string) ?? '') : ((value as string) ?? '')}
          onValue={spec.parse ? (v: string) => set(spec.parse!(v)) : set}
          multiline={spec.kind === 'textarea'}
          type={spec.kind === 'textarea' || spec.kind === 'password' ? undefined : spec.kind}
          maxLength={spec.maxLength}
          autoComplete={spec.autoComplete}
          inputMode={spec.inputMode}
          placeholder={spec.placeholder}
        />
      );
    }
  }
}

/**
 * The one form engine: draws a FormLayout with the accessible primitives of @portal/ui/form, each
 * field wired to the form's value, error and id. A form page is then its schema, its layout, its
 * send and where it goes next (see README, "Adding a form").
 */
export function FormFields<V extends Record<string, unknown>>({ layout, form }: { layout: FormLayout<V>; form: ZodForm<V, unknown> }) {
  return (
    <>
      {layout.sections.map((s) => (
        <FormSection key={s.id} id={s.id} title={s.title} description={s.description}>
          {s.fields.map((f) => (
            <Field key={f.name} spec={f} form={form} />
          ))}
        </FormSection>
      ))}
    </>
  );
}
