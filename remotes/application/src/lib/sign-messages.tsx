import type { ReactNode } from 'react';
import { Link } from '@portal/router';

/** What a refused signature or submission says, with the way forward (codes of ElrcptError). */
export function signRefusal(code: string | undefined, body: { message?: string; aplyNo?: string }, aplyNo: string): ReactNode | null {
  switch (code) {
    case 'SIGNATURE_MISMATCH':
      return (
        <>
          전자서명이 더 이상 유효하지 않습니다. 서명한 뒤에 신청서 내용이 바뀌어 신청하지 않았습니다(첨부 파일이나 증빙서류를 더하거나 빼거나 바꾼 경우도 포함). 지금 화면의
          내용과 서류를 확인하시고 다시 전자서명해 주세요.
        </>
      );
    case 'SIGN_EXPIRED':
      return <>서명 요청 시간(5분)이 지나 신청하지 않았습니다. 다시 전자서명해 주세요.</>;
    case 'UNSIGNED':
      return <>전자서명이 끝나지 않아 신청하지 않았습니다. 서명 앱에서 서명을 마치시거나 다시 전자서명해 주세요.</>;
    case 'DUPLICATE_OPEN': {
      const open = body.aplyNo;
      return (
        <>
          같은 기관에 같은 사건으로 진행 중인 신청이 있어 새로 신청하지 않았습니다. 진행 중인 신청을 확인해 주세요:{' '}
          {open ? <Link to={`/my/elrcpt/MypElrcptView?aplyNo=${encodeURIComponent(open)}`}>신청번호 {open} 보기</Link> : <Link to="/my/elrcpt/list">나의 전자접수 목록</Link>}
          .
        </>
      );
    }
    case 'NOT_DRAFT':
      return (
        <>
          이미 신청한 신청서입니다. <Link to={`/elrcpt/ElrcptCmptnInfo?aplyNo=${encodeURIComponent(aplyNo)}`}>접수 내용 보기</Link>
        </>
      );
    case 'STALE_DRAFT':
      return <>다른 기기나 창에서 이 신청서를 더 나중에 저장했습니다. 위의 "최신 내용 불러오기"를 누른 뒤 다시 전자서명해 주세요.</>;
    default:
      return body.message ? <>{body.message}</> : null;
  }
}
