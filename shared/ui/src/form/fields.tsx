import { useEffect, useRef, useState, type ButtonHTMLAttributes, type InputHTMLAttributes, type ReactNode } from 'react';
import { Link } from '@portal/router';
import type { FieldErrors } from './use-zod-form';

function describedBy(...ids: unknown[]): string | undefined {
  const list = ids.filter((x): x is string => typeof x === "string" && x.length > 0);
  return list.length ? list.join(' ') : undefined;
}

function Label({ htmlFor, label, required, optional }: { htmlFor?: string; label: ReactNode; required?: boolean; optional?: boolean }) {
  const inner = (
    <>
      {label}
      {required ? <span className="fm-req">(필수)</span> : optional ? <span className="fm-opt">(선택)</span> : null}
    </>
  );
  return htmlFor ? (
    <label className="fm-label" htmlFor={htmlFor}>
      {inner}
    </label>
  ) : (
    <span className="fm-label">{inner}</span>
  );
}

export function FieldMessages({ id, hint, error, ok }: { id: string; hint?: ReactNode; error?: string; ok?: ReactNode }) {
  return (
    <>
      {hint ? (
        <p className="fm-hint" id={`${id}-hint`}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p className="fm-error" id={`${id}-error`}>
          {error}
        </p>
      ) : ok ? (
        <p className="fm-ok" id={`${id}-ok`}>
          {ok}
        </p>
      ) : null}
    </>
  );
}

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'id'>;

export interface TextFieldProps extends InputProps {
  id: string;
  label: ReactNode;
  value: string;
  onValue(value: string): void;
  hint?: ReactNode;
  error?: string;
  /** A success line under the field (e.g. 사용할 수 있는 아이디입니다). */
  ok?: ReactNode;
  required?: boolean;
  /** Marks the label '(선택)'. */
  optional?: boolean;
  /** Something beside the input (e.g. 중복 확인 button). */
  addon?: ReactNode;
  multiline?: boolean;
}

/** Label, hint and error wired with aria-describedby + aria-invalid; '(필수)' as text. */
export function TextField({ id, label, value, onValue, hint, error, ok, required, optional, addon, multiline, className, ...rest }: TextFieldProps) {
  const desc = describedBy(hint && `${id}-hint`, error ? `${id}-error` : ok ? `${id}-ok` : null);
  const common = {
    id,
    className: `fm-input ${multiline ? 'fm-textarea' : ''} ${className ?? ''}`.trim(),
    'aria-invalid': error ? (true as const) : undefined,
    'aria-describedby': desc,
    'aria-required': required || undefined,
  };
  const input = multiline ? (
    <textarea {...common} value={value} onChange={(e) => onValue(e.target.value)} maxLength={rest.maxLength} name={rest.name} disabled={rest.disabled} readOnly={rest.readOnly} />
  ) : (
    <input type="text" {...rest} {...common} value={value} onChange={(e) => onValue(e.target.value)} />
  );
  return (
    <div className="fm-field">
      <Label htmlFor={id} label={label} required={required} optional={optional} />
      {addon ? (
        <div className="fm-row">
          {input}
          {addon}
        </div>
      ) : (
        input
      )}
      <FieldMessages id={id} hint={hint} error={error} ok={ok} />
    </div>
  );
}

