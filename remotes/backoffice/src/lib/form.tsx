// The back office's forms: antd fields, the contract's zod schemas as their rules, and the portal's
// one send (@portal/blocks/form useSend: a double click sends once, the Idempotency-Key, server field
// errors back on their fields, the Korean sentence of anything else). Values are never reset on an error.
import { useEffect, type ReactNode } from 'react';
import { Alert, type FormInstance } from 'antd';
import type { Rule } from 'antd/es/form';
import { Link, useLocation } from '@portal/router';
import { useSend, type Send, type SendWithoutFormOptions } from '@portal/blocks/form';
import type { SafeParser } from '@portal/ui/form';
import { loginPathFor } from './admin-route';

/**
 * A field's rule from the contract's schema (the same one the server validates with); `sent` turns
 * the field's value into what the call sends (a comma-separated text into a list).
 */
export function zodRule(schema: SafeParser<unknown>, sent: (value: unknown) => unknown = (v) => v): Rule {
  return {
    validator: async (_rule, value) => {
      const r = schema.safeParse(sent(value));
      if (!r.success) throw new Error(r.error.issues[0]?.message ?? '입력한 값을 확인해 주세요.');
    },
  };
}

/** 401 in the back office: the staff session ended while typing; the way back keeps this address and what was typed. */
function StaffSessionEnded() {
  const { pathname, search } = useLocation();
  return (
    <>
      직원 세션이 끝나 보내지 못했습니다. 쓰신 내용은 이 화면에 그대로 있습니다. <Link to={loginPathFor(pathname, search)}>다시 로그인</Link>한 뒤 다시 보내
      주세요.
    </>
  );
}

/**
 * The one send for an action without fields (a confirmed rollback, a retry): the portal's useSend
 * (a double click sends once, the Idempotency-Key, the server's Korean sentence) with the staff
 * session's 401 answered by the way back to the staff sign-in.
 */
export function useStaffSend<In, R, I = never>(opts: SendWithoutFormOptions<In, R, I>): Send<In> {
  return useSend<In, R, I>({
    ...opts,
    refused: (refusal, input) => opts.refused?.(refusal, input) ?? (refusal.status === 401 ? { failure: <StaffSessionEnded /> } : undefined),
  });
}

/**
 * useSend bound to an antd form: the server's (and the page's own) field errors go on the antd
 * fields, the first one scrolled to and focused.
 */
export function useFormSend<In, R, I = never>(form: FormInstance, opts: SendWithoutFormOptions<In, R, I>): Send<In> {
  const send = useStaffSend<In, R, I>(opts);
  const { errors, attempt } = send;
  useEffect(() => {
    const names = Object.keys(errors).filter(Boolean);
    if (!names.length) return;
    form.setFields(names.map((name) => ({ name: name.split('.'), errors: [errors[name]!] })));
    form.scrollToField(names[0]!.split('.'), { focus: true });
  }, [errors, attempt, form]);
  return send;
}

/** The sentence above a form when the server refused it (read out at once). */
export function FormFailure({ failure }: { failure: ReactNode }) {
  if (!failure) return null;
  return <Alert type="error" showIcon role="alert" message={failure} className="bo-form-failure" />;
}
