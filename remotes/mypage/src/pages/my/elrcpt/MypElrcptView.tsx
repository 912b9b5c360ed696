import { useState } from 'react';
import { APLY_NO_PATTERN, ELRCPT_STATUS, type Application } from '@portal/contracts/client';
import { ButtonLink, Notice, PageHeading, StepIndicator } from '@portal/ui/form';
import { RecordCard } from '@portal/blocks/record';
import { RecordRead } from '../../../lib/dscsn/common';
import { fmtDate, fmtDateTime } from '../../../lib/dscsn/format';
import { BackToList, HistoryCard, RecordSummary, type HistoryItem } from '../../../lib/record';
import { ElrcptStatusBadge } from '../../../lib/elrcpt/ElrcptStatusBadge';
import { ContentCard, ElrcptFiles } from '../../../lib/elrcpt/content';
import { DraftActions } from '../../../lib/elrcpt/DraftActions';
import { SupplementForm } from '../../../lib/elrcpt/SupplementForm';
import { ACTOR_LABELS, awaitsSupplement, canWithdraw, lifecycleSteps, messageTerm, MY_ELRCPT_LIST, withdrawHref } from '../../../lib/elrcpt/lifecycle';
import { elrcptAply } from '../../../api/elrcptAply';
import '../../../lib/dscsn/dscsn.css';
import '../../../lib/elrcpt/elrcpt.css';

/** /my/elrcpt/MypElrcptView?aplyNo=…: one of my applications: where it stands, what to do, what was sent, its history. */
export default function MypElrcptView() {
  return (
    <div className="mb-page md-page" data-page="my-elrcpt-view">
      <RecordRead
        name="aplyNo"
        pattern={APLY_NO_PATTERN}
        read={(aplyNo) => elrcptAply.use({ params: { aplyNo } })}
        title="전자접수 신청 상세"
        loading="신청 내용을 불러오는 중입니다"
        what="신청 내용을"
        missing={{
          title: '신청을 찾을 수 없습니다',
          number: '신청번호',
          thing: '신청',
          after: '은(는) 회원님의 신청이 아니거나 없는 신청입니다. 본인이 신청한 전자접수만 볼 수 있습니다. 신청번호를 확인해 주세요.',
          to: MY_ELRCPT_LIST,
          action: '나의 전자접수로',
        }}
      >
        {(a) => <Detail a={a} />}
      </RecordRead>
    </div>
  );
}

function historyItems(a: Application): HistoryItem[] {
  return a.history.map((h, i) => ({
    key: `${i}-${h.at}`,
    what: h.from ? `${ELRCPT_STATUS[h.from]} → ${ELRCPT_STATUS[h.to]}` : ELRCPT_STATUS[h.to],
    who: ACTOR_LABELS[h.actor],
    at: h.at,
    message: h.message ? { term: messageTerm(h.to), text: h.message } : null,
  }));
}

