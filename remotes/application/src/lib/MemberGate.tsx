import type { ReactNode } from 'react';
import { Link, useLocation } from '@portal/router';
import { ApplicantGate, isGuest, signInLinks, useApplicantGate, type Applicant } from '@portal/blocks/gate';

/**
 * Electronic applications are a member's (drafts are resumed from my page on any device, so a
 * verified guest cannot keep one): the member login back to this address, or the way to join.
 */
export function MemberSignIn({ what = '전자접수를 하려면' }: { what?: string }) {
  const { pathname, search } = useLocation();
  const links = signInLinks(pathname + search);
  return (
    <section className="fm-card el-signin" aria-labelledby="el-signin-title" data-signin-prompt="">
      <h2 id="el-signin-title">회원 로그인이 필요합니다</h2>
      <p>
        {what} 회원으로 로그인해 주세요. 신청서는 임시저장되어 다른 기기에서도 마이페이지에서 이어서 쓸 수 있도록 회원 계정에 보관합니다. 로그인을 마치면 이
        화면으로 돌아옵니다.
      </p>
      <div className="fm-actions">
        <Link className="btn btn-primary" to={links.member}>
          회원 로그인
        </Link>
        <Link className="btn btn-secondary" to="/join">
          회원가입
        </Link>
      </div>
    </section>
  );
}

/** The children for a signed-in member; the member sign-in otherwise (a verified guest is told why). */
export function MemberGate({ what, children }: { what?: string; children: (member: Applicant) => ReactNode }) {
  const gate = useApplicantGate();
  return (
    <ApplicantGate gate={gate} what="로그인 정보를" prompt={<MemberSignIn what={what} />}>
      {(a) =>
        isGuest(a) ? (
          <>
            <p className="fm-notice fm-notice--warning">비회원 본인확인으로는 전자접수를 할 수 없습니다. 회원으로 로그인해 주세요.</p>
            <MemberSignIn what={what} />
          </>
        ) : (
          children(a)
        )
      }
    </ApplicantGate>
  );
}
