// Pure parts of the signing pages (unit-tested in host/test/esign-core.test.ts). No runtime import of
// @portal/contracts/client here: that module sits in the main page's chunk, and every export a lazy
// chunk uses from it is kept there (the elrcpt rules would add to `/`; so would @portal/http's error
// sentences, hence failureOf below). The test proves
// SIGN_ID equals the contract's SIGN_ID_PATTERN.

/** The contract's SIGN_ID_PATTERN (S + 24 lowercase hex). */
export const SIGN_ID = /^S[0-9a-f]{24}$/;

/** The message the signing window posts to its opener (same origin only); the form page listens for it. */
export const ESIGN_MESSAGE = 'portal:esign';

/** 283 → '04:43'. */
export const mmss = (seconds: number) => `${String(Math.floor(seconds / 60)).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;

/** Seconds left until `expiresAt` by the server's clock: `skew` = server time − device time at the last answer. */
export function secondsLeft(expiresAt: string, deviceNow: number, skew: number): number {
  const end = Date.parse(expiresAt);
  if (Number.isNaN(end)) return 0;
  return Math.max(0, Math.ceil((end - (deviceNow + skew)) / 1000));
}

/** 'a1b2…' (64 hex) → 'a1b2c3d4…e5f6a7b8': enough to compare with what the app shows. */
export const shortHash = (hash: string) => (hash.length > 20 ? `${hash.slice(0, 8)}…${hash.slice(-8)}` : hash);

/** Where /esign/open returns: a site-relative path only ('/x', not '//x', 'http:', '/\\'), else null. */
export function safeReturn(value: string | null): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  if (/[\u0000-\u001f\\]/.test(value)) return null;
  return value;
}

/** The return address with the signature's id added (the form resumes and submits it). */
export function withSignId(path: string, signId: string): string {
  const [beforeHash, hash] = path.split('#', 2);
  const sep = beforeHash!.includes('?') ? '&' : '?';
  return `${beforeHash}${sep}signId=${encodeURIComponent(signId)}${hash !== undefined ? `#${hash}` : ''}`;
}

/** The polite announcement of the countdown: at 1 minute left, and when time is up. */
export function countdownSay(left: number): string {
  if (left <= 0) return '서명 시간이 끝났습니다.';
  if (left <= 60) return '서명 시간이 1분 남았습니다.';
  return '';
}

/** The status and server message of a failed call (duck-typed HttpError of @portal/http). */
export function failureOf(error: unknown): { status?: number; message?: string } {
  const r = (error as { response?: { status?: number; data?: { message?: unknown } } } | null)?.response;
  return { status: r?.status, message: typeof r?.data?.message === 'string' ? r.data.message : undefined };
}

/** What the signing pages say when a call fails. */
export function failureSentence(error: unknown): string {
  const { status, message } = failureOf(error);
  if (status === 404) return '서명 요청을 찾을 수 없습니다. 신청서 화면에서 다시 전자서명을 눌러 주세요.';
  if (status === 401) return '로그인이 끝났습니다. 신청서 화면에서 다시 로그인한 뒤 서명해 주세요.';
  if (message) return message;
  return status === undefined ? '서버에 연결하지 못했습니다. 인터넷 연결을 확인한 뒤 다시 시도해 주세요.' : '잠시 뒤 다시 시도해 주세요.';
}
