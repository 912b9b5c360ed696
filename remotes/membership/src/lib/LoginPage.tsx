import { useEffect, useRef } from 'react';
import { z } from 'zod';
import { Link, useLocation, useNavigate } from '@portal/router';
import { LOGIN_FAILURES_BEFORE_DELAY, LoginId, PasswordInput } from '@portal/contracts';
import { useSession } from '@portal/session';
import { httpErrorSentence } from '@portal/http';
import { Notice, PageHeading, serverFieldErrors, useWaitCountdown, useZodForm } from '@portal/ui/form';
import { FormFields, SubmitForm, fieldOrder, useSubmit, type FormLayout, SubmitActions } from '@portal/blocks/form';
import { currentPasswordField } from '@portal/blocks/account';
import { login } from '../api/login';
import { encryptPassword } from '@portal/blocks/account';
import { completeLogin, returnUrlFrom, type LoginNotice } from './index';
import { LinkList } from './LinkList';

const SAVED_ID_KEY = 'portal.login.savedId';
const LoginForm = z.object({ loginId: LoginId, password: PasswordInput });
type Values = { loginId: string; password: string; remember: boolean };

function savedId(): string {
  try {
    return localStorage.getItem(SAVED_ID_KEY) ?? '';
  } catch {
    return '';
  }
}
function rememberId(loginId: string | null) {
  try {
    if (loginId) localStorage.setItem(SAVED_ID_KEY, loginId);
    else localStorage.removeItem(SAVED_ID_KEY);
  } catch {
    // storage unavailable: nothing to remember
  }
}

const layout: FormLayout<Values> = {
  sections: [
    {
      id: 'login',
      fields: [
        { kind: 'text', name: 'loginId', label: '아이디', required: true, autoComplete: 'username', autoCapitalize: 'off', spellCheck: false, maxLength: 20 },
        currentPasswordField<Values>('password', '비밀번호'),
        { kind: 'checkbox', name: 'remember', label: '아이디 저장', hint: '이 기기에 아이디만 저장합니다. 여러 사람이 쓰는 기기에서는 켜지 마세요.' },
      ],
    },
  ],
};

/** /login and /login/ai (which returns to /ai): ID + password, encrypted to a one-time server key. */
export function LoginPage({ fallbackReturn = '/', title = '로그인' }: { fallbackReturn?: string; title?: string }) {
  const navigate = useNavigate();
  const location = useLocation();
  const notice = (location.state as LoginNotice | null)?.notice;
  const returnUrl = returnUrlFrom(location.search, fallbackReturn);
  const auth = useSession((st) => st.auth);
  const form = useZodForm(LoginForm, (): Values => ({ loginId: savedId(), password: '', remember: savedId() !== '' }));
  const { waitLeft, startWait } = useWaitCountdown();
  const failureRef = useRef<HTMLDivElement>(null);
  const submit = useSubmit({
    form,
    send: async (data) => {
      const { p, s } = await encryptPassword(data.password);
      return login.run(null, { body: { member: data.loginId, m: 'PWD', p, s } });
    },
    onDone: (result, data) => {
      rememberId(form.values.remember ? data.loginId : null);
      completeLogin(result, navigate, returnUrl, data.loginId);
    },
    refused: ({ status, body, error }) => {
      if (serverFieldErrors(error)) return undefined;
      if (status === 429 || body.code === 'DELAYED') {
        const wait = body.retryAfterSeconds ?? 30;
        startWait(wait);
        return {
          failure:
            body.code === 'RATE_LIMITED'
              ? `로그인 시도가 너무 많습니다. ${wait}초 뒤에 다시 시도해 주세요.`
              : `비밀번호를 ${LOGIN_FAILURES_BEFORE_DELAY}번 넘게 잘못 입력해 잠시 기다려야 합니다. ${wait}초 뒤에 다시 시도해 주세요.`,
        };
      }
      if (status === 401 && body.code === 'BAD_CREDENTIALS') {
        const n = typeof body.failedCount === 'number' ? body.failedCount : 0;
        return {
          failure: `아이디 또는 비밀번호가 맞지 않습니다.${n ? ` 비밀번호를 ${n}번 잘못 입력했습니다. ${LOGIN_FAILURES_BEFORE_DELAY}번 넘게 틀리면 잠시 기다려야 합니다.` : ' 다시 확인해 주세요.'}`,
        };
      }
      if (body.code === 'KEY_EXPIRED') return { failure: '로그인 준비 시간이 지났습니다. 로그인 버튼을 다시 눌러 주세요.' };
      // a 401 here is a refused login, not an ended session: the server's sentence
      if (status === 401) return { failure: body.message || httpErrorSentence(error) };
      return undefined;
    },
  });
  useEffect(() => {
    if (submit.failure) failureRef.current?.focus();
  }, [submit.failure]);

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
      <SubmitForm
        form={form}
        submit={submit}
        order={fieldOrder(layout)}
        failure="elsewhere"
        aria-label="아이디 로그인"
        style={{ marginTop: notice || auth.authenticated ? 16 : 0 }}
      >
        <FormFields layout={layout} form={form} />
        {submit.failure ? (
          <div className="fm-notice fm-notice--error" role="alert" tabIndex={-1} ref={failureRef} data-login-failure="">
            <p>{submit.failure}</p>
            {waitLeft > 0 ? (
              <p>
                남은 시간: <span className="fm-timer">{waitLeft}초</span>
              </p>
            ) : null}
          </div>
        ) : null}
        <SubmitActions pending={submit.pending} disabled={waitLeft > 0} style={{ flex: '1 1 100%' }} label={waitLeft > 0 ? `${waitLeft}초 뒤에 로그인할 수 있습니다` : '로그인'} />
      </SubmitForm>
      <LinkList
        label="로그인 도움"
        links={[
          ['/login/search/id', '아이디 찾기'],
          ['/login/search/pwd', '비밀번호 찾기'],
          ['/join', '회원가입'],
        ]}
      />
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
