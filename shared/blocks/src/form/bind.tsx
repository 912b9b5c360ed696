import type { ReactNode } from 'react';
import { RadioGroup, type FieldErrors } from '@portal/ui/form';

/** What binding needs of a form (useZodForm's ZodForm has it): ids, values, the setter, the errors. */
export interface BindableForm<V> {
  id(name: string): string;
  values: V;
  errors: FieldErrors;
  set<K extends keyof V>(name: K, value: V[K]): void;
}

/**
 * The id, value, setter and error of one field, to spread on a @portal/ui/form primitive
 * (`<SelectField {...bindField(form, 'field')} label=… />`). No `name` attribute is added.
 */
export function bindField<V, K extends keyof V & string>(form: BindableForm<V>, name: K) {
  return { id: form.id(name), value: form.values[name], onValue: (v: V[K]) => form.set(name, v), error: form.errors[name] };
}

/** The same for a checkbox: `checked` instead of `value`. */
export function bindCheckbox<V, K extends keyof V & string>(form: BindableForm<V>, name: K) {
  return { id: form.id(name), checked: form.values[name] === true, onValue: (v: boolean) => form.set(name, v as V[K]), error: form.errors[name] };
}

/**
 * 공개 여부: 비공개 (N, first and the default) or 공개 (Y) in one line, each with what it means on
 * this service. The value is the form's `isPublic` ('N' | 'Y').
 */
export function PublicityField<V extends { isPublic: 'N' | 'Y' }>({
  form,
  legend,
  privately,
  publicly,
}: {
  form: BindableForm<V>;
  legend: ReactNode;
  /** Who sees a private one (the description of 비공개). */
  privately: string;
  /** What happens to a public one (the description of 공개). */
  publicly: string;
}) {
  return (
    <RadioGroup<'N' | 'Y'>
      id={form.id('isPublic')}
      legend={legend}
      required
      variant="inline"
      options={[
        { value: 'N', label: '비공개', description: privately },
        { value: 'Y', label: '공개', description: publicly },
      ]}
      value={form.values.isPublic}
      onValue={(v) => form.set('isPublic', v as V['isPublic'])}
      error={form.errors.isPublic}
    />
  );
}
