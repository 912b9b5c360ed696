import { useNavigate } from '@portal/router';
import { PasswordChange } from '@portal/contracts';
import { useSession } from '@portal/session';
import { PageHeading, serverFieldErrors } from '@portal/ui/form';
import { NewPasswordForm, PASSWORD_CHANGED_NOTICE } from '@portal/blocks/account';
import { passwordChange } from '../../api/passwordChange';
import { isReauthRequired, REAUTH_NOTICE } from '../../lib';

/** /my/pswd: a new password after the re-check (no currentPassword); success ends every session. */
export default function MyPswd() {
  const navigate = useNavigate();
  const memberId = useSession((s) => s.auth.memberId) ?? '';
  return (
    <div className="mb-page" data-page="my-pswd">
      <PageHeading title="비밀번호 변경" lead="새 비밀번호를 정해 주세요. 바꾸면 모든 기기에서 로그아웃되고, 새 비밀번호로 다시 로그인합니다." />
      <NewPasswordForm
        schema={PasswordChange}
        loginId={memberId}
        section={{ id: 'my-pswd-new', title: '새 비밀번호' }}
        send={(body) => passwordChange.run(null, { body })}
        onDone={() => {
          useSession.getState().clearAuth();
          navigate('/login', { replace: true, state: { notice: PASSWORD_CHANGED_NOTICE } });
        }}
        refused={({ error }) => {
          // a re-check that ran out: 403 REAUTH_REQUIRED, or the server asks for currentPassword — check again
          if (!isReauthRequired(error) && !serverFieldErrors(error)?.currentPassword) return undefined;
          navigate('/my/pswd/check', { replace: true, state: { notice: REAUTH_NOTICE } });
          return 'handled';
        }}
        failureStyle={{ marginBottom: 16 }}
      />
    </div>
  );
}
