import type { ReactNode } from 'react';
import type { FieldSpec, FormLayout, FormSectionSpec } from '../form/fields-engine';

/** The contact values every member form has (join, my info). */
export interface ContactValues extends Record<string, unknown> {
  email?: string;
  notifySms: boolean;
  notifyEmail: boolean;
}

/** The server's contact rules (join and my info): an e-mail only with the optional consent; e-mail notices need an address. */
export function contactProblems(email: string, notifyEmail: boolean, privacyOptional: boolean): Record<string, string | undefined> {
  return {
    email: email.trim() && !privacyOptional ? '전자우편 주소를 남기려면 개인정보 수집·이용(선택)에 동의해 주세요. 동의하지 않으려면 전자우편 주소를 비워 주세요.' : undefined,
    notifyEmail: notifyEmail && !email.trim() ? '전자우편으로 알림을 받으려면 전자우편 주소를 입력해 주세요.' : undefined,
  };
}

export interface MemberInfoLayoutOptions<V extends ContactValues> {
  /** What comes before the contact details (identity and login of the join; basic data and mobile of my info). */
  before: FormSectionSpec<V>[];
  contact: { id: string; title: ReactNode };
  /** The notifications in a section of their own (join); without it they follow the e-mail. */
  notify?: { id: string; title: ReactNode; description?: ReactNode };
  /** Before the e-mail: the verified mobile number (join). */
  mobile?: FieldSpec<V>;
  emailHint: ReactNode;
  /** After the notifications: the optional consent (my info). */
  consent?: FieldSpec<V>;
}

/** The member's details as one layout, drawn by FormFields on /join/memberinfo and /my/info. */
export function memberInfoLayout<V extends ContactValues>(o: MemberInfoLayoutOptions<V>): FormLayout<V> {
  const email: FieldSpec<V> = {
    kind: 'email',
    name: 'email',
    label: '전자우편',
    optional: true,
    inputMode: 'email',
    autoComplete: 'email',
    maxLength: 100,
    hint: o.emailHint,
  };
  const notifications: FieldSpec<V>[] = [
    { kind: 'checkbox', name: 'notifySms', label: '문자 알림 받기', optional: true },
    { kind: 'checkbox', name: 'notifyEmail', label: '전자우편 알림 받기', optional: true },
  ];
  const contact = [...(o.mobile ? [o.mobile] : []), email, ...(o.notify ? [] : notifications), ...(o.consent ? [o.consent] : [])];
  return {
    sections: [...o.before, { ...o.contact, fields: contact }, ...(o.notify ? [{ ...o.notify, fields: notifications }] : [])],
  };
}
