import type { LoginResult } from '@portal/contracts';
import { useSession } from '@portal/session';
import { safeReturnUrl } from '@portal/ui/form';

// Step state of the join flow (member type, agreements), kept in sessionStorage so a reload loses nothing.
export interface JoinState {
  mbrTypeCd?: '01' | '02';
  agreements?: { TERMS: boolean; PRIVACY_REQUIRED: boolean; PRIVACY_OPTIONAL: boolean; AGE14: boolean };
}
const JOIN_KEY = 'portal.join';
const JOIN_DONE_KEY = 'portal.join.done';
const DORMANT_KEY = 'portal.login.dormant';
const GUEST_KEY = 'portal.guest.agreed';
const RETURN_KEY = 'portal.login.returnUrl';

function read<T>(key: string): T | null {
  try {
    const raw = sessionStorage.getItem(key);
    return raw ? (JSON.parse(raw) as T) : null;
  } catch {
    return null;
  }
}
function write(key: string, value: unknown) {
  try {
    if (value === null) sessionStorage.removeItem(key);
    else sessionStorage.setItem(key, JSON.stringify(value));
  } catch {
    // private mode without storage: the flow still works within the page
  }
}

export const joinState = {
  get: (): JoinState => read<JoinState>(JOIN_KEY) ?? {},
  set: (patch: JoinState) => write(JOIN_KEY, { ...joinState.get(), ...patch }),
  clear: () => write(JOIN_KEY, null),
  done: () => read<{ loginId: string; memberName: string; joinedAt: string }>(JOIN_DONE_KEY),
  setDone: (v: { loginId: string; memberName: string; joinedAt: string }) => write(JOIN_DONE_KEY, v),
};
export const dormantLogin = { get: () => read<string>(DORMANT_KEY) ?? '', set: (id: string | null) => write(DORMANT_KEY, id) };
export const guestAgreement = { get: () => read<boolean>(GUEST_KEY) === true, set: (v: boolean) => write(GUEST_KEY, v || null) };
/** Where to go after a login that passes through /login/guide. */
export const pendingReturn = { get: () => safeReturnUrl(read<string>(RETURN_KEY)), set: (v: string | null) => write(RETURN_KEY, v) };

/** Notice shown on /login after a flow sends the person there (router state). */
export interface LoginNotice {
  notice?: string;
}

/**
 * After the login call answered 200: store the auth record and go on. PASSWORD_CHANGE_DUE → /login/guide,
 * DORMANT → /login/guide/rmv (not signed in), OK → the return address.
 */
export function completeLogin(
  result: LoginResult,
  navigate: (to: string, opts?: { replace?: boolean; state?: unknown }) => void,
  returnUrl: string,
  loginId?: string,
) {
  if (result.result === 'DORMANT') {
    dormantLogin.set(loginId ?? result.auth.memberId ?? null);
    navigate('/login/guide/rmv', { replace: true });
    return;
  }
  const s = useSession.getState();
  s.setAuth(result.auth);
  s.resetSessionTimer();
  if (result.result === 'PASSWORD_CHANGE_DUE') {
    pendingReturn.set(returnUrl);
    navigate('/login/guide', { replace: true });
    return;
  }
  navigate(returnUrl, { replace: true });
}

/** returnUrl from the query: a site path with a single leading '/', else the fallback. */
export function returnUrlFrom(search: string, fallback = '/'): string {
  return safeReturnUrl(new URLSearchParams(search).get('returnUrl'), fallback);
}

/** Said on /login after /login/guide/rmv released the account. */
export const DORMANT_RELEASED_NOTICE = '휴면 상태를 풀었습니다. 아이디와 비밀번호로 다시 로그인해 주세요.';

export const JOIN_STEPS = ['약관 동의', '본인확인', '정보 입력', '가입 완료'];

export { StepMissing } from './StepMissing';
