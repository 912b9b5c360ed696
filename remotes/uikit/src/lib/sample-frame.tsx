import { Fragment, useEffect, useRef, type ReactNode } from 'react';
import { Button, ErrorSummary, PageHeading, type ZodForm } from '@portal/ui/form';
import { FormFields, fieldOrder, type FormLayout } from '@portal/blocks/form';
import './sample.css';

/**
 * The frame of every /sample page and /validateSample (issue 35): the heading, what the sample shows,
 * and the list of the portal's real parts it uses (the samples operate those parts; there is no
 * second copy made for the showcase).
 */
export function SampleFrame({ page, title, lead, parts, children }: { page: string; title: string; lead: ReactNode; parts: readonly { name: string; where: string }[]; children: ReactNode }) {
  return (
    <div className="mb-page mb-page--wide sp-page" data-page={page}>
      <PageHeading title={title} lead={lead} />
      {children}
      <section className="sp-parts" aria-labelledby={`${page}-parts`}>
        <h2 id={`${page}-parts`} className="sp-h2">
          이 견본이 쓰는 부품
        </h2>
        <ul>
          {parts.map((p) => (
            <li key={p.name}>
              <code>{p.name}</code> <span className="sp-where">({p.where})</span>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}

/** What the sample's form handed over: the values as the schema parsed them, read aloud once. */
export function SampleResult({ title, children, focus }: { title: string; children: ReactNode; focus?: boolean }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focus) heading.current?.focus();
  }, [focus]);
  return (
    <div className="sp-result" role={focus ? undefined : 'status'} data-sample-result="">
      <h3 className="sp-h3" tabIndex={focus ? -1 : undefined} ref={heading}>
        {title}
      </h3>
      {children}
    </div>
  );
}

/**
 * A sample's <form>: the error summary of the form (focus moves to it after a refused try, its links
 * focus the fields), the form's fields, and 확인하기. Nothing is sent: on a valid parse the page shows
 * what a real form would send.
 */
export function SampleForm<V extends Record<string, unknown>, Out>({
  form,
  order,
  onValid,
  children,
  label = '확인하기',
}: {
  form: ZodForm<V, Out>;
  order: string[];
  onValid(value: Out | null): void;
  children: ReactNode;
  label?: string;
}) {
  return (
    <form
      className="fm-form"
      noValidate
      data-sample-form=""
      onSubmit={(e) => {
        e.preventDefault();
        onValid(form.validate());
      }}
    >
      <ErrorSummary errors={form.errors} attempt={form.attempt} idOf={form.id} order={order} />
      {children}
      <div className="fm-actions">
        <Button type="submit">{label}</Button>
      </div>
    </form>
  );
}

/** A sample's form drawn by the form engine from its layout; the error summary follows the layout's order. */
export function SampleLayoutForm<V extends Record<string, unknown>, Out>({
  layout,
  form,
  onValid,
  label,
}: {
  layout: FormLayout<V>;
  form: ZodForm<V, Out>;
  onValid(value: Out | null): void;
  label?: string;
}) {
  return (
    <SampleForm form={form} order={fieldOrder(layout)} onValid={onValid} label={label}>
      <FormFields layout={layout} form={form} />
    </SampleForm>
  );
}

/** The values a sample's form handed over, as a description list: each answer's name, then its value. */
export function SampleAnswers({ answers }: { answers: readonly (readonly [term: string, value: ReactNode])[] }) {
  return (
    <dl>
      {answers.map(([term, value]) => (
        <Fragment key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </Fragment>
      ))}
    </dl>
  );
}