/** A password input with a 비밀번호 보기 toggle (aria-pressed); autocomplete as given. */
export function PasswordField({ id, label, value, onValue, hint, error, ok, required, ...rest }: TextFieldProps) {
  const [shown, setShown] = useState(false);
  const desc = describedBy(hint && `${id}-hint`, error ? `${id}-error` : ok ? `${id}-ok` : null);
  return (
    <div className="fm-field">
      <Label htmlFor={id} label={label} required={required} />
      <div className="fm-pw">
        <input
          {...rest}
          id={id}
          type={shown ? 'text' : 'password'}
          className="fm-input"
          value={value}
          onChange={(e) => onValue(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={desc}
          aria-required={required || undefined}
          autoCapitalize="off"
          spellCheck={false}
        />
        <button type="button" className="fm-pw__toggle" aria-pressed={shown} aria-controls={id} onClick={() => setShown((s) => !s)}>
          {shown ? '숨기기' : '보기'}
          <span className="sr-only"> 비밀번호</span>
        </button>
      </div>
      <FieldMessages id={id} hint={hint} error={error} ok={ok} />
    </div>
  );
}

export interface CheckboxFieldProps {
  id: string;
  label: ReactNode;
  checked: boolean;
  onValue(checked: boolean): void;
  hint?: ReactNode;
  error?: string;
  required?: boolean;
  optional?: boolean;
  className?: string;
  name?: string;
}

export function CheckboxField({ id, label, checked, onValue, hint, error, required, optional, className, name }: CheckboxFieldProps) {
  const desc = describedBy(hint && `${id}-hint`, error && `${id}-error`);
  return (
    <div className="fm-field">
      <label className={`fm-check ${className ?? ''}`.trim()} htmlFor={id}>
        <input
          type="checkbox"
          id={id}
          name={name}
          checked={checked}
          onChange={(e) => onValue(e.target.checked)}
          aria-invalid={error ? true : undefined}
          aria-describedby={desc}
          aria-required={required || undefined}
        />
        <span className="fm-check__text">
          {label}
          {required ? <span className="fm-req">(필수)</span> : optional ? <span className="fm-opt">(선택)</span> : null}
        </span>
      </label>
      <FieldMessages id={id} hint={hint} error={error} />
    </div>
  );
}

export interface Choice<T extends string> {
  value: T;
  label: ReactNode;
  description?: ReactNode;
}

/**
 * Options in a fieldset with a legend, each a native input (`input`) with its label and description;
 * the first option's input carries the field's id (the error summary links there), the others
 * id-<value>.
 */
function ChoiceFieldset<T extends string>({
  id,
  legend,
  options,
  hint,
  error,
  required,
  optional,
  listClass,
  optionClass,
  textClass,
  input,
}: {
  id: string;
  legend: ReactNode;
  options: Choice<T>[];
  hint?: ReactNode;
  error?: string;
  required?: boolean;
  optional?: boolean;
  listClass: string;
  optionClass: string;
  textClass?: string;
  input(option: Choice<T>, inputId: string): ReactNode;
}) {
  const desc = describedBy(hint && `${id}-hint`, error && `${id}-error`);
  return (
    <fieldset className="fm-fieldset fm-field" aria-describedby={desc} id={`${id}-group`}>
      <legend>
        <Label label={legend} required={required} optional={optional} />
      </legend>
      <div className={listClass}>
        {options.map((o, i) => {
          const inputId = i === 0 ? id : `${id}-${o.value}`;
          return (
            <label key={o.value} className={optionClass} htmlFor={inputId}>
              {input(o, inputId)}
              <span className={textClass}>
                {o.label}
                {o.description ? <span className="fm-radio__desc">{o.description}</span> : null}
              </span>
            </label>
          );
        })}
      </div>
      <FieldMessages id={id} hint={hint} error={error} />
    </fieldset>
  );
}

/** Native radios in a fieldset with a legend (arrow keys move within the group). */
export function RadioGroup<T extends string>({
  name,
  value,
  onValue,
  variant = 'stack',
  ...group
}: {
  id: string;
  legend: ReactNode;
  name?: string;
  value: T | '';
  onValue(value: T): void;
  options: Choice<T>[];
  hint?: ReactNode;
  error?: string;
  required?: boolean;
  variant?: 'stack' | 'inline' | 'cards';
}) {
  return (
    <ChoiceFieldset
      {...group}
      listClass={`fm-radios fm-radios--${variant}`}
      optionClass="fm-radio"
      input={(o, inputId) => <input type="radio" id={inputId} name={name ?? group.id} value={o.value} checked={value === o.value} onChange={() => onValue(o.value)} />}
    />
  );
}

/** Native checkboxes in a fieldset with a legend: any number of the options (the value lists the checked ones in option order). */
export function CheckboxGroup<T extends string>({
  value,
  onValue,
  ...group
}: {
  id: string;
  legend: ReactNode;
  value: readonly T[];
  onValue(value: T[]): void;
  options: Choice<T>[];
  hint?: ReactNode;
  error?: string;
  required?: boolean;
  /** Marks the legend (선택). */
  optional?: boolean;
}) {
  const toggle = (v: T, on: boolean) => onValue(group.options.map((o) => o.value).filter((o) => (o === v ? on : value.includes(o))));
  return (
    <ChoiceFieldset
      {...group}
      listClass="fm-radios fm-radios--stack"
      optionClass="fm-check"
      textClass="fm-check__text"
      input={(o, inputId) => (
        <input
          type="checkbox"
          id={inputId}
          value={o.value}
          checked={value.includes(o.value)}
          onChange={(e) => toggle(o.value, e.target.checked)}
          aria-invalid={group.error ? true : undefined}
        />
      )}
    />
  );
}

export function SelectField<T extends string>({
  id,
  label,
  value,
  onValue,
  options,
  placeholder = '선택해 주세요',
  hint,
  error,
  required,
}: {
  id: string;
  label: ReactNode;
  value: T | '';
  onValue(value: T | ''): void;
  options: Choice<T>[];
  placeholder?: string;
  hint?: ReactNode;
  error?: string;
  required?: boolean;
}) {
  const desc = describedBy(hint && `${id}-hint`, error && `${id}-error`);
  return (
    <div className="fm-field">
      <Label htmlFor={id} label={label} required={required} />
      <select
        id={id}
        className="fm-select"
        value={value}
        onChange={(e) => onValue(e.target.value as T | '')}
        aria-invalid={error ? true : undefined}
        aria-describedby={desc}
        aria-required={required || undefined}
      >
        <option value="">{placeholder}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {typeof o.label === 'string' ? o.label : o.value}
          </option>
        ))}
      </select>
      <FieldMessages id={id} hint={hint} error={error} />
    </div>
  );
}

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: 'primary' | 'secondary' | 'tertiary';
  size?: 'medium' | 'small';
  /** While true: aria-busy, disabled (no double submit), a spinner and `busyLabel` if given. */
  busy?: boolean;
  busyLabel?: string;
}

