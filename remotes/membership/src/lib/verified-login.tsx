import { Link, useLocation, useNavigate } from '@portal/router';
import { useAfterVerification } from '@portal/blocks/verify';
import { login } from '../api/login';
import { completeLogin, returnUrlFrom } from './index';

/** Completes a login whose identity this browser verified (ANYID or GUEST): the login call without a body. */
export function useVerifiedLogin(kind: 'ANYID' | 'GUEST') {
  const navigate = useNavigate();
  const location = useLocation();
  return useAfterVerification({
    run: () => login.run(null, { body: undefined }),
    onDone: (result) => completeLogin(result, navigate, returnUrlFrom(location.search)),
    failure: ({ status, body }) =>
      kind === 'ANYID' && (status === 404 || body.code === 'NO_MEMBER') ? (
        <>
          간편인증으로 확인한 분의 회원 정보가 없습니다. <Link to="/join">회원가입</Link>을 하시거나 <Link to="/login/gst/agreement">비회원 로그인</Link>을
          이용해 주세요.
        </>
      ) : undefined,
  });
}
