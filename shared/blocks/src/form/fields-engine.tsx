import { lazy, Suspense, type ReactNode } from 'react';
import { CheckboxField, CheckboxGroup, FormSection, NewPasswordFields, PasswordField, RadioGroup, SelectField, TextField, type Choice, type ZodForm } from '@portal/ui/form';
import { DateInput, datePartsOf, dateText } from '@portal/ui/date-input';
import type { BindableForm } from './bind';

// the combo box loads with the first form that has one (the country lists); until then the same
// options are a plain select with the same id, so the field works from the first paint
const Combobox = lazy(() => import('@portal/ui/combobox').then((m) => ({ default: m.Combobox })));
import { CountedTextField } from './counted';

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
      autoCapitalize?: string;
      spellCheck?: boolean;
      readOnly?: boolean;
      /** A success line under the field (사용할 수 있는 아이디입니다). */
      ok?: ReactNode;
      /** Something beside the input (a 중복 확인 button). */
      addon?: ReactNode;
    })
  | (Base<V> & { kind: 'radio'; legend: ReactNode; options: Choice<string>[]; variant?: 'stack' | 'inline' | 'cards' })
  | (Base<V> & { kind: 'select'; label: ReactNode; options: Choice<string>[]; placeholder?: string })
  /** A long list to type into (the countries): @portal/ui/combobox, filtering as one types (초성 too). */
  | (Base<V> & { kind: 'combobox'; label: ReactNode; options: { value: string; label: string }[]; placeholder?: string; noun: string })
  /** Any number of the options (the value is the list of checked option values). */
  | (Base<V> & { kind: 'checkboxes'; legend: ReactNode; options: Choice<string>[] })
  | (Base<V> & { kind: 'checkbox'; label: ReactNode; className?: string })
  /** A date as three labelled fields (연도, 월, 일: DateInput); the value is their `dateText` as typed ('1958-3-'); `isoOfDateText` reads YYYY-MM-DD out of it. */
  | (Base<V> & { kind: 'date-parts'; legend: ReactNode; birthday?: boolean })
  /** Text with a live character counter after its hint (CountedTextField; the form's CountAnnouncement is a `static`): at most `max`, `multiline` for a text area. */
  | (Base<V> & { kind: 'counted'; label: ReactNode; hint: ReactNode; max: number; counterClass: string; multiline?: boolean; className?: string; autoComplete?: string })
  /** A new password and its confirmation (`name` and `confirm`), with the live rule hint; `loginId` may not be in it. */
  | { kind: 'new-password'; name: Name<V>; confirm: Name<V>; loginId: string; label?: string }
  /** A consent with its full text (약관): title with (필수)/(선택), effective date, scrollable text, the checkbox. */
  | (Base<V> & { kind: 'consent'; title: string; meta?: ReactNode; body: ReactNode; data?: string })
  /** 전체 동의: checks or clears every checkbox of `of` at once. */
  | { kind: 'check-all'; id: string; label: ReactNode; hint?: ReactNode; of: Name<V>[]; className?: string }
  /** Something to read between the fields (a description list, a note): no value, not in the error order. */
  | { kind: 'static'; id: string; content: ReactNode }
  /** A field the engine does not draw (an upload, an address search): the page renders it. */
  | { kind: 'custom'; name: Name<V>; render(form: ZodForm<V & Record<string, unknown>, unknown>): ReactNode };

export interface FormSectionSpec<V> {
  id: string;
  /** Without a title the fields stand in the form on their own (no section heading). */
  title?: ReactNode;
  description?: ReactNode;
  fields: FieldSpec<V>[];
}

/** A form as data: its sections in screen order. */
export interface FormLayout<V> {
  sections: FormSectionSpec<V>[];
}

const namesOf = <V,>(f: FieldSpec<V>): string[] =>
  f.kind === 'new-password' ? [f.name, f.confirm] : f.kind === 'static' || f.kind === 'check-all' ? [] : [f.name];

/** The field names in screen order (the error summary lists errors in this order). */
export function fieldOrder<V>(layout: FormLayout<V>): string[] {
  return layout.sections.flatMap((s) => s.fields.flatMap(namesOf));
}

const keyOf = <V,>(f: FieldSpec<V>) => (f.kind === 'static' || f.kind === 'check-all' ? `#${f.id}` : f.name);
/** '이용약관 (필수)' → '이용약관': the form adds its own marker. */
const bare = (title: string) => title.replace(/\s*\((필수|선택)\)\s*$/, '');