export function Button({ variant = 'primary', size = 'medium', busy, busyLabel, disabled, className, children, type = 'button', ...rest }: ButtonProps) {
  return (
    <button
      {...rest}
      type={type}
      className={`btn btn-${variant} ${size === 'small' ? 'btn-small' : ''} ${className ?? ''}`.trim()}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
    >
      {busy ? <span className="btn__spinner" aria-hidden="true" /> : null}
      {busy && busyLabel ? busyLabel : children}
    </button>
  );
}

/** A link styled as a button (KRDS variants). */
export function ButtonLink({ to, variant = 'primary', children, className }: { to: string; variant?: 'primary' | 'secondary' | 'tertiary'; children: ReactNode; className?: string }) {
  return (
    <Link to={to} className={`btn btn-${variant} ${className ?? ''}`.trim()}>
      {children}
    </Link>
  );
}

/** One way on: where it goes and what the button says. */
export interface NextLink {
  to: string;
  label: ReactNode;
  /** By default the first link is primary and the others secondary. */
  variant?: 'primary' | 'secondary';
}

/**
 * The row of ways on at the end of a page or section: the first link is the main action (primary),
 * the others secondary. `className` is the row's layout class of the page's stylesheet (`fm-actions`).
 */
export function NextLinks({ links, className = 'fm-actions' }: { links: readonly NextLink[]; className?: string }) {
  return (
    <div className={className}>
      {links.map((l, i) => (
        <ButtonLink key={l.to} to={l.to} variant={l.variant ?? (i === 0 ? 'primary' : 'secondary')}>
          {l.label}
        </ButtonLink>
      ))}
    </div>
  );
}

/**
 * The error summary: role=alert region titled '입력 내용을 확인해 주세요', one link per error that
 * focuses its field. It takes focus each time `attempt` changes while there are errors.
 */
