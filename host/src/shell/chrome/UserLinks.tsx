import { Link, useLocation, useNavigate } from '@portal/router';
import { useSession } from '@portal/session';
import { formatSeoulDateTime } from '@portal/ui/format';
import { loginHref } from '@portal/ui';
import { logout as endSession } from '../session/actions';

/**
 * 로그인/회원가입 for visitors, 마이페이지/로그아웃 for members (from useSession().auth).
 * The previous login's time (spec: "the last login date shown after login") sits beside the name.
 * Logout clears the local auth record first, then calls the endpoint (spec section 4).
 */
export function UserLinks({ className }: { className: string }) {
  const auth = useSession((s) => s.auth);
  const navigate = useNavigate();
  const location = useLocation();
  const logout = async () => {
    await endSession();
    navigate('/');
  };
  if (auth.authenticated) {
    return (
      <ul className={className}>
        {auth.memberName ? (
          <li className="user-links__name">
            <strong>{auth.memberName}</strong>님
          </li>
        ) : null}
        {auth.lastLoginDate ? (
          <li className="user-links__last">
            최근 로그인 <time dateTime={auth.lastLoginDate}>{formatSeoulDateTime(auth.lastLoginDate)}</time>
          </li>
        ) : null}
        <li>
          <Link to="/my/main/MyPageInfo">마이페이지</Link>
        </li>
        <li>
          <button type="button" className="link-button" onClick={() => void logout()}>
            로그아웃
          </button>
        </li>
      </ul>
    );
  }
  return (
    <ul className={className}>
      <li>
        <Link to={loginHref(location.pathname, location.search)}>로그인</Link>
      </li>
      <li>
        <Link to="/join">회원가입</Link>
      </li>
    </ul>
  );
}
