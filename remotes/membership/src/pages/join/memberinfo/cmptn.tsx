import { useEffect, useRef } from 'react';
import { Link } from '@portal/router';
import { joinState } from '../../../lib';
import { JoinStep } from '../../../lib/JoinStep';

/** /join/memberinfo/cmptn: welcome, and the way to log in. */
export default function JoinComplete() {
  const done = joinState.done();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <JoinStep step={3}>
      <div className="fm-card" role="status" tabIndex={-1} ref={ref}>
        <h2>{done ? `${done.memberName}님, 회원이 되신 것을 환영합니다.` : '회원가입을 마쳤습니다.'}</h2>
        <p>이제 로그인하여 상담을 예약하고 법률구조를 신청하실 수 있습니다.</p>
        {done ? (
          <dl className="fm-dl">
            <dt>아이디</dt>
            <dd data-login-id="">{done.loginId}</dd>
            <dt>가입일</dt>
            <dd>{done.joinedAt.slice(0, 10)}</dd>
          </dl>
        ) : null}
      </div>
      <div className="fm-actions fm-actions--center" style={{ marginTop: 24 }}>
        <Link className="btn btn-primary" to="/login">
          로그인하기
        </Link>
        <Link className="btn btn-secondary" to="/">
          홈으로 가기
        </Link>
      </div>
    </JoinStep>
  );
}
