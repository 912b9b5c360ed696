import { Link } from '@portal/router';
import { ELRCPT_FORMS, OPEN_STATUSES, type Application } from '@portal/contracts';
import { Notice, PageHeading } from '@portal/ui/form';
import { fmtDateTime } from '@portal/ui/format';
import { AplyGate } from '../../lib/AplyGate';
import '../../lib/elrcpt.css';

/** /elrcpt/ElrcptCmptnInfo?aplyNo=…: the receipt of a submitted application (접수번호, what happens next). */
export default function CmptnInfo() {
  return (
    <div className="mb-page el-page" data-page="elrcpt-cmptn">
      <PageHeading title="전자접수 신청 완료" />
      <AplyGate what="신청 내용을 보려면">{(a) => <ReceiptView a={a} />}</AplyGate>
    </div>
  );
}

function ReceiptView({ a }: { a: Application }) {
  const enc = encodeURIComponent(a.aplyNo);
  if (a.status === 'DRAFT')
    return (
      <Notice tone="warning" role="status">
        <p>
          아직 신청하지 않은 임시저장 신청서입니다. <Link to={`${ELRCPT_FORMS[a.form].path}?aplyNo=${enc}`}>이어서 쓰고 전자서명하기</Link>
        </p>
      </Notice>
    );
  const open = OPEN_STATUSES.includes(a.status);
  return (
    <>
      <Notice tone="success" role="status">
        <p>
          <strong>{a.instName}</strong>에 법률구조 신청을 보냈습니다.
        </p>
      </Notice>
      <section className="fm-card" aria-labelledby="el-receipt">
        <h2 id="el-receipt">신청 내용</h2>
        <dl className="fm-dl el-receipt">
          <dt>접수번호</dt>
          <dd className="el-mono" data-receipt-no="">
            {a.receiptNo ?? '발급 중'}
          </dd>
          <dt>신청번호</dt>
          <dd className="el-mono">{a.aplyNo}</dd>
          <dt>기관</dt>
          <dd>{a.instName}</dd>
          <dt>신청서</dt>
          <dd>{a.title}</dd>
          <dt>신청한 때</dt>
          <dd>{a.submittedAt ? fmtDateTime(a.submittedAt) : '-'}</dd>
          <dt>진행 상태</dt>
          <dd data-status={a.status}>{a.statusLabel}</dd>
        </dl>
      </section>
      <section className="fm-card" aria-labelledby="el-next">
        <h2 id="el-next">앞으로 이렇게 진행됩니다</h2>
        <ol className="fm-list">
          <li>{a.instName} 담당자가 신청서를 확인하고 접수합니다. 접수되면 알림을 드립니다.</li>
          <li>심사 중 서류가 더 필요하면 보완 요청을 드립니다. 마이페이지에서 보완 서류를 내 주세요.</li>
          <li>심사를 마치면 구조 결정 또는 기각(사유와 함께)을 알려 드립니다.</li>
        </ol>
      </section>
      <div className="fm-actions">
        <Link className="btn btn-primary" to={`/my/elrcpt/MypElrcptView?aplyNo=${enc}`}>
          마이페이지에서 진행 상황 보기
        </Link>
        {open ? (
          <Link className="btn btn-secondary" to={`/elrcpt/ElrcptRtrcnPopup?aplyNo=${enc}`} data-withdraw-link="">
            신청 취하
          </Link>
        ) : null}
      </div>
    </>
  );
}
