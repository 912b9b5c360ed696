import { z } from 'zod';
import { requiredText } from '../common';
import { AuthRecord } from './auth';
import {
  CAPTCHA_LENGTH,
  EMAIL_MAX,
  LOGIN_ID_PATTERN,
  LOGIN_ID_RULE,
  MBR_TYPE,
  MOBILE_PATTERN,
  NAME_MAX,
  PASSWORD_MAX,
  VERIFY_CODE_LENGTH,
  WITHDRAWAL_TEXT_MAX,
  normaliseMobile,
  passwordProblem,
} from './rules';

export * from './rules';

// ─── Fields ────────────────────────────────────────────────────────────────────────────────────
export const LoginId = z
  .string({ error: '아이디를 입력해 주세요.' })
  .trim()
  .min(1, { error: '아이디를 입력해 주세요.' })
  .regex(LOGIN_ID_PATTERN, { error: LOGIN_ID_RULE });

/** A password field at login / re-check: only presence and length (the rule applies to new ones). */
export const PasswordInput = z
  .string({ error: '비밀번호를 입력해 주세요.' })
  .min(1, { error: '비밀번호를 입력해 주세요.' })
  .max(PASSWORD_MAX, { error: `비밀번호는 ${PASSWORD_MAX}자 이하로 입력해 주세요.` });