function Detail({ a }: { a: Application }) {
  const [sent, setSent] = useState(false);
  const steps = lifecycleSteps(a.status);
  const draft = a.status === 'DRAFT';
  return (
    <>
      <PageHeading title="전자접수 신청 상세" lead={a.instName} />
      <RecordSummary
        id="me-title"
        marks={{ 'data-aply-detail': a.aplyNo }}
        badge={<ElrcptStatusBadge status={a.status} />}
        number={draft ? `임시저장 · 신청번호 ${a.aplyNo}` : a.receiptNo ? `접수번호 ${a.receiptNo}` : `신청번호 ${a.aplyNo}`}
        title={a.title}
      >
        {a.submittedAt ? `신청 ${fmtDateTime(a.submittedAt)}` : `작성 ${fmtDateTime(a.createdAt)}`} · 최근 변경 {fmtDateTime(a.updatedAt)}
      </RecordSummary>
      <div className="me-steps">
        <StepIndicator steps={steps.steps} current={steps.current} label="신청 진행 단계" />
      </div>

      {sent ? (
        <Notice tone="success" role="status">
          <p data-supplement-sent="">보완 내용을 제출했습니다. 기관 담당자가 확인한 뒤 심사를 이어 갑니다.</p>
        </Notice>
      ) : a.nextAction ? (
        <Notice tone="warning">
          <p data-next-action="">{a.nextAction}</p>
        </Notice>
      ) : null}

      {a.decision ? (
        <RecordCard id="me-decision" title={`결정: ${ELRCPT_STATUS[a.decision.status]}`} className={`me-decision--${a.decision.status}`} marks={{ 'data-decision': a.decision.status }}>
          <p>
            {a.decision.status === 'AIDED'
              ? `${a.instName}에서 법률구조를 하기로 결정했습니다. 담당자가 다음 절차를 연락드립니다.`
              : `${a.instName}에서 법률구조를 하지 않기로 결정했습니다.`}{' '}
            ({fmtDateTime(a.decision.at)})
          </p>
          {a.decision.reason ? (
            <>
              <h3 className="md-h3">{a.decision.status === 'REJECTED' ? '기각 사유' : '안내'}</h3>
              <p className="md-text" data-decision-reason="">
                {a.decision.reason}
              </p>
            </>
          ) : null}
          {a.decision.status === 'REJECTED' ? <p className="fm-hint">결정에 궁금한 점이 있으면 {a.instName}에 문의하시거나 방문 상담을 예약해 주세요.</p> : null}
        </RecordCard>
      ) : null}

      {a.withdrawal ? (
        <RecordCard id="me-withdrawal" title="취하" marks={{ 'data-withdrawal': '' }}>
          <p>{fmtDateTime(a.withdrawal.at)}에 신청을 취하했습니다.</p>
          <h3 className="md-h3">취하 사유</h3>
          <p className="md-text">{a.withdrawal.reason}</p>
        </RecordCard>
      ) : null}

      {a.supplements.length ? (
        <RecordCard id="me-supplements" title="보완 요청" marks={{ 'data-supplements': '' }}>
          {a.supplements.map((s, i) => {
            const open = !s.submittedAt && awaitsSupplement(a.status) && i === a.supplements.length - 1 && !sent;
            return (
              <div key={s.requestedAt} className="me-supplement" data-supplement={s.submittedAt ? 'submitted' : 'requested'}>
                <h3 className="md-h3">
                  {fmtDateTime(s.requestedAt)} 요청 {s.submittedAt ? `· ${fmtDateTime(s.submittedAt)} 제출` : '· 제출 전'}
                </h3>
                {s.dueDate && !s.submittedAt ? (
                  <p className="md-text" data-supplement-due="">
                    <strong>보완 기한: {fmtDate(s.dueDate)}까지</strong>
                  </p>
                ) : null}
                <p className="md-text" data-supplement-request="">
                  {s.request}
                </p>
                {s.submittedAt ? (
                  <>
                    <h4 className="md-h3">제출한 보완 내용</h4>
                    <p className="md-text">{s.note}</p>
                    <ElrcptFiles fileIds={s.attachments} />
                  </>
                ) : null}
                {open ? <SupplementForm aplyNo={a.aplyNo} onDone={() => setSent(true)} /> : null}
              </div>
            );
          })}
        </RecordCard>
      ) : null}

      <ContentCard a={a} />
      <HistoryCard id="me-history" title="진행 이력" items={historyItems(a)} />

      {draft ? (
        <RecordCard id="me-draft" title="임시저장한 신청서">
          <p>아직 신청하지 않았습니다. 내용을 마저 쓰고 전자서명한 뒤 제출해 주세요.</p>
          <DraftActions a={a} />
        </RecordCard>
      ) : null}
      {canWithdraw(a.status) ? (
        <RecordCard id="me-withdraw" title="신청 취하">
          <p>결정이 나기 전까지 사유를 적어 신청을 취하할 수 있습니다. 취하하면 되돌릴 수 없고, 다시 신청해야 합니다.</p>
          <div className="fm-actions">
            <ButtonLink to={withdrawHref(a.aplyNo)} variant="secondary">
              신청 취하
            </ButtonLink>
          </div>
        </RecordCard>
      ) : null}
      <BackToList list={MY_ELRCPT_LIST} />
    </>
  );
}
