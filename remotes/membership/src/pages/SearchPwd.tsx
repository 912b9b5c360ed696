import { useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate } from '@portal/router';
import { http, httpErrorSentence } from '@portal/http';
import { LoginId, PasswordReset } from '@portal/contracts';
import { Button, ErrorSummary, FormSection, NewPasswordFields, newPasswordError, Notice, PageHeading, StepIndicator, TextField, errorBody, useZodForm } from '@portal/ui/form';
import { IdentityVerification } from '@portal/blocks/verify';

const STEPS = ['아이디 입력', '본인확인', '새 비밀번호', '완료'];

/** /login/search/pwd: ID → verification (FIND_PWD) → new password → done. */
export default function SearchPwd() {
  const navigate = useNavigate();
  const [step, setStep] = useState(0);
  const [loginId, setLoginId] = useState('');
  const [idError, setIdError] = useState<string | undefined>();
  const [attempt, setAttempt] = useState(0);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const pending = useRef(false);
  const form = useZodForm(PasswordReset, { newPassword: '', newPasswordConfirm: '' });

  const submitId = (e: FormEvent) => {
    e.preventDefault();
    const p = LoginId.safeParse(loginId);
    if (!p.success) {
      setIdError(p.error.issues[0]?.message);
      setAttempt((a) => a + 1);
      return;
    }
    setLoginId(p.data);
    setStep(1);
  };

  const reset = async (e: FormEvent) => {
    e.preventDefault();
    if (pending.current) return;
    const data = form.validate((v) => ({ newPassword: newPasswordError(v.newPassword, loginId) }));
    if (!data) return;
    pending.current = true;
    setBusy(true);
    setFailure(null);
    try {
      await http.post('/api/login/search/pwd', data);
      setStep(3);
    } catch (err) {
      if (!form.applyServerError(err)) setFailure(errorBody(err).message || httpErrorSentence(err));
    } finally {
      pending.current = false;
      setBusy(false);
    }
  };

  return (
    <div className="mb-page" data-page="login-search-pwd">
      <PageHeading title="비밀번호 찾기" lead="아이디와 본인확인으로 새 비밀번호를 정할 수 있습니다." />
      <StepIndicator steps={STEPS} current={step} label="비밀번호 찾기 단계" />
      {failure ? (
        <div style={{ marginBottom: 16 }}>
          <Notice tone="error" role="alert">
            <p>{failure}</p>
          </Notice>
        </div>
      ) : null}
      {step === 0 ? (
        <form className="fm-form" noValidate onSubmit={submitId}>
          <ErrorSummary errors={idError ? { loginId: idError } : {}} attempt={attempt} idOf={() => 'pwd-login-id'} />
          <TextField
            id="pwd-login-id"
            label="아이디"
            required
            value={loginId}
            onValue={(v) => {
              setLoginId(v);
              setIdError(undefined);
            }}
            autoComplete="username"
            autoCapitalize="off"
            maxLength={20}
            error={idError}
            hint={
              <>
                아이디를 모르시면 <Link to="/login/search/id">아이디 찾기</Link>를 이용해 주세요.
              </>
            }
          />
          <div className="fm-actions">
            <Button type="submit">다음</Button>
          </div>
        </form>
      ) : null}
      {step === 1 ? (
        <>
          <p>
            아이디: <strong>{loginId}</strong>{' '}
            <button type="button" className="btn btn-tertiary btn-small" onClick={() => setStep(0)}>
              아이디 바꾸기
            </button>
          </p>
          <IdentityVerification purpose="FIND_PWD" loginId={loginId} onVerified={() => setStep(2)} />
        </>
      ) : null}
      {step === 2 ? (
        <form className="fm-form" noValidate onSubmit={(e) => void reset(e)}>
          <ErrorSummary errors={form.errors} attempt={form.attempt} idOf={form.id} order={['newPassword', 'newPasswordConfirm']} />
          <FormSection title="새 비밀번호 정하기" id="pwd-new" description="바꾸면 이 아이디로 로그인한 모든 기기에서 로그아웃됩니다.">
            <NewPasswordFields idOf={form.id} values={form.values} errors={form.errors} loginId={loginId} onValue={(n, v) => form.set(n, v)} />
          </FormSection>
          <div className="fm-actions">
            <Button type="submit" busy={busy}>
              비밀번호 바꾸기
            </Button>
          </div>
        </form>
      ) : null}
      {step === 3 ? (
        <div className="fm-card" role="status" data-pwd-reset="">
          <h2>새 비밀번호를 정했습니다</h2>
          <p>새 비밀번호로 로그인해 주세요.</p>
          <div className="fm-actions">
            <Button onClick={() => navigate('/login')}>로그인하러 가기</Button>
          </div>
        </div>
      ) : null}
    </div>
  );
}
