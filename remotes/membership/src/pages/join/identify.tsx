import { Link, useNavigate } from '@portal/router';
import { IdentityVerification } from '@portal/blocks/verify';
import { JoinStep } from '../../lib/JoinStep';

/** /join/identify: identity verification for JOIN (one account per verified person). */
export default function JoinIdentify() {
  const navigate = useNavigate();
  return (
    <JoinStep
      step={1}
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
