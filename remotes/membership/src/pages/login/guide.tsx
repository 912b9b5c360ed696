import { useRef, useState } from 'react';
import { useNavigate } from '@portal/router';
import { httpErrorSentence } from '@portal/http';
import { PASSWORD_MAX_AGE_DAYS, PasswordChange } from '@portal/contracts';
import { useSession } from '@portal/session';
import { Button, Notice, PageHeading, errorBody } from '@portal/ui/form';
import { SubmitFailure } from '@portal/blocks/form';
import { NewPasswordForm, PASSWORD_CHANGED_NOTICE } from '@portal/blocks/account';
import { passwordChange } from '../../api/passwordChange';
import { passwordLater } from '../../api/passwordLater';
import { pendingReturn } from '../../lib';

/** /login/guide: the password is older than 90 days — change now, or later (90 more days). */
export default function LoginGuide() {
  const navigate = useNavigate();
  const auth = useSession((s) => s.auth);
  const [changing, setChanging] = useState(false);
  const [laterBusy, setLaterBusy] = useState(false);
  const [laterFailure, setLaterFailure] = useState<string | null>(null);
  const pending = useRef(false);

  const later = async () => {
    if (pending.current) return;
    pending.current = true;
    setLaterBusy(true);
    try {
      await passwordLater.run(null);
      const to = pendingReturn.get();
      pendingReturn.set(null);
      navigate(to, { replace: true });
    } catch (e) {
      setLaterFailure(errorBody(e).message || httpErrorSentence(e));
    } finally {
      pending.current = false;
      setLaterBusy(false);
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
      {changing ? (
        <NewPasswordForm
          schema={PasswordChange}
          current
          loginId={auth.memberId ?? ''}
          section={{ id: 'guide-change', title: '비밀번호 바꾸기', description: '바꾸면 모든 기기에서 로그아웃되고, 새 비밀번호로 다시 로그인합니다.' }}
          send={(body) => passwordChange.run(null, { body })}
          onDone={() => {
            useSession.getState().clearAuth();
            pendingReturn.set(null);
            navigate('/login', { replace: true, state: { notice: PASSWORD_CHANGED_NOTICE } });
          }}
          refused={({ body }) => (body.message && /현재 비밀번호/.test(body.message) ? { fields: { currentPassword: body.message } } : undefined)}
          failure={laterFailure}
          failureStyle={{ marginTop: 16 }}
          style={{ marginTop: 24 }}
          actions={(sending) => (
            <Button variant="secondary" disabled={sending || laterBusy} onClick={() => void later()}>
              다음에 변경
            </Button>
          )}
        />
      ) : (
        <>
          {laterFailure ? (
            <div style={{ marginTop: 16 }}>
              <SubmitFailure submit={{ failure: laterFailure }} />
            </div>
          ) : null}
          <div className="fm-actions" style={{ marginTop: 24 }}>
            <Button onClick={() => setChanging(true)}>변경하기</Button>
            <Button variant="secondary" busy={laterBusy} onClick={() => void later()}>
              다음에 변경
            </Button>
          </div>
        </>
      )}
    </div>
  );
}
