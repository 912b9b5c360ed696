import { Link } from '@portal/router';
import { PageHeading } from '@portal/ui/form';
import { ApplicantGate, SignInChoice, useApplicantGate } from '@portal/blocks/gate';
import { PublicQnaList } from './_PublicQnaList';
import { QnaForm } from './_QnaForm';
import '../../../lib/center.css';

/** /center/qna: what to ask here, the question form (member or verified guest) and the public answered questions. */
export default function QnaPage() {
  const gate = useApplicantGate();
  return (
    <div className="mb-page mb-page--wide ct-page" data-page="center-qna">
      <PageHeading title="묻고 답하기" lead="플랫폼 이용, 회원·로그인, 예약·신청 절차, 오류에 관해 물어보세요. 운영자가 답변합니다." />
      <section className="ct-intro" aria-labelledby="qna-intro-title">
        <h2 id="qna-intro-title" className="ct-h2">
          여기에서 물어보세요
        </h2>
        <ul className="ct-facts">
          <li>
            <strong>묻고 답하기</strong>
            <span>사이트 이용 방법, 계정, 상담 예약·법률구조 신청 절차, 화면 오류처럼 이 플랫폼에 관한 질문. 운영자가 근무일 기준 3일 안에 답변합니다.</span>
          </li>
          <li>
            <strong>법률 상담은 따로</strong>
            <span>
              전세 보증금, 임금, 이혼처럼 내 사건에 대한 법률 문제는 법률 전문가가 답하는 <Link to="/dscsn/cyber">사이버상담</Link>이나 상담 예약을 이용해 주세요.
            </span>
          </li>
          <li>
            <strong>먼저 찾아보기</strong>
            <span>
              많이 묻는 내용은 <Link to="/center/faq/list">자주 묻는 질문</Link>과 <Link to="/center/gd">이용 안내</Link>에 정리되어 있습니다.
            </span>
          </li>
          <li>
            <strong>답변 확인</strong>
            <span>
              답변이 등록되면 문자로 알려 드리고, <Link to="/my/qna">나의 문의</Link>에서 볼 수 있습니다.
            </span>
          </li>
        </ul>
      </section>
      <section aria-labelledby="qna-form-title" className="ct-form-wrap">
        <h2 id="qna-form-title" className="ct-h2">
          문의하기
        </h2>
        {/* nobody signed in: the two ways to sign in, both coming back here with the draft waiting in this tab */}
        <ApplicantGate
          gate={gate}
          what="로그인 정보를"
          prompt={
            <SignInChoice className="fm-card ct-signin">
              <p>문의는 본인임을 확인한 뒤 남길 수 있습니다. 답변을 본인만 보도록 하기 위해서입니다. 회원은 로그인하시고, 회원이 아니면 휴대전화 본인확인으로 문의하실 수 있습니다.</p>
            </SignInChoice>
          }
        >
          {(a) => <QnaForm applicant={a} />}
        </ApplicantGate>
      </section>
      <PublicQnaList />
    </div>
  );
}
