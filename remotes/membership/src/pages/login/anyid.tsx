import { PageHeading } from '@portal/ui/form';
import { IdentityVerification, VerificationFailure } from '@portal/blocks/verify';
import { LinkList } from '../../lib/LinkList';
import { useVerifiedLogin } from '../../lib/verified-login';

/** /login/anyid: 간편인증 로그인 (카카오톡, 네이버, PASS, 토스, 페이코, KB국민은행). */
export default function LoginAnyid() {
  const { failure, key, finish } = useVerifiedLogin('ANYID');
  return (
    <div className="mb-page" data-page="login-anyid">
      <PageHeading title="간편인증 로그인" lead="회원가입할 때 본인확인한 분이라면 아이디와 비밀번호 없이 간편인증 앱으로 로그인할 수 있습니다." />
      <VerificationFailure failure={failure} style={{ marginBottom: 16 }} />
      <IdentityVerification key={key} purpose="ANYID" methods={['SIMPLE']} title="간편인증" onVerified={() => void finish()} />
      <LinkList label="다른 로그인 방법" links={[['/login', '아이디 로그인'], ['/login/gst/agreement', '비회원 로그인']]} />
    </div>
  );
}
