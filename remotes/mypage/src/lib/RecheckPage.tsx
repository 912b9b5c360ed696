import { useRef, useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from '@portal/router';
import { http, httpErrorSentence } from '@portal/http';
import { PasswordRecheck } from '@portal/contracts';
import { useSession } from '@portal/session';
import { Button, ErrorSummary, Notice, PageHeading, PasswordField, errorBody, errorStatus, useWaitCountdown, useZodForm } from '@portal/ui/form';

/** /my/info/check and /my/pswd/check: the password again (POST /api/my/recheck), then on to `next`. */
export function RecheckPage({ title, next, lead }: { title: string; next: string; lead: string }) {
  const navigate = useNavigate();
  const location = useLocation();
  const notice = (location.state as { notice?: string } | null)?.notice;
  const auth = useSession((s) => s.auth);
  const form = useZodForm(PasswordRecheck, { password: '' });
  const [busy, setBusy] = useState(false);
  const { waitLeft, startWait } = useWaitCountdown();
  const pending = useRef(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (pending.current || waitLeft > 0) return;
    const data = form.validate();
    if (!data) return;
    pending.current = true;
    setBusy(true);
    try {
      await http.post('/api/my/recheck', data);
      navigate(next, { replace: true });
    } catch (err) {
      if (form.applyServerError(err)) return;
      const status = errorStatus(err);
      const body = errorBody<{ message?: string; retryAfterSeconds?: number }>(err);
      if (status === 429) {
        const wait = body.retryAfterSeconds ?? 30;
        startWait(wait);
        form.setErrors({ password: `비밀번호를 여러 번 잘못 입력했습니다. ${wait}초 뒤에 다시 입력해 주세요.` });
      } else if (status === 401 && !auth.authenticated) {
        navigate(`/login?returnUrl=${encodeURIComponent(location.pathname)}`, { replace: true });
      } else if (status === 401) {
        form.setErrors({ password: body.message || '비밀번호가 맞지 않습니다. 다시 입력해 주세요.' });
      } else {
        form.setErrors({ password: body.message || httpErrorSentence(err) });
      }
    } finally {
      pending.current = false;
      setBusy(false);
    }
  };

  return (
    <div className="mb-page" data-page="my-recheck">
      <PageHeading title={title} lead={lead} />
      {notice ? (
        <div style={{ marginBottom: 16 }}>
          <Notice tone="warning" role="status">
            <p>{notice}</p>
          </Notice>
        </div>
      ) : null}
      <form className="fm-form" noValidate onSubmit={(e) => void submit(e)}>
        <ErrorSummary errors={form.errors} attempt={form.attempt} idOf={form.id} />
        {auth.memberId ? (
          <p>
            아이디: <strong>{auth.memberId}</strong>
          </p>
        ) : null}
        <PasswordField
          id={form.id('password')}
          label="현재 비밀번호"
          required
          value={form.values.password}
          onValue={(v) => form.set('password', v)}
          autoComplete="current-password"
          maxLength={64}
          error={form.errors.password}
        />
        <div className="fm-actions">
          <Button type="submit" busy={busy} disabled={waitLeft > 0}>
            {waitLeft > 0 ? `${waitLeft}초 뒤에 확인할 수 있습니다` : '확인'}
          </Button>
        </div>
      </form>
    </div>
  );
}
