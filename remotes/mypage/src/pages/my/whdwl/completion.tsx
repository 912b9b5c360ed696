import { useEffect, useRef } from 'react';
import { Link } from '@portal/router';
import { PageHeading } from '@portal/ui/form';

/** /my/whdwl/completion: the account is gone and every session ended. */
export default function WhdwlCompletion() {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <div className="mb-page" data-page="my-whdwl-completion">
      <PageHeading title="회원 탈퇴 완료" />
      <div className="fm-card" role="status" tabIndex={-1} ref={ref}>
        <h2>회원 탈퇴를 마쳤습니다.</h2>
        <p>그동안 법률구조 플랫폼을 이용해 주셔서 감사합니다. 모든 기기에서 로그아웃되었습니다.</p>
        <p>급한 법률 상담은 국번 없이 <a href="tel:132">132</a>로 전화해 주세요. 회원가입 없이 비회원으로도 상담을 예약할 수 있습니다.</p>
      </div>
      <div className="fm-actions fm-actions--center" style={{ marginTop: 24 }}>
        <Link className="btn btn-primary" to="/">
          홈으로 가기
        </Link>
      </div>
    </div>
  );
}
