import type { ReactNode } from 'react';
import { Link, useSearchParams } from '@portal/router';
import { APLY_NO_PATTERN, type Application } from '@portal/contracts';
import { LoadError, Notice, errorStatus } from '@portal/ui/form';
import { Spinner } from '@portal/ui';
import { elrcptAply } from '../api/elrcptAply';
import { MemberGate } from './MemberGate';

function NotFound() {
  return (
    <Notice tone="error" role="alert">
      <p>
        신청서를 찾을 수 없습니다. <Link to="/my/elrcpt/list">나의 전자접수 목록</Link>에서 확인해 주세요.
      </p>
    </Notice>
  );
}

function Load({ aplyNo, children }: { aplyNo: string; children: (a: Application) => ReactNode }) {
  const q = elrcptAply.use({ params: { aplyNo } });
  if (q.status === 'pending') return <Spinner label="신청 내용을 불러오는 중입니다" />;
  if (q.status === 'error') return errorStatus(q.error) === 404 ? <NotFound /> : <LoadError what="신청 내용을" retry={() => void q.refetch()} />;
  return children(q.data);
}

/**
 * The member's application named by `?aplyNo=`: sign-in first, then the record (a malformed number,
 * another member's or a missing one reads "찾을 수 없습니다" with the way to the list).
 */
export function AplyGate({ what, children }: { what: string; children: (a: Application) => ReactNode }) {
  const [params] = useSearchParams();
  const aplyNo = params.get('aplyNo') ?? '';
  return <MemberGate what={what}>{() => (APLY_NO_PATTERN.test(aplyNo) ? <Load aplyNo={aplyNo}>{children}</Load> : <NotFound />)}</MemberGate>;
}
