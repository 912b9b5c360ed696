import { useRef, useState } from 'react';
import { useNavigate } from '@portal/router';
import { http, httpErrorSentence } from '@portal/http';
import { DORMANT_AFTER_DAYS, LoginId } from '@portal/contracts';
import { Button, ErrorSummary, Notice, PageHeading, TextField, errorBody } from '@portal/ui/form';
import { IdentityVerification } from '@portal/blocks/verify';
import { dormantLogin } from '../lib';

export const DORMANT_RELEASED_NOTICE = '휴면 상태를 풀었습니다. 아이디와 비밀번호로 다시 로그인해 주세요.';

/** /login/guide/rmv: a dormant account (a year without login) is released after verification. */
export default function LoginGuideRmv() {
  const navigate = useNavigate();
  const [loginId, setLoginId] = useState(dormantLogin.get);
  const [confirmedId, setConfirmedId] = useState(() => dormantLogin.get());
  const [idError, setIdError] = useState<string | undefined>();
  const [attempt, setAttempt] = useState(0);
  const [failure, setFailure] = useState<string | null>(null);
  const [key, setKey] = useState(0);
  const pending = useRef(false);

  const release = async () => {
    if (pending.current) return;
    pending.current = true;
    try {
      await http.post('/api/login/dormant/release', null);
      dormantLogin.set(null);
      navigate('/login', { replace: true, state: { notice: DORMANT_RELEASED_NOTICE } });
    } catch (e) {
      setFailure(errorBody(e).message || httpErrorSentence(e));
      setKey((k) => k + 1);
    } finally {
      pending.current = false;
    }
  };

  return (
    <div className="mb-page" data-page="login-guide-rmv">
      <PageHeading title="휴면 계정 해제 안내" />
      <Notice tone="warning">
        <p>
          <strong>{DORMANT_AFTER_DAYS}일(1년) 넘게 로그인하지 않아 휴면 상태가 된 계정입니다.</strong>
        </p>
        <p>개인정보는 따로 보관하고 있습니다. 본인확인을 하시면 휴면 상태를 풀고 다시 이용할 수 있습니다.</p>
      </Notice>
      {failure ? (
        <div style={{ marginTop: 16 }}>
          <Notice tone="error" role="alert">
            <p>{failure}</p>
          </Notice>
        </div>
      ) : null}
      <div className="fm-form" style={{ marginTop: 24 }}>
        {confirmedId ? (
          <>
            <p>
              해제할 아이디: <strong data-dormant-id="">{confirmedId}</strong>
            </p>
            <IdentityVerification key={key} purpose="DORMANT" loginId={confirmedId} title="본인확인" onVerified={() => void release()} />
          </>
        ) : (
          <form
            className="fm-form"
            noValidate
            onSubmit={(e) => {
              e.preventDefault();
              const p = LoginId.safeParse(loginId);
              if (!p.success) {
                setIdError(p.error.issues[0]?.message);
                setAttempt((a) => a + 1);
                return;
              }
              setConfirmedId(p.data);
              dormantLogin.set(p.data);
            }}
          >
            <ErrorSummary errors={idError ? { loginId: idError } : {}} attempt={attempt} idOf={() => 'rmv-login-id'} />
            <TextField id="rmv-login-id" label="휴면 해제할 아이디" required value={loginId} onValue={(v) => { setLoginId(v); setIdError(undefined); }} autoComplete="username" maxLength={20} error={idError} />
            <div className="fm-actions">
              <Button type="submit">다음</Button>
            </div>
          </form>
        )}
      </div>
    </div>
  );
}
