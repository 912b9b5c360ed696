import { Link } from '@portal/router';
import { CYBER_ANSWER_WORKING_DAYS } from '@portal/contracts/client';
import { PageHeading } from '@portal/ui/form';
import { CyberForm } from './CyberForm';
import { KINDS } from './cyber-kinds';
import { ApplicantGate, useApplicantGate } from '@portal/blocks/gate';
import { CyberSignInPrompt } from './signin';
import './cyber.css';

/** One of the four cyber consultation forms: guidance, then sign-in or the form. */
export function CyberFormPage({ kind }: { kind: keyof typeof KINDS }) {
  const info = KINDS[kind];
  const gate = useApplicantGate();
  return (
    <div className="mb-page cy-page" data-page={`cyber-form-${kind.toLowerCase()}`}>
      <PageHeading title={info.title} lead={info.lead} />
      {info.english ? (
        <p className="cy-english" lang="en">
          {info.english}
        </p>
      ) : null}
      <div className="fm-card cy-guide">
        <h2>신청하기 전에 읽어 주세요</h2>
        <ul className="fm-list">
          <li>
            답변하는 곳: <strong>{info.answeredBy}</strong>
          </li>
          <li>
            답변은 접수한 날부터 <strong>{CYBER_ANSWER_WORKING_DAYS}근무일 안에</strong> 드립니다(토·일요일과 공휴일 제외). 답변은{' '}
            <Link to="/my/dscsn/cyber/CybdsnDsctnList">마이페이지 사이버상담 내역</Link>에서 보실 수 있습니다.
          </li>
          <li>사이버상담은 글로 드리는 일반적인 법률 안내입니다. 소송 대리나 서류 작성이 필요하면 방문·전화 상담을 이용해 주세요.</li>
          <li>급한 일은 대한법률구조공단 ☎132(평일 9시~18시)로 전화해 주세요.</li>
        </ul>
      </div>
      <ApplicantGate gate={gate} what="로그인 정보를" prompt={<CyberSignInPrompt what="사이버상담" />}>
        {(a) => <CyberForm kind={kind} applicant={a} what="사이버상담" consentPurpose={`${info.instName}의 상담 답변, 답변 알림(문자)과 상담 기록 관리`} submitLabel="상담 신청" />}
      </ApplicantGate>
    </div>
  );
}
