// Membership rules without zod, so a page can check a field as the user types and the server applies
// the very same rule. Messages name the field and say what to fix (합니다체, 존댓말).

/** mbrTypeCd values (spec section 3 names the code; the values are our design, see README). */
export const MBR_TYPE = {
  /** 일반회원 (내국인, 만 14세 이상) */
  PERSON: '01',
  /** 외국인회원 (등록 외국인, 본인 명의 휴대전화) */
  FOREIGNER: '02',
  /** 비회원(본인확인 로그인): 이름과 휴대전화로 확인한 손님 세션 */
  GUEST: '09',
} as const;
export type MbrTypeCd = (typeof MBR_TYPE)[keyof typeof MBR_TYPE];
export const MEMBER_TYPES_JOINABLE = [MBR_TYPE.PERSON, MBR_TYPE.FOREIGNER] as const;

export const LOGIN_ID_PATTERN = /^[a-z][a-z0-9]{4,19}$/;
export const LOGIN_ID_RULE = '아이디는 영문 소문자로 시작하는 5~20자의 영문 소문자와 숫자로 입력해 주세요.';

export const PASSWORD_MIN_MIXED = 9;
export const PASSWORD_MIN_ANY = 15;
export const PASSWORD_MAX = 64;
export const PASSWORD_RULE = `비밀번호는 영문, 숫자, 특수문자를 모두 넣어 ${PASSWORD_MIN_MIXED}자 이상으로 하거나, 종류와 관계없이 ${PASSWORD_MIN_ANY}자 이상으로 입력해 주세요.`;
/** Days after which login sends the member to /login/guide (change now or later). */
export const PASSWORD_MAX_AGE_DAYS = 90;
/** Days without login after which an account is dormant (released through /login/guide/rmv). */
export const DORMANT_AFTER_DAYS = 365;
/** Wrong passwords in a row after which each next try waits (growing delay, see README). */
export const LOGIN_FAILURES_BEFORE_DELAY = 5;

/** Identity verification (sandbox and real adapters alike). */
export const VERIFY_CODE_LENGTH = 6;
export const VERIFY_CODE_TTL_SECONDS = 180;
export const VERIFY_MAX_TRIES = 5;
export const VERIFY_RESEND_COOLDOWN_SECONDS = 30;
/** 자동 입력 방지 (CAPTCHA): digits in a challenge, its lifetime, and the failed verifications per address in an hour after which the guest and password-search verifications ask for one (CAPTCHA_AFTER_FAILURES on the server). */
export const CAPTCHA_LENGTH = 5;
export const CAPTCHA_TTL_SECONDS = 300;
export const CAPTCHA_AFTER_FAILURES = 3;
/** A verified identity may be used for this long by the next step (join form, guest login …). */
export const VERIFIED_FLOW_TTL_SECONDS = 600;
/** Password re-check on /my/info/check and /my/pswd/check holds this long. */
export const REAUTH_TTL_SECONDS = 600;
/** Spec section 9: a session ends after this long without activity (the server's session row, the browser's countdown). */
export const SESSION_TIMEOUT_SECONDS = 1800;
/** Absolute session lifetime regardless of activity. */
export const SESSION_ABSOLUTE_SECONDS = 12 * 3600;

export const NAME_MAX = 30;
export const EMAIL_MAX = 100;
export const WITHDRAWAL_TEXT_MAX = 500;

/**
 * The password rule of the issue: ≥ 9 with letters, digits and symbols, or ≥ 15 of anything; never
 * containing the member ID. Returns the Korean message of the first problem, or null when it holds.
 * The server adds the common-password list on top.
 */
