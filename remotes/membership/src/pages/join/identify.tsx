import { Link, useNavigate } from '@portal/router';
import { IdentityVerification } from '@portal/blocks/verify';
import { JoinStep } from '../../lib/JoinStep';

/** /join/identify: identity verification for JOIN (one account per verified person). */
export default function JoinIdentify() {
  const navigate = useNavigate();
  return (
    <JoinStep
      page="join-identify"
      title="회원가입: 본인 확인"
      lead="한 사람은 한 계정만 만들 수 있습니다. 본인 명의의 휴대전화로 본인확인을 해 주세요."
      step={1}
      needs="agreements"
      missing={{ text: '약관에 먼저 동의해 주세요. 회원 유형과 약관 동의를 마친 뒤 본인확인을 할 수 있습니다.', action: '약관 동의하러 가기' }}
      after={
        <p className="fm-hint" style={{ marginTop: 16 }}>
          이미 가입하셨다면 <Link to="/login/search/id">아이디 찾기</Link>에서 아이디를 확인해 주세요.
        </p>
      }
    >
      <IdentityVerification purpose="JOIN" onVerified={() => navigate('/join/memberinfo')} />
    </JoinStep>
  );
}
