import { RecheckPage } from '../../../lib/RecheckPage';

export default function PswdCheck() {
  return <RecheckPage title="비밀번호 변경: 현재 비밀번호 확인" next="/my/pswd" lead="비밀번호를 바꾸기 전에 지금 쓰는 비밀번호를 확인합니다. 확인 뒤 10분 안에 바꿔 주세요." />;
}
