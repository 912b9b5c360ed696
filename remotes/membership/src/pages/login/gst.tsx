import { useState } from 'react';
import { useLocation } from '@portal/router';
import { PageHeading } from '@portal/ui/form';
import { IdentityVerification, VerificationFailure } from '@portal/blocks/verify';
import { guestAgreement, StepMissing } from '../../lib';
import { LinkList } from '../../lib/LinkList';
import { useVerifiedLogin } from '../../lib/verified-login';

/** /login/gst: guest login — name + mobile verified (GUEST), then the login call without a body. */
export default function LoginGst() {
  const { search } = useLocation();
  const { failure, key, finish } = useVerifiedLogin('GUEST');
  const [agreed] = useState(guestAgreement.get);
  return (
    <div className="mb-page" data-page="login-gst">
      <PageHeading title="비회원 본인확인" lead="본인확인을 마치면 비회원으로 로그인됩니다." />
      <VerificationFailure failure={failure} style={{ marginBottom: 16 }} />
      {agreed ? (
        <IdentityVerification key={key} purpose="GUEST" onVerified={() => void finish()} />
      ) : (
        <StepMissing text="비회원 개인정보 수집·이용에 먼저 동의해 주세요." to={`/login/gst/agreement${search}`} action="동의하러 가기" />
      )}
      <LinkList label="다른 로그인 방법" links={[['/login', '회원 로그인'], ['/join', '회원가입']]} />
    </div>
  );
}
