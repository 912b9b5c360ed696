import { Link, useLocation } from '@portal/router';
import { CONSULT_FIELDS, RECEIPT_NO_PATTERN, type CyberConsultation } from '@portal/contracts/client';
import { ButtonLink, Notice, PageHeading } from '@portal/ui/form';
import { TitledGate } from '@portal/blocks/list';
import { ReceiptCard } from '@portal/blocks/record';
import { myCyber } from '../../../api/myCyber';
import { fmtDate, fmtDateTime } from '../../../lib/cyber-format';
import '../../../lib/cyber.css';

/** /dscsn/cyber/CyberRsvtCmptnInfo?receiptNo=…: the receipt of a cyber consultation or KCAB application. */
export default function CyberRsvtCmptnInfo() {
  const all = new URLSearchParams(useLocation().search).getAll('receiptNo');
  const receiptNo = all.length === 1 ? all[0]!.trim() : '';
  const wellFormed = RECEIPT_NO_PATTERN.test(receiptNo);
  return (
    <div className="mb-page cy-page" data-page="cyber-complete">
      {wellFormed ? <LoadedReceipt receiptNo={receiptNo} /> : <Missing receiptNo={receiptNo} wellFormed={false} />}
    </div>
  );
}

/** myCyber: 404 or 401 (not there, another person's, signed out) → the same not-found page. */
function LoadedReceipt({ receiptNo }: { receiptNo: string }) {
  const query = myCyber.use({ params: { receiptNo } });
  return (
    <TitledGate query={query} what="접수 내용을" title="접수 확인" fresh missing={<Missing receiptNo={receiptNo} wellFormed />} missingOn={[404, 401]}>
      {(c) => <Receipt c={c} />}
    </TitledGate>
  );
}

function Missing({ receiptNo, wellFormed }: { receiptNo: string; wellFormed: boolean }) {
  return (
    <>
      <PageHeading title="접수 내용을 찾을 수 없습니다" />
      <Notice tone="warning" role="status">
        <p data-not-found="">
          {receiptNo ? `접수번호 ${wellFormed ? receiptNo : ''}에 해당하는 신청을 찾을 수 없습니다.` : '주소에 접수번호가 없습니다.'} 접수번호는 C20261121-000123
          같은 모양이며, 본인이 신청한 내용만 볼 수 있습니다.
        </p>
        <p>신청한 내용은 마이페이지의 사이버상담 내역에서 모두 확인하실 수 있습니다.</p>
      </Notice>
      <div className="fm-actions">
        <ButtonLink to="/my/dscsn/cyber/CybdsnDsctnList">사이버상담 내역 보기</ButtonLink>
        <ButtonLink to="/dscsn/cyber" variant="secondary">
          사이버상담 안내로 가기
        </ButtonLink>
      </div>
    </>
  );
}

function Receipt({ c }: { c: CyberConsultation }) {
  const kcab = c.kind === 'KCAB';
  const view = `/my/dscsn/cyber/CybdsnDsctnView?receiptNo=${encodeURIComponent(c.receiptNo)}`;
  return (
    <>
      <PageHeading title={kcab ? '중재·조정 신청을 접수했습니다' : '사이버상담 신청을 접수했습니다'} lead={`${c.instName}에 접수되었습니다.`} />
      <ReceiptCard
        label="접수번호"
        number={c.receiptNo}
        numberMarks={{ 'data-receipt-no': '' }}
        facts={[
          ['접수 기관', c.instName],
          [kcab ? '검토 예정일' : '답변 예정일', `${fmtDate(c.expectedAnswerBy)}까지${c.expectedAnswerEstimated ? ' (그 해 공휴일이 등록되기 전이라 평일로 셈한 추정일입니다)' : ''}`, { 'data-expected': '' }],
          ['접수 일시', fmtDateTime(c.createdAt)],
          ['상담 분야', CONSULT_FIELDS[c.field]],
          ['제목', c.title],
          ['첨부파일', c.attachments.length ? c.attachments.map((a) => a.name).join(', ') : '없음'],
          ['공개 여부', c.isPublic ? '공개 (답변 뒤 이름 없이 공개)' : '비공개'],
        ]}
      />
      <div className="fm-card">
        <h2>다음 안내</h2>
        <ul className="fm-list">
          <li>
            {kcab
              ? '대한상사중재원 담당자가 신청 내용을 검토한 뒤 절차와 비용을 안내해 드립니다.'
              : `${c.instName}이(가) 답변을 등록하면 휴대전화 문자로 알려 드립니다.`}
          </li>
          <li>
            답변과 진행 상황은 <Link to={view}>마이페이지 › 사이버상담 내역 › {c.receiptNo}</Link>에서 보실 수 있습니다.
          </li>
          <li>접수한 내용은 고칠 수 없습니다. 더 알릴 내용이 있으면 새로 신청해 주세요.</li>
        </ul>
      </div>
      <div className="fm-actions">
        <ButtonLink to={view}>신청 내용 보기</ButtonLink>
        <ButtonLink to="/dscsn/cyber" variant="secondary">
          사이버상담 안내로 가기
        </ButtonLink>
      </div>
    </>
  );
}