export function ErrorSummary({
  errors,
  attempt,
  idOf,
  order,
  labels,
  id = 'fm-summary',
}: {
  errors: FieldErrors;
  attempt: number;
  /** Field name → the id of its input. */
  idOf(name: string): string;
  /** Field names in page order (others follow). */
  order?: string[];
  /** Optional label per field shown before the message. */
  labels?: Record<string, string>;
  /** The summary's id (its title is `${id}-title`): only where a page shows more than one. */
  id?: string;
}) {
  const ref = useRef<HTMLDivElement>(null);
  // whether a field is on the page is known once the summary and the fields around it are in the
  // document: a summary shown on the first render (errors given from the start) links after mounting
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  const entries = Object.entries(errors);
  const rank = (k: string) => {
    const i = order?.indexOf(k) ?? -1;
    return i < 0 ? 999 : i;
  };
  entries.sort((a, b) => rank(a[0]) - rank(b[0]));
  const shown = entries.length > 0;
  useEffect(() => {
    if (shown && attempt > 0) ref.current?.focus();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- focus moves on a new submit attempt only, not while the errors change
  }, [attempt]);
  if (!shown) return null;
  const focusField = (name: string) => {
    const el = document.getElementById(idOf(name));
    if (el) {
      el.focus();
      el.scrollIntoView({ block: 'center' });
    }
  };
  return (
    <div className="fm-summary" role="alert" aria-labelledby={`${id}-title`} tabIndex={-1} ref={ref} data-error-summary="">
      <h2 className="fm-summary__title" id={`${id}-title`}>
        입력 내용을 확인해 주세요
      </h2>
      <ul>
        {entries.map(([name, message]) => (
          <li key={name || '_'}>
            {/* a link where its field is on the page (on the server and before mounting: the text alone) */}
            {name && mounted && document.getElementById(idOf(name)) ? (
              <a
                href={`#${idOf(name)}`}
                onClick={(e) => {
                  e.preventDefault();
                  focusField(name);
                }}
              >
                {labels?.[name] ? `${labels[name]}: ` : ''}
                {message}
              </a>
            ) : (
              <span>{message}</span>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** KRDS step indicator: an ordered list, the current step marked aria-current="step". */
export function StepIndicator({ steps, current, label }: { steps: string[]; current: number; label: string }) {
  return (
    <ol className="fm-steps" aria-label={label}>
      {steps.map((s, i) => (
        <li key={s} className={i === current ? 'is-current' : i < current ? 'is-done' : undefined} aria-current={i === current ? 'step' : undefined}>
          <span className="fm-steps__no" aria-hidden="true">
            {i + 1}
          </span>
          <span>
            <span className="sr-only">{i + 1}단계 </span>
            {s}
            {i < current ? <span className="sr-only"> (완료)</span> : null}
          </span>
        </li>
      ))}
    </ol>
  );
}

export function FormSection({ title, description, children, id }: { title: ReactNode; description?: ReactNode; children: ReactNode; id?: string }) {
  const headingId = id ? `${id}-title` : undefined;
  return (
    <section className="fm-section" aria-labelledby={headingId}>
      <h2 className="fm-section__title" id={headingId}>
        {title}
      </h2>
      {description ? <p className="fm-section__desc">{description}</p> : null}
      <div className="fm-section__body">{children}</div>
    </section>
  );
}

/** Shown whenever the server answered sandbox: true. */
export function SandboxBadge({ children }: { children?: ReactNode }) {
  return (
    <div className="fm-sandbox" data-sandbox="">
      <p style={{ margin: 0 }}>
        <span className="fm-sandbox__badge">샌드박스</span>
        이 화면은 시험용 본인확인(샌드박스)입니다. 실제 문자는 보내지 않습니다.
      </p>
      {children}
    </div>
  );
}

export function Notice({ tone = 'info', children, role, focusOnMount, id }: { tone?: 'info' | 'success' | 'error' | 'warning'; children: ReactNode; role?: 'status' | 'alert'; focusOnMount?: boolean; id?: string }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (focusOnMount) ref.current?.focus();
  }, [focusOnMount]);
  return (
    <div className={`fm-notice fm-notice--${tone}`} role={role} ref={ref} tabIndex={focusOnMount ? -1 : undefined} id={id}>
      {children}
    </div>
  );
}

/** The page heading: pages of the default layout own their one <h1> (the shell renders none). */
export function PageHeading({ title, lead }: { title: string; lead?: ReactNode }) {
  return (
    <>
      <h1 className="mb-page__title">{title}</h1>
      {lead ? <p className="mb-page__lead">{lead}</p> : null}
    </>
  );
}