export function passwordProblem(password: string, loginId = ''): string | null {
  if (!password) return '비밀번호를 입력해 주세요.';
  if (password.length > PASSWORD_MAX) return `비밀번호는 ${PASSWORD_MAX}자 이하로 입력해 주세요.`;
  if (/\s/.test(password)) return '비밀번호에는 공백을 넣을 수 없습니다.';
  const mixed =
    password.length >= PASSWORD_MIN_MIXED && /[A-Za-z]/.test(password) && /\d/.test(password) && /[^A-Za-z0-9]/.test(password);
  if (!mixed && password.length < PASSWORD_MIN_ANY) return PASSWORD_RULE;
  const id = loginId.trim().toLowerCase();
  if (id.length >= 3 && password.toLowerCase().includes(id)) return '비밀번호에 아이디를 넣을 수 없습니다. 다른 비밀번호를 입력해 주세요.';
  if (/(.)\1\1\1/.test(password)) return '같은 문자를 4번 이상 연속해서 쓸 수 없습니다.';
  return null;
}

/** 010-1234-5678, 01012345678, 010 1234 5678 → 01012345678; anything else stays as typed. */
export function normaliseMobile(value: string): string {
  const digits = value.replace(/[\s-]/g, '');
  return /^\d+$/.test(digits) ? digits : value.trim();
}
export const MOBILE_PATTERN = /^01[016789]\d{7,8}$/;

/** 01012345678 or 010-1234-5678 → 010-****-5678 (screens and answers never show a whole number unless it is the owner's form). */
export function maskMobile(mobile: string): string {
  const m = /^(\d{3})(\d{3,4})(\d{4})$/.exec(mobile.replace(/\D/g, ''));
  return m ? `${m[1]}-${'*'.repeat(m[2]!.length)}-${m[3]}` : mobile;
}

/** hong1234 → ho****34: first two and last two characters shown (아이디 찾기). */
export function maskLoginId(loginId: string): string {
  if (loginId.length <= 4) return loginId.slice(0, 1) + '*'.repeat(Math.max(0, loginId.length - 1));
  return loginId.slice(0, 2) + '*'.repeat(loginId.length - 4) + loginId.slice(-2);
}

/** 홍길동 → 홍*동, 김민 → 김*, John Smith → J********h. */
export function maskName(name: string): string {
  if (name.length <= 1) return name;
  if (name.length === 2) return name[0] + '*';
  return name[0] + '*'.repeat(name.length - 2) + name[name.length - 1];
}

// ─── Masks of personal data on staff screens (issue 34): one rule per kind of value ─────────────
// A staff answer shows these masked; the real value is given only by POST /api/admin/records/open
// (with a reason, kept in the audit log). Each mask keeps enough to tell two records apart.

/** Any phone number: 010-****-5678 for a mobile; otherwise every digit but the last four hidden (02-***-4567). */
export function maskPhone(phone: string): string {
  if (!phone) return phone;
  const mobile = maskMobile(phone);
  if (mobile !== phone || /^\d{3}-\*+-\d{4}$/.test(mobile)) return mobile;
  const digits = phone.replace(/\D/g, '').length;
  let seen = 0;
  return phone.replace(/\d/g, (d) => (++seen > digits - 4 ? d : '*'));
}

/** hong.gildong@example.kr → h**********@example.kr (the domain stays: it says which provider, not who). */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 0) return maskName(email);
  const local = email.slice(0, at);
  return (local.length <= 1 ? '*' : local[0] + '*'.repeat(local.length - 1)) + email.slice(at);
}

/** 서울특별시 중구 세종대로 110 → 서울특별시 중구 ***: the province and district stay, the street and number go. */
export function maskAddress(address: string): string {
  const words = address.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return address;
  return words.length <= 2 ? `${words[0]} ***` : `${words.slice(0, 2).join(' ')} ***`;
}

/** 1958-03-15 → 1958-**-**, 19580315 → 1958****: the year stays. */
export function maskBirthDate(date: string): string {
  return date.length > 4 ? date.slice(0, 4) + date.slice(4).replace(/\d/g, '*') : date.replace(/\d/g, '*');
}

/** A detail line (동·호수), a postcode's last digits: hidden whole (04510 → 045**). */
export function maskRest(value: string, keep = 0): string {
  return value.slice(0, keep) + value.slice(keep).replace(/[^\s-]/g, '*');
}
