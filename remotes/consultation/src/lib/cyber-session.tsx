import { Link, useLocation } from '@portal/router';
import { Notice, loginHref } from '@portal/ui/form';

/** Shown while a signed-in visitor's session ended during the form (a 401 on submit). */
export function SessionEndedNotice() {
  const { pathname, search } = useLocation();
  return (
    <Notice tone="error" role="alert">
      <p>로그인 시간이 끝나 신청을 보내지 못했습니다. 작성하신 내용은 이 화면에 임시 저장되어 있습니다.</p>
      <p>
        <Link to={loginHref(pathname, search)}>다시 로그인하기</Link>{' '}
        뒤 같은 화면에서 다시 제출해 주세요.
      </p>
    </Notice>
  );
}
