import { Link, useLocation } from '@portal/router';
import { Notice } from '@portal/ui/form';

/** A member read answered 401 (the session ended on this page): the way to sign in and come back. */
export function SignInNeeded() {
  const { pathname, search } = useLocation();
  return (
    <Notice tone="info" role="status">
      <p data-signin-needed="">
        로그인 시간이 끝났거나 로그인하지 않았습니다. <Link to={`/login?returnUrl=${encodeURIComponent(pathname + search)}`}>로그인</Link>한 뒤 다시 보아 주십시오.
      </p>
    </Notice>
  );
}