function Field<V extends Record<string, unknown>>({ spec, form }: { spec: FieldSpec<V>; form: ZodForm<V, unknown> }) {
  if (spec.kind === 'custom') return <>{spec.render(form)}</>;
  if (spec.kind === 'static') return <>{spec.content}</>;
  if (spec.kind === 'counted') {
    // the value of a counted field is its text
    const { kind: _kind, name, ...field } = spec;
    return <CountedTextField {...field} name={name as string} form={form as unknown as BindableForm<Record<string, string>>} />;
  }
  if (spec.kind === 'check-all') {
    const all = spec.of.every((n) => form.values[n] === true);
    return (
      <CheckboxField
        id={spec.id}
        className={spec.className}
        label={spec.label}
        hint={spec.hint}
        checked={all}
        onValue={(v) => {
          for (const n of spec.of) form.set(n, v as V[typeof n]);
        }}
      />
    );
  }
  if (spec.kind === 'new-password') {
    const values = { newPassword: String(form.values[spec.name] ?? ''), newPasswordConfirm: String(form.values[spec.confirm] ?? '') };
    const errors: Record<string, string> = {};
    if (form.errors[spec.name]) errors.newPassword = form.errors[spec.name]!;
    if (form.errors[spec.confirm]) errors.newPasswordConfirm = form.errors[spec.confirm]!;
    const real = (n: string) => (n === 'newPassword' ? spec.name : n === 'newPasswordConfirm' ? spec.confirm : n);
    return (
      <NewPasswordFields
        idOf={(n) => form.id(real(n))}
        values={values}
        errors={errors}
        loginId={spec.loginId}
        newLabel={spec.label}
        onValue={(n, v) => form.set(real(n), v as V[Name<V>])}
      />
    );
  }
  const id = form.id(spec.name);
  const value = form.values[spec.name];
  const set = (v: unknown) => form.set(spec.name, v as V[typeof spec.name]);
  const common = { id, hint: spec.hint, error: form.errors[spec.name], required: spec.required };
  switch (spec.kind) {
    case 'radio':
      return <RadioGroup {...common} legend={spec.legend} options={spec.options} variant={spec.variant} value={(value as string) ?? ''} onValue={set} />;
    case 'checkboxes':
      return <CheckboxGroup {...common} optional={spec.optional} legend={spec.legend} options={spec.options} value={(value as string[]) ?? []} onValue={set} />;
    case 'select':
      return <SelectField {...common} label={spec.label} options={spec.options} placeholder={spec.placeholder} value={(value as string) ?? ''} onValue={set} />;
    case 'combobox': {
      const select = <SelectField {...common} label={spec.label} options={spec.options} placeholder={spec.placeholder} value={(value as string) ?? ''} onValue={set} />;
      return (
        <Suspense fallback={select}>
          <Combobox {...common} label={spec.label} options={spec.options} placeholder={spec.placeholder} noun={spec.noun} value={(value as string) ?? ''} onValue={(v) => set(v)} />
        </Suspense>
      );
    }
    case 'date-parts':
      return (
        <DateInput
          {...common}
          legend={spec.legend}
          autoCompleteBirthday={spec.birthday}
          value={datePartsOf((value as string) ?? '')}
          onValue={(parts) => set(dateText(parts))}
        />
      );
    case 'checkbox':
      return <CheckboxField {...common} className={spec.className} optional={spec.optional} label={spec.label} checked={value === true} onValue={set} />;
    case 'consent': {
      const title = bare(spec.title);
      return (
        <section className="fm-terms" aria-labelledby={`${id}-title`} data-terms={spec.data}>
          <div className="fm-terms__head">
            <h2 className="fm-terms__title" id={`${id}-title`}>
              {title} <span className={spec.required ? 'fm-req' : 'fm-opt'}>{spec.required ? '(필수)' : '(선택)'}</span>
            </h2>
            {spec.meta ? <p className="fm-terms__meta">{spec.meta}</p> : null}
          </div>
          <div className="fm-terms__body" tabIndex={0} role="region" aria-label={`${title} 전문`}>
            {spec.body}
          </div>
          <div className="fm-terms__foot">
            <CheckboxField {...common} optional={!spec.required} label={`${title}에 동의합니다`} checked={value === true} onValue={set} />
          </div>
        </section>
      );
    }
    default: {
      // the rest of the spec is about the input itself (maxLength, autoComplete, inputMode, ok, addon …) and passes through
      const { kind, label, optional, format, parse, name: _name, hint: _hint, required: _required, ...input } = spec;
      const Input = kind === 'password' ? PasswordField : TextField;
      const shown = (value as string) ?? '';
      return (
        <Input
          {...common}
          {...input}
          optional={optional}
          label={label}
          value={format ? format(shown) : shown}
          onValue={parse ? (v: string) => set(parse(v)) : set}
          multiline={kind === 'textarea' || undefined}
          type={kind === 'textarea' || kind === 'password' ? undefined : kind}
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
      {layout.sections.map((s) => {
        const fields = s.fields.map((f) => <Field key={keyOf(f)} spec={f} form={form} />);
        return s.title === undefined ? (
          <FieldsOf key={s.id}>{fields}</FieldsOf>
        ) : (
          <FormSection key={s.id} id={s.id} title={s.title} description={s.description}>
            {fields}
          </FormSection>
        );
      })}
    </>
  );
}

const FieldsOf = ({ children }: { children: ReactNode }) => <>{children}</>;
