import { useRef, useState, type FormEvent } from 'react';
import { useNavigate } from '@portal/router';
import { http, httpErrorSentence } from '@portal/http';
import { PasswordChange } from '@portal/contracts';
import { useSession } from '@portal/session';
import { Button, ErrorSummary, FormSection, NewPasswordFields, newPasswordError, Notice, PageHeading, errorBody, serverFieldErrors, useZodForm } from '@portal/ui/form';
import { isReauthRequired, PASSWORD_CHANGED_NOTICE, REAUTH_NOTICE } from '../lib';

/** /my/pswd: a new password after the re-check (no currentPassword); success ends every session. */
export default function MyPswd() {
  const navigate = useNavigate();
  const memberId = useSession((s) => s.auth.memberId) ?? '';
  const form = useZodForm(PasswordChange, { newPassword: '', newPasswordConfirm: '' });
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const pending = useRef(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (pending.current) return;
    const data = form.validate((v) => ({ newPassword: newPasswordError(v.newPassword, memberId) }));
    if (!data) return;
    pending.current = true;
    setBusy(true);
    setFailure(null);
    try {
      await http.post('/api/login/password', data);
      useSession.getState().clearAuth();
      navigate('/login', { replace: true, state: { notice: PASSWORD_CHANGED_NOTICE } });
    } catch (err) {
      if (isReauthRequired(err)) {
        navigate('/my/pswd/check', { replace: true, state: { notice: REAUTH_NOTICE } });
        return;
      }
      const body = errorBody(err);
      const fields = serverFieldErrors(err);
      // a re-check that ran out makes the server ask for currentPassword: check again
      if (fields?.currentPassword) {
        navigate('/my/pswd/check', { replace: true, state: { notice: REAUTH_NOTICE } });
        return;
      }
      if (fields) {
        form.setErrors(fields);
        return;
      }
      setFailure(body.message || httpErrorSentence(err));
    } finally {
      pending.current = false;
      setBusy(false);
    }
  };

  return (
    <div className="mb-page" data-page="my-pswd">
      <PageHeading title="비밀번호 변경" lead="새 비밀번호를 정해 주세요. 바꾸면 모든 기기에서 로그아웃되고, 새 비밀번호로 다시 로그인합니다." />
      {failure ? (
        <div style={{ marginBottom: 16 }}>
          <Notice tone="error" role="alert">
            <p>{failure}</p>
          </Notice>
        </div>
      ) : null}
      <form className="fm-form" noValidate onSubmit={(e) => void submit(e)}>
        <ErrorSummary errors={form.errors} attempt={form.attempt} idOf={form.id} order={['newPassword', 'newPasswordConfirm']} />
        <FormSection title="새 비밀번호" id="my-pswd-new">
          <NewPasswordFields idOf={form.id} values={form.values} errors={form.errors} loginId={memberId} onValue={(n, v) => form.set(n, v)} />
        </FormSection>
        <div className="fm-actions">
          <Button type="submit" busy={busy}>
            비밀번호 바꾸기
          </Button>
        </div>
      </form>
    </div>
  );
}