export const PersonName = requiredText('이름', NAME_MAX).regex(/^[가-힣A-Za-z][가-힣A-Za-z .'-]*$/, { error: '이름은 한글 또는 영문으로 입력해 주세요.' });

/** YYYYMMDD, a real date, not in the future. Age rules are checked where they apply (join: 14+). */
export const BirthDate = z
  .string({ error: '생년월일 8자리를 입력해 주세요. 예: 19580315' })
  .trim()
  .regex(/^\d{8}$/, { error: '생년월일 8자리를 숫자로 입력해 주세요. 예: 19580315' })
  .refine(
    (v) => {
      const y = +v.slice(0, 4), m = +v.slice(4, 6), d = +v.slice(6, 8);
      const date = new Date(Date.UTC(y, m - 1, d));
      return y >= 1900 && date.getUTCMonth() === m - 1 && date.getUTCDate() === d && date.getTime() <= Date.now();
    },
    { error: '생년월일이 올바른 날짜가 아닙니다. 예: 19580315' },
  );

export const Gender = z.enum(['M', 'F'], { error: '성별을 선택해 주세요.' });

export const MobileNo = z
  .string({ error: '휴대전화 번호를 입력해 주세요.' })
  .transform(normaliseMobile)
  .pipe(z.string().regex(MOBILE_PATTERN, { error: '휴대전화 번호를 010-1234-5678 형식으로 입력해 주세요.' }));

export const Email = z
  .string()
  .trim()
  .max(EMAIL_MAX, { error: `전자우편 주소는 ${EMAIL_MAX}자 이하로 입력해 주세요.` })
  .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, { error: '전자우편 주소를 hong@example.kr 형식으로 입력해 주세요.' });

/** A new password with its confirmation; the server adds the common-password list. */
export function newPasswordPair<T extends z.ZodRawShape>(extra: T, loginIdOf: (v: Record<string, unknown>) => string = () => '') {
  return z
    .object({
      ...extra,
      newPassword: z.string({ error: '새 비밀번호를 입력해 주세요.' }),
      newPasswordConfirm: z.string({ error: '새 비밀번호 확인을 입력해 주세요.' }),
    })
    .superRefine((value, ctx) => {
      const v = value as Record<string, unknown> & { newPassword: string; newPasswordConfirm: string };
      const problem = passwordProblem(v.newPassword, loginIdOf(v));
      if (problem) ctx.addIssue({ code: 'custom', path: ['newPassword'], message: problem });
      if (v.newPassword !== v.newPasswordConfirm)
        ctx.addIssue({ code: 'custom', path: ['newPasswordConfirm'], message: '새 비밀번호와 새 비밀번호 확인이 같지 않습니다. 같은 비밀번호를 두 번 입력해 주세요.' });
    });
}

// ─── Identity verification (본인확인) and simple authentication (간편인증) ─────────────────────────
/**
 * What a verification is for. It binds the verified person to this browser (HttpOnly flow cookie)
 * for the next step only: JOIN → POST /api/join, GUEST/ANYID → POST /api/login without payload,
 * FIND_ID → GET /api/login/search/id, FIND_PWD → POST /api/login/search/pwd,
 * DORMANT → POST /api/login/dormant/release, MOBILE → PUT /api/my/info/mobile.
 */
export const VerifyPurpose = z.enum(['JOIN', 'GUEST', 'ANYID', 'FIND_ID', 'FIND_PWD', 'DORMANT', 'MOBILE'], {
  error: '본인확인 목적이 올바르지 않습니다.',
});
export type VerifyPurpose = z.infer<typeof VerifyPurpose>;
/** Mobile carriers for SMS identity verification (휴대폰 본인확인). */
export const Carrier = z.enum(['SKT', 'KT', 'LGU', 'MVNO_SKT', 'MVNO_KT', 'MVNO_LGU'], { error: '통신사를 선택해 주세요.' });
/** Simple-authentication providers (간편인증 앱). */
export const SimpleAuthProvider = z.enum(['KAKAO', 'NAVER', 'PASS', 'TOSS', 'PAYCO', 'KB'], { error: '인증할 앱을 선택해 주세요.' });
export const CARRIER_LABELS: Record<z.infer<typeof Carrier>, string> = {
  SKT: 'SKT', KT: 'KT', LGU: 'LG U+', MVNO_SKT: '알뜰폰(SKT)', MVNO_KT: '알뜰폰(KT)', MVNO_LGU: '알뜰폰(LG U+)',
};
export const SIMPLE_AUTH_LABELS: Record<z.infer<typeof SimpleAuthProvider>, string> = {
  KAKAO: '카카오톡', NAVER: '네이버', PASS: 'PASS', TOSS: '토스', PAYCO: '페이코', KB: 'KB국민은행',
};

const VerifyPerson = {
  name: PersonName,
  birthDate: BirthDate,
  mobileNo: MobileNo,
};

/**
 * 자동 입력 방지 (CAPTCHA): the challenge the answer is for and the digits read from its image or
 * heard in its audio. Optional on a verification request until the server asks (428 CAPTCHA_REQUIRED
 * after repeated failures from the address); each challenge is checked once, right or wrong.
 */
const CAPTCHA_DIGITS_MESSAGE = `자동 입력 방지 문자에 그림의 숫자 ${CAPTCHA_LENGTH}자리를 입력해 주세요.`;
const CaptchaDigits = z.string({ error: CAPTCHA_DIGITS_MESSAGE }).trim().regex(new RegExp(`^\\d{${CAPTCHA_LENGTH}}$`), { error: CAPTCHA_DIGITS_MESSAGE });
const CaptchaId = z.string({ error: '자동 입력 방지 문자를 새로 받아 주세요.' }).min(1).max(64);
const CaptchaFields = { captchaId: CaptchaId.optional(), captchaAnswer: CaptchaDigits.optional() };
/** POST /api/captcha/check (the /sample/CaptchaSample form): one answer to one challenge. */
export const CaptchaCheck = z.object({ captchaId: CaptchaId, captchaAnswer: CaptchaDigits });
export type CaptchaCheck = z.input<typeof CaptchaCheck>;
/** POST /api/captcha: a new challenge; its image and audio are at the two addresses until `expiresAt`. */
export const CaptchaChallenge = z.object({
  captchaId: z.string(),
  imageUrl: z.string(),
  audioUrl: z.string(),
  expiresAt: z.string(),
  length: z.number().int(),
});
export type CaptchaChallenge = z.infer<typeof CaptchaChallenge>;
export const CaptchaParams = z.object({ captchaId: z.string().max(64) });
export const CaptchaChecked = z.object({ ok: z.literal(true) });

/**
 * POST /api/verify/request. SMS: a 6-digit code goes to the phone (the sandbox shows it on screen);
 * asking again for the same purpose is a resend (cooldown and hourly limit per phone and per IP).
 * SIMPLE: a request goes to the chosen app; the person approves there (the sandbox offers the
 * approve/deny buttons on the page), then the page calls /api/verify/confirm without a code.
 * FIND_PWD and DORMANT also need the member ID the person is recovering.
 */
export const VerifyRequest = z.discriminatedUnion('method', [
  z.object({ method: z.literal('SMS'), purpose: VerifyPurpose, carrier: Carrier, gender: Gender, loginId: LoginId.optional(), ...VerifyPerson, ...CaptchaFields }),
  z.object({ method: z.literal('SIMPLE'), purpose: VerifyPurpose, provider: SimpleAuthProvider, loginId: LoginId.optional(), ...VerifyPerson, ...CaptchaFields }),
]);
export type VerifyRequest = z.input<typeof VerifyRequest>;
export const VerifyStarted = z.object({
  verificationId: z.string(),
  method: z.enum(['SMS', 'SIMPLE']),
  /** ISO time the code (or the app request) stops being valid: 180 s after sending. */
  expiresAt: z.string(),
  /** ISO time a resend is allowed (30 s cooldown). */
  resendAvailableAt: z.string(),
  triesLeft: z.number().int(),
  /** Masked phone the code went to, e.g. 010-****-5678. */
  sentTo: z.string(),
  /** true when the sandbox adapter answered; the page then says so and shows sandboxCode. */
  sandbox: z.boolean(),
  /** Sandbox only: the code a real provider would have sent by SMS. Never present with a real adapter. */
  sandboxCode: z.string().nullable(),
});
export type VerifyStarted = z.infer<typeof VerifyStarted>;
export const VerifyConfirm = z.object({
  verificationId: z.string({ error: '본인확인 요청 정보가 없습니다. 인증번호를 다시 받아 주세요.' }).min(1).max(64),
  /** SMS: the 6 digits. SIMPLE: omitted. */
  code: z
    .string()
    .trim()
    .regex(new RegExp(`^\\d{${VERIFY_CODE_LENGTH}}$`), { error: `인증번호 ${VERIFY_CODE_LENGTH}자리를 숫자로 입력해 주세요.` })
    .optional(),
});
export const VerifyConfirmed = z.object({
  verified: z.literal(true),
  purpose: VerifyPurpose,
  /** ISO time the verified identity may still be used by the next step (10 minutes). */
  validUntil: z.string(),
  /** Masked identity for the next page, e.g. 홍*동 / 010-****-5678. */
  maskedName: z.string(),
  maskedMobile: z.string(),
});
export type VerifyConfirmed = z.infer<typeof VerifyConfirmed>;
/** POST /api/verify/sandbox/decision — the sandbox stand-in for the person's phone app. */
export const SandboxDecision = z.object({ verificationId: z.string().min(1).max(64), approve: z.boolean() });
/**
 * Error body of verification calls adds a machine code so a page can react:
 * CODE_MISMATCH (triesLeft), EXPIRED, TOO_MANY_TRIES, RESEND_TOO_SOON (retryAfterSeconds),
 * RATE_LIMITED (retryAfterSeconds), NOT_APPROVED, DENIED, PROVIDER_ERROR, ALREADY_MEMBER, NO_MEMBER,
 * IDENTITY_MISMATCH (409: the provider does not know this name + birth date + phone),
 * NOT_FOUND (404: no such verification in this browser), NOT_VERIFIED (409: a next step without a
 * verified identity, or after its 10 minutes), NOT_SAME_PERSON (409: mobile change verified by someone else).
 */
export const VerifyError = z.object({
  message: z.string(),
  code: z.string(),
  triesLeft: z.number().int().optional(),
  retryAfterSeconds: z.number().int().optional(),
  errors: z.array(z.object({ field: z.string(), message: z.string() })).optional(),
});

// ─── Join ───────────────────────────────────────────────────────────────────────────────────────
export const TermsItem = z.object({
  termsId: z.enum(['TERMS', 'PRIVACY_REQUIRED', 'PRIVACY_OPTIONAL', 'AGE14']),
  title: z.string(),
  required: z.boolean(),
  version: z.string(),
  effectiveDate: z.string(),
  /** Plain text with blank lines between paragraphs (rendered as text, never as HTML). */
  body: z.string(),
});
export const TermsList = z.array(TermsItem);
export type TermsItem = z.infer<typeof TermsItem>;

export const IdCheckQuery = z.object({ loginId: LoginId });
export const IdCheckResult = z.object({ loginId: z.string(), available: z.boolean(), message: z.string() });

/** GET /api/join/identity: the identity verified for JOIN in this browser, for the form's prefill. */
export const JoinIdentity = z.object({ memberName: z.string(), birthDate: z.string(), mobileNo: z.string(), validUntil: z.string() });

export const JoinRequest = newPasswordPair(
  {
    mbrTypeCd: z.enum([MBR_TYPE.PERSON, MBR_TYPE.FOREIGNER], { error: '회원 유형을 선택해 주세요.' }),
    loginId: LoginId,
    email: Email.optional().or(z.literal('')),
    /**
     * The number verified for JOIN (GET /api/join/identity). The server stores the verified number
     * only: it may be left out; another number is a 400 on this field (verify that number instead).
     */
    mobileNo: MobileNo.optional(),
    notifySms: z.boolean(),
    notifyEmail: z.boolean(),
    agreements: z.object({
      TERMS: z.literal(true, { error: '이용약관에 동의해 주세요.' }),
      PRIVACY_REQUIRED: z.literal(true, { error: '개인정보 수집·이용(필수)에 동의해 주세요.' }),
      PRIVACY_OPTIONAL: z.boolean(),
      AGE14: z.literal(true, { error: '만 14세 이상인지 확인해 주세요.' }),
    }),
  },
  (v) => String(v.loginId ?? ''),
);
export type JoinRequest = z.input<typeof JoinRequest>;
export const JoinResult = z.object({ loginId: z.string(), memberName: z.string(), joinedAt: z.string() });

// ─── Login ──────────────────────────────────────────────────────────────────────────────────────
/** GET /api/login/key: a one-time key id (p) and the RSA public key the password is encrypted to. */
export const LoginKey = z.object({
  keyId: z.string(),
  algorithm: z.literal('RSA-OAEP-256'),
  /** base64 SPKI DER. */
  publicKey: z.string(),
  expiresAt: z.string(),
});
/**
 * POST /api/login (spec 7: "nothing, or an object with keys p, m, s and member"). Our meaning:
 * member = member ID, m = method ('PWD'), p = one-time key id from GET /api/login/key,
 * s = base64 RSA-OAEP-SHA256 ciphertext of the password under that key. The key id works once.
 * Without a body, the login of a person verified in this browser (ANYID or GUEST) is completed.
 */
export const LoginCredentials = z.object({
  member: LoginId,
  m: z.literal('PWD', { error: '로그인 방식이 올바르지 않습니다.' }),
  p: z.string({ error: '로그인 키가 없습니다. 페이지를 새로 고친 뒤 다시 시도해 주세요.' }).min(1).max(64),
  s: z.string({ error: '비밀번호를 입력해 주세요.' }).min(1, { error: '비밀번호를 입력해 주세요.' }).max(1024),
});
export const LoginRequest = LoginCredentials.optional();
/**
 * OK: signed in. PASSWORD_CHANGE_DUE: signed in, password older than 90 days → /login/guide.
 * DORMANT: not signed in; identity verification on /login/guide/rmv releases the account.
 */
export const LoginResult = z.object({
  result: z.enum(['OK', 'PASSWORD_CHANGE_DUE', 'DORMANT']),
  auth: AuthRecord,
  message: z.string(),
});
export type LoginResult = z.infer<typeof LoginResult>;
/** Error body of a refused login: attempts so far and, when delayed, seconds to wait. */
export const LoginError = z.object({
  message: z.string(),
  code: z.enum(['BAD_CREDENTIALS', 'DELAYED', 'KEY_EXPIRED', 'NOT_VERIFIED', 'NO_MEMBER', 'RATE_LIMITED']),
  failedCount: z.number().int().optional(),
  retryAfterSeconds: z.number().int().optional(),
});

/** POST /api/login/password: currentPassword unless the password was re-checked in the last 10 minutes. */
export const PasswordChange = newPasswordPair({ currentPassword: PasswordInput.optional() });
export type PasswordChange = z.input<typeof PasswordChange>;

export const FoundIds = z.object({
  found: z.boolean(),
  /** Masked member IDs of the verified person (one per person; a list for withdrawn + rejoined cases). */
  accounts: z.array(z.object({ maskedLoginId: z.string(), joinedAt: z.string(), mbrTypeCd: z.string() })),
});
export type FoundIds = z.infer<typeof FoundIds>;
export const PasswordReset = newPasswordPair({});

// ─── My info, withdrawal ────────────────────────────────────────────────────────────────────────
export const PasswordRecheck = z.object({ password: PasswordInput });
export const RecheckResult = z.object({ reauthUntil: z.string() });
export const MyInfo = z.object({
  loginId: z.string(),
  memberName: z.string(),
  mbrTypeCd: z.string(),
  birthDate: z.string(),
  mobileNo: z.string(),
  email: z.string(),
  notifySms: z.boolean(),
  notifyEmail: z.boolean(),
  privacyOptional: z.boolean(),
  joinedAt: z.string(),
  passwordChangedAt: z.string(),
});
export type MyInfo = z.infer<typeof MyInfo>;
export const MyInfoUpdate = z.object({
  email: Email.optional().or(z.literal('')),
  notifySms: z.boolean(),
  notifyEmail: z.boolean(),
  privacyOptional: z.boolean(),
});
export const WITHDRAWAL_REASONS = {
  NO_LONGER_NEEDED: '더 이상 이용할 일이 없습니다',
  SOLVED: '법률 문제가 해결되었습니다',
  HARD_TO_USE: '누리집 이용이 불편합니다',
  PRIVACY: '개인정보가 걱정됩니다',
  OTHER: '기타',
} as const;
export const Withdrawal = z
  .object({
    reasonCd: z.enum(Object.keys(WITHDRAWAL_REASONS) as [keyof typeof WITHDRAWAL_REASONS], { error: '탈퇴 사유를 선택해 주세요.' }),
    reasonText: z.string().trim().max(WITHDRAWAL_TEXT_MAX, { error: `기타 사유는 ${WITHDRAWAL_TEXT_MAX}자 이하로 입력해 주세요.` }).optional().default(''),
    password: PasswordInput,
    confirm: z.literal(true, { error: '탈퇴 안내를 확인했다는 항목에 표시해 주세요.' }),
  })
  .superRefine((v, ctx) => {
    if (v.reasonCd === 'OTHER' && !v.reasonText)
      ctx.addIssue({ code: 'custom', path: ['reasonText'], message: '기타를 고르셨다면 탈퇴 사유를 입력해 주세요.' });
  });
