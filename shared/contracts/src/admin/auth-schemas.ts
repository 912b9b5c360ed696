// Back office (issue 34): the schemas of staff sign-in with a second factor (TOTP enrolment,
// recovery codes) and of the staff session.
import { z } from 'zod';
import { newPasswordPair } from '../member/schemas';
import { ADMIN_ROLES } from './routes';

/** How long a staff session lives without a call (issue 34: shorter than a citizen's 30 minutes). */
export const STAFF_SESSION_IDLE_SECONDS = 900;
/** The longest a staff session lives, calls or not (a working day). */
export const STAFF_SESSION_ABSOLUTE_SECONDS = 8 * 3600;
/** Between the password and the second factor: how long the half-signed-in step is kept. */
export const STAFF_CHALLENGE_SECONDS = 300;
/** Recovery codes issued at enrolment (each works once). */
export const STAFF_RECOVERY_CODES = 10;

/**
 * How long an authenticator enrolment code lives: the institution manager issues it with a new
 * account or an authenticator reset and hands it over in person; enrolment asks for it, so a stolen
 * password alone never registers an attacker's app.
 */
export const STAFF_ENROL_CODE_DAYS = 7;

/** A six-digit code of the authenticator app. */
export const TotpCode = z
  .string({ error: '인증 앱에 표시된 6자리 숫자를 입력해 주세요.' })
  .trim()
  .regex(/^\d{6}$/, { error: '인증 코드는 인증 앱에 표시된 6자리 숫자입니다.' });

/** A recovery code as printed (groups of letters and digits; spaces and dashes are ignored). */
export const RecoveryCode = z
  .string({ error: '복구 코드를 입력해 주세요.' })
  .trim()
  .min(8, { error: '복구 코드를 끝까지 입력해 주세요.' })
  .max(40, { error: '복구 코드가 너무 깁니다. 발급받은 코드를 그대로 입력해 주세요.' });

/**
 * After ID and password: PASSWORD (an account's first sign-in with the initial password its manager
 * saw: choose a new one first), ENROL (no authenticator registered yet: the next step shows the QR
 * code) or VERIFY (enter the app's code or a recovery code). The half-signed-in step is an httpOnly cookie.
 */
export const AdminLoginStep = z.object({
  step: z.enum(['PASSWORD', 'ENROL', 'VERIFY']),
  loginId: z.string(),
  expiresAt: z.string(),
});

/** What enrolment shows once: the QR code (SVG), the same secret to type in by hand, and the otpauth address. */
export const TotpEnrolment = z.object({
  /** An SVG image of the otpauth:// address (drawn by the server: no third party sees the secret). */
  qrSvg: z.string(),
  /** Base32, for apps without a camera. */
  secret: z.string(),
  otpauthUri: z.string(),
  issuer: z.string(),
  account: z.string(),
});

/** An enrolment code as handed over (XXXXX-XXXXX; case, spaces and dashes are ignored). */
export const EnrolCode = z
  .string({ error: '기관 관리자에게 받은 등록 코드를 입력해 주세요.' })
  .trim()
  .min(1, { error: '기관 관리자에게 받은 등록 코드를 입력해 주세요.' })
  .max(40, { error: '등록 코드가 너무 깁니다. 받은 코드(예: ABCDE-12345)를 그대로 입력해 주세요.' })
  .regex(/^[0-9A-Za-z -]+$/, { error: '등록 코드는 영문자와 숫자로 된 10자리입니다(예: ABCDE-12345). 받은 코드를 그대로 입력해 주세요.' });

export const TotpEnrolStart = z.strictObject({ enrolCode: EnrolCode });

/** The first sign-in's own password (the server also refuses the initial password and one that contains the login id). */
export const AdminPasswordSet = newPasswordPair({});
export type AdminPasswordSet = z.input<typeof AdminPasswordSet>;

export const TotpConfirm = z.object({ code: TotpCode });
/** The second factor: the app's code, or one of the recovery codes. */
export const TotpVerify = z.union([z.object({ code: TotpCode }), z.object({ recoveryCode: RecoveryCode })], {
  error: '인증 앱의 6자리 코드 또는 복구 코드를 입력해 주세요.',
});

/** The signed-in staff member, as the back office shows them (every role, institution and the session's end). */
export const AdminMe = z.object({
  memberId: z.string(),
  loginId: z.string(),
  name: z.string(),
  roles: z.array(z.enum(ADMIN_ROLES)),
  instCode: z.string().nullable(),
  instName: z.string().nullable(),
  /** The idle end of the staff session (slides with every call, never past absoluteExpiresAt). */
  expiresAt: z.string(),
  absoluteExpiresAt: z.string(),
  /** The server's time of this answer: the page counts the session down from it, not from its own clock. */
  now: z.string(),
  recoveryCodesLeft: z.number().int(),
});
export type AdminMe = z.infer<typeof AdminMe>;

/** Signed in: who, and (at enrolment and on regeneration only) the recovery codes, shown this once. */
export const AdminSignedIn = z.object({ me: AdminMe, recoveryCodes: z.array(z.string()).optional() });
export type AdminSignedIn = z.infer<typeof AdminSignedIn>;
export const RecoveryCodes = z.object({ recoveryCodes: z.array(z.string()) });
