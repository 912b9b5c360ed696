// Pure parts of the signing pages (unit-tested in host/test/esign-core.test.ts).

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
