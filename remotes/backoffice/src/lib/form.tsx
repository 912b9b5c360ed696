// The back office's forms: antd fields, the contract's zod schemas as their rules, and the portal's
// one send (@portal/blocks/form useSend: a double click sends once, the Idempotency-Key, server field
// errors back on their fields, the Korean sentence of anything else). Values are never reset on an error.
// EditDialog: the one add / edit / action dialog (antd Modal + Form) sending through useFormSend.
import { useEffect, type ReactNode } from 'react';
import { Alert, App, Form, Modal, type FormInstance, type FormProps, type ModalProps } from 'antd';
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

export interface EditDialogProps<V, R, I = never> extends Omit<SendWithoutFormOptions<V, R, I>, 'onDone' | 'key'> {
  title: ReactNode;
  okText: string;
  /** Default 취소. */
  cancelText?: string;
  /** A red send button (반려, 기각). */
  danger?: boolean;
  /** Default open: the page mounts the dialog while it is open; a dialog the page keeps mounted passes its state. */
  open?: boolean;
  /** The form, when the fields read it (Form.useWatch, a rule across fields); default: the dialog's own. */
  form?: FormInstance<V>;
  initialValues?: FormProps<V>['initialValues'];
  /** What stands above the refusal sentence (an explanation read first). */
  intro?: ReactNode;
  /** The success message (antd message); after it, onDone and the dialog closes. Without it, onDone alone. */
  done?(result: R): string;
  onDone?(result: R, values: V): void;
  onClose(): void;
  /** The Modal's other props (a width, no closing on the mask, aria-labelledby). */
  modal?: Omit<ModalProps, 'open' | 'title' | 'okText' | 'cancelText' | 'onOk' | 'onCancel' | 'confirmLoading'> & { 'aria-labelledby'?: string };
  /** The Form's other props (no required marks). */
  formProps?: Omit<FormProps<V>, 'form' | 'initialValues' | 'onFinish'>;
  children?: ReactNode;
}

/**
 * The back office's one add / edit / action dialog: antd Modal + vertical Form, sent once through
 * useFormSend (the server's field errors on the named fields, the refusal sentence above them), the
 * first wrong field focused; on success the Korean message (`done`), `onDone`, then it closes.
 */
export function EditDialog<V, R, I = never>({
  title,
  okText,
  cancelText = '취소',
  danger,
  open = true,
  form: given,
  initialValues,
  intro,
  done,
  onDone,
  onClose,
  modal,
  formProps,
  children,
  ...sendOptions
}: EditDialogProps<V, R, I>) {
  const [form] = Form.useForm<V>(given);
  const { message } = App.useApp();
  const send = useFormSend<V, R, I>(form, {
    ...sendOptions,
    onDone: (r, v) => {
      if (done) void message.success(done(r));
      onDone?.(r, v);
      if (done) onClose();
    },
  });
  return (
    <Modal
      open={open}
      title={title}
      okText={okText}
      cancelText={cancelText}
      okButtonProps={danger ? { danger } : undefined}
      confirmLoading={send.pending}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
      {...modal}
    >
      <Form<V> form={form} layout="vertical" initialValues={initialValues} onFinish={(v) => void send.submit(v)} scrollToFirstError={{ focus: true }} {...formProps}>
        {intro}
        <FormFailure failure={send.failure} />
        {children}
      </Form>
    </Modal>
  );
}
