import { PRDOC_KINDS, type PrdocField, type PrdocFormCode } from '@portal/contracts/client';
import { FieldMessages, type ZodForm } from '@portal/ui/form';
import type { FieldSpec } from '@portal/blocks/form';
import { optionKey, periodParts, yearChoices } from './proof';

type AnyForm = ZodForm<Record<string, unknown>, unknown>;

/** 기간 (납부 기간, 조회 기간 …): a start and an end month; the value is 'YYYY-MM~YYYY-MM'. */
function PeriodField({ form, field }: { form: AnyForm; field: PrdocField }) {
  const name = optionKey(field.key);
  const id = form.id(name);
  const error = form.errors[name];
  const [from, to] = periodParts(form.values[name]);
  const described = [`${id}-hint`, error ? `${id}-error` : null].filter(Boolean).join(' ');
  const set = (a: string, b: string) => form.set(name, `${a}~${b}`);
  return (
    <fieldset className="fm-fieldset fm-field pd-period" aria-describedby={described} data-option={field.key}>
      <legend>
        {field.label} <span className={field.required ? 'fm-req' : 'fm-opt'}>{field.required ? '(필수)' : '(선택)'}</span>
      </legend>
      <p className="fm-hint" id={`${id}-hint`}>
        {field.hint} 시작 월과 끝 월을 YYYY-MM 형식으로 고르세요.
      </p>
      <div className="pd-period__row">
        <label className="pd-period__part" htmlFor={id}>
          <span>시작 월</span>
          <input className="fm-input" type="month" id={id} value={from} aria-invalid={error ? true : undefined} onChange={(e) => set(e.target.value, to)} />
        </label>
        <span aria-hidden="true">~</span>
        <label className="pd-period__part" htmlFor={`${id}-to`}>
          <span>끝 월</span>
          <input className="fm-input" type="month" id={`${id}-to`} value={to} aria-invalid={error ? true : undefined} onChange={(e) => set(from, e.target.value)} />
        </label>
      </div>
      <FieldMessages id={id} error={error} />
    </fieldset>
  );
}

/** The issuer's questions of a kind (PRDOC_KINDS[code].fields) as fields of the form engine, in the issuer's order. */
export function optionSpecs(code: PrdocFormCode, today: string): FieldSpec<Record<string, unknown>>[] {
  return (PRDOC_KINDS[code].fields as readonly PrdocField[]).map((f): FieldSpec<Record<string, unknown>> => {
    const name = optionKey(f.key);
    const choices = (f.options ?? []).map(([value, label]) => ({ value, label }));
    switch (f.kind) {
      case 'radio':
        return { kind: 'radio', name, legend: f.label, hint: f.hint, required: f.required, options: choices, variant: choices.length > 3 ? 'stack' : 'inline' };
      case 'select':
        return { kind: 'select', name, label: f.label, hint: f.hint, required: f.required, options: choices, placeholder: '골라 주세요' };
      case 'year':
        return { kind: 'select', name, label: f.label, hint: f.hint, required: f.required, options: yearChoices(f, today).map((y) => ({ value: y, label: `${y}년` })), placeholder: '연도를 골라 주세요' };
      case 'text':
        return { kind: 'text', name, label: f.label, hint: f.hint, required: f.required, maxLength: 100 };
      case 'checks':
        return { kind: 'checkboxes', name, legend: f.label, hint: f.hint, required: f.required, optional: !f.required, options: choices };
      case 'period':
        return { kind: 'custom', name, render: (form) => <PeriodField form={form as AnyForm} field={f} /> };
    }
  });
}
