import { RecheckPage } from '../../../lib/RecheckPage';

export default function InfoCheck() {
  return <RecheckPage title="회원정보 수정: 비밀번호 확인" next="/my/info" lead="개인정보를 보호하기 위해 비밀번호를 한 번 더 확인합니다. 확인 뒤 10분 동안 회원정보를 고칠 수 있습니다." />;
}
