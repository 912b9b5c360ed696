import { useRef, useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from '@portal/router';
import { httpErrorSentence } from '@portal/http';
import { LOGIN_FAILURES_BEFORE_DELAY, LoginId, PasswordInput, type LoginResult } from '@portal/contracts';
import { z } from 'zod';
import {
  Button,
  CheckboxField,
  ErrorSummary,
  Notice,
  PageHeading,
  PasswordField,
  TextField,
  errorBody,
  errorStatus,
  useWaitCountdown,
  useZodForm,
} from '@portal/ui/form';
import { http } from '@portal/http';
import { useSession } from '@portal/session';
import { completeLogin, encryptPassword, returnUrlFrom, type LoginNotice } from '../lib';

const SAVED_ID_KEY = 'portal.login.savedId';
const LoginForm = z.object({ loginId: LoginId, password: PasswordInput });

function savedId(): string {
  try {
    return localStorage.getItem(SAVED_ID_KEY) ?? '';
  } catch {
    return '';
  }
}

interface LoginErrorBody {
  message?: string;
  code?: string;
  failedCount?: number;
  retryAfterSeconds?: number;
}

/** /login and /login/ai (which returns to /ai): ID + password, encrypted to a one-time server key. */
export function LoginPage({ fallbackReturn = '/', title = '로그인' }: { fallbackReturn?: string; title?: string }) {
  const navigate = useNavigate();
  const location = useLocation();
  const notice = (location.state as LoginNotice | null)?.notice;
  const returnUrl = returnUrlFrom(location.search, fallbackReturn);
  const auth = useSession((st) => st.auth);
  const [remember, setRemember] = useState(() => savedId() !== '');
  const form = useZodForm(LoginForm, () => ({ loginId: savedId(), password: '' }));
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const { waitLeft, startWait } = useWaitCountdown();
  const failureRef = useRef<HTMLDivElement>(null);
  const pending = useRef(false);


  const showFailure = (text: string) => {
    setFailure(text);
    setTimeout(() => failureRef.current?.focus(), 0);
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (pending.current || waitLeft > 0) return;
    const data = form.validate();
    if (!data) return;
    pending.current = true;
    setBusy(true);
    setFailure(null);
    try {
      const { p, s } = await encryptPassword(data.password);
      const { data: result } = await http.post<LoginResult>('/api/login', { member: data.loginId, m: 'PWD', p, s });
      try {
        if (remember) localStorage.setItem(SAVED_ID_KEY, data.loginId);
        else localStorage.removeItem(SAVED_ID_KEY);
      } catch {
        // storage unavailable: nothing to remember
      }
      completeLogin(result, navigate, returnUrl, data.loginId);
    } catch (err) {
      const status = errorStatus(err);
      const body = errorBody<LoginErrorBody>(err);
      if (form.applyServerError(err)) {
        // per-field messages of a 400
      } else if (status === 429 || body.code === 'DELAYED') {
        const wait = body.retryAfterSeconds ?? 30;
        startWait(wait);
        showFailure(
          body.code === 'RATE_LIMITED'
            ? `로그인 시도가 너무 많습니다. ${wait}초 뒤에 다시 시도해 주세요.`
            : `비밀번호를 ${LOGIN_FAILURES_BEFORE_DELAY}번 넘게 잘못 입력해 잠시 기다려야 합니다. ${wait}초 뒤에 다시 시도해 주세요.`,
        );
      } else if (status === 401 && body.code === 'BAD_CREDENTIALS') {
        const n = body.failedCount;
        showFailure(
          `아이디 또는 비밀번호가 맞지 않습니다.${n ? ` 비밀번호를 ${n}번 잘못 입력했습니다. ${LOGIN_FAILURES_BEFORE_DELAY}번 넘게 틀리면 잠시 기다려야 합니다.` : ' 다시 확인해 주세요.'}`,
        );
      } else if (body.code === 'KEY_EXPIRED') {
        showFailure('로그인 준비 시간이 지났습니다. 로그인 버튼을 다시 눌러 주세요.');
      } else {
        showFailure(body.message || httpErrorSentence(err));
      }
    } finally {
      pending.current = false;
      setBusy(false);
    }
  };

  return (
    <div className="mb-page" data-page="login">
      <PageHeading title={title} lead="아이디와 비밀번호로 로그인해 주세요. 회원이 아니시면 비회원 로그인으로 본인확인 후 이용하실 수 있습니다." />
      {notice ? (
        <Notice tone="success" role="status">
          <p>{notice}</p>
        </Notice>
      ) : null}
      {auth.authenticated && !notice ? (
        <Notice tone="info">
          <p>
            {auth.memberName ? `${auth.memberName}님은 ` : ''}이미 로그인했습니다. 다른 아이디로 로그인하면 지금 로그인은 끝납니다.{' '}
            <Link to={returnUrl}>계속 이용하기</Link>
          </p>
        </Notice>
      ) : null}
      <form className="fm-form" onSubmit={(e) => void submit(e)} noValidate aria-label="아이디 로그인" style={{ marginTop: notice || auth.authenticated ? 16 : 0 }}>
        <ErrorSummary errors={form.errors} attempt={form.attempt} idOf={form.id} order={['loginId', 'password']} />
        <TextField
          id={form.id('loginId')}
          label="아이디"
          required
          value={form.values.loginId}
          onValue={(v) => form.set('loginId', v)}
          autoComplete="username"
          autoCapitalize="off"
          spellCheck={false}
          maxLength={20}
          error={form.errors.loginId}
        />
        <PasswordField
          id={form.id('password')}
          label="비밀번호"
          required
          value={form.values.password}
          onValue={(v) => form.set('password', v)}
          autoComplete="current-password"
          maxLength={64}
          error={form.errors.password}
        />
        <CheckboxField id={form.id('remember')} label="아이디 저장" checked={remember} onValue={setRemember} hint="이 기기에 아이디만 저장합니다. 여러 사람이 쓰는 기기에서는 켜지 마세요." />
        {failure ? (
          <div className="fm-notice fm-notice--error" role="alert" tabIndex={-1} ref={failureRef} data-login-failure="">
            <p>{failure}</p>
            {waitLeft > 0 ? (
              <p>
                남은 시간: <span className="fm-timer">{waitLeft}초</span>
              </p>
            ) : null}
          </div>
        ) : null}
        <div className="fm-actions">
          <Button type="submit" busy={busy} disabled={waitLeft > 0} style={{ flex: '1 1 100%' }}>
            {waitLeft > 0 ? `${waitLeft}초 뒤에 로그인할 수 있습니다` : '로그인'}
          </Button>
        </div>
      </form>
      <ul className="fm-links" aria-label="로그인 도움">
        <li>
          <Link to="/login/search/id">아이디 찾기</Link>
        </li>
        <li>
          <Link to="/login/search/pwd">비밀번호 찾기</Link>
        </li>
        <li>
          <Link to="/join">회원가입</Link>
        </li>
      </ul>
      <div className="fm-card" style={{ marginTop: 24 }}>
        <h2>다른 방법으로 로그인</h2>
        <div className="fm-actions">
          <Link className="btn btn-secondary" to={`/login/anyid${location.search}`}>
            간편인증 로그인
          </Link>
          <Link className="btn btn-secondary" to={`/login/gst/agreement${location.search}`}>
            비회원 로그인
          </Link>
        </div>
      </div>
    </div>
  );
}

export default function Login() {
  return <LoginPage />;
}
