import { useRef, useState, type FormEvent } from 'react';
import { useNavigate } from '@portal/router';
import { http, httpErrorSentence } from '@portal/http';
import { PASSWORD_MAX_AGE_DAYS, PasswordChange } from '@portal/contracts';
import { useSession } from '@portal/session';
import { Button, ErrorSummary, FormSection, NewPasswordFields, newPasswordError, Notice, PageHeading, PasswordField, errorBody, useZodForm } from '@portal/ui/form';
import { pendingReturn } from '../lib';

export const PASSWORD_CHANGED_NOTICE = '비밀번호를 바꿨습니다. 새 비밀번호로 다시 로그인해 주세요.';

/** /login/guide: the password is older than 90 days — change now, or later (90 more days). */
export default function LoginGuide() {
  const navigate = useNavigate();
  const auth = useSession((s) => s.auth);
  const [changing, setChanging] = useState(false);
  const [busy, setBusy] = useState<'' | 'later' | 'change'>('');
  const [failure, setFailure] = useState<string | null>(null);
  const pending = useRef(false);
  const form = useZodForm(PasswordChange, { currentPassword: '', newPassword: '', newPasswordConfirm: '' });

  const later = async () => {
    if (pending.current) return;
    pending.current = true;
    setBusy('later');
    try {
      await http.post('/api/login/password/later', null);
      const to = pendingReturn.get();
      pendingReturn.set(null);
      navigate(to, { replace: true });
    } catch (e) {
      setFailure(errorBody(e).message || httpErrorSentence(e));
    } finally {
      pending.current = false;
      setBusy('');
    }
  };

  const change = async (e: FormEvent) => {
    e.preventDefault();
    if (pending.current) return;
    const data = form.validate((v) => ({
      currentPassword: v.currentPassword ? undefined : '현재 비밀번호를 입력해 주세요.',
      newPassword: newPasswordError(v.newPassword, auth.memberId ?? ''),
    }));
    if (!data) return;
    pending.current = true;
    setBusy('change');
    setFailure(null);
    try {
      await http.post('/api/login/password', data);
      useSession.getState().clearAuth();
      pendingReturn.set(null);
      navigate('/login', { replace: true, state: { notice: PASSWORD_CHANGED_NOTICE } });
    } catch (err) {
      if (!form.applyServerError(err)) {
        const body = errorBody(err);
        if (body.message && /현재 비밀번호/.test(body.message)) form.setErrors({ currentPassword: body.message });
        else setFailure(body.message || httpErrorSentence(err));
      }
    } finally {
      pending.current = false;
      setBusy('');
    }
  };

  return (
    <div className="mb-page" data-page="login-guide">
      <PageHeading title="비밀번호 변경 안내" />
      <Notice tone="warning">
        <p>
          <strong>{auth.memberName ? `${auth.memberName}님, ` : ''}비밀번호를 바꾼 지 {PASSWORD_MAX_AGE_DAYS}일이 지났습니다.</strong>
        </p>
        <p>개인정보를 지키기 위해 비밀번호를 바꿔 주세요. 지금 바꾸지 않으면 {PASSWORD_MAX_AGE_DAYS}일 뒤에 다시 안내합니다.</p>
      </Notice>
      {failure ? (
        <div style={{ marginTop: 16 }}>
          <Notice tone="error" role="alert">
            <p>{failure}</p>
          </Notice>
        </div>
      ) : null}
      {changing ? (
        <form className="fm-form" style={{ marginTop: 24 }} noValidate onSubmit={(e) => void change(e)}>
          <ErrorSummary errors={form.errors} attempt={form.attempt} idOf={form.id} order={['currentPassword', 'newPassword', 'newPasswordConfirm']} />
          <FormSection title="비밀번호 바꾸기" id="guide-change" description="바꾸면 모든 기기에서 로그아웃되고, 새 비밀번호로 다시 로그인합니다.">
            <PasswordField
              id={form.id('currentPassword')}
              label="현재 비밀번호"
              required
              value={form.values.currentPassword}
              onValue={(v) => form.set('currentPassword', v)}
              autoComplete="current-password"
              maxLength={64}
              error={form.errors.currentPassword}
            />
            <NewPasswordFields idOf={form.id} values={form.values} errors={form.errors} loginId={auth.memberId ?? ''} onValue={(n, v) => form.set(n, v)} />
          </FormSection>
          <div className="fm-actions">
            <Button type="submit" busy={busy === 'change'}>
              비밀번호 바꾸기
            </Button>
            <Button variant="secondary" disabled={busy !== ''} onClick={() => void later()}>
              다음에 변경
            </Button>
          </div>
        </form>
      ) : (
        <div className="fm-actions" style={{ marginTop: 24 }}>
          <Button onClick={() => setChanging(true)}>변경하기</Button>
          <Button variant="secondary" busy={busy === 'later'} onClick={() => void later()}>
            다음에 변경
          </Button>
        </div>
      )}
    </div>
  );
}
