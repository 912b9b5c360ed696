import { CONSULT_FIELDS, RECEIPT_NO_PATTERN, type CyberConsultation } from '@portal/contracts/client';
import { PageHeading } from '@portal/ui/form';
import { AttachmentList, RecordCard } from '@portal/blocks/record';
import { CyberStatusBadge, RecordRead } from '../../../../lib/dscsn/common';
import { formatBytes, fmtDate, fmtDateTime } from '../../../../lib/dscsn/format';
import { fileDownloadHref } from '../../../../api/fileDownload';
import { myCyber } from '../../../../api/myCyber';
import { AnswerCard, BackToList, RecordSummary } from '../../../../lib/record';
import '../../../../lib/dscsn/dscsn.css';

const LIST = '/my/dscsn/cyber/CybdsnDsctnList';

/** /my/dscsn/cyber/CybdsnDsctnView?receiptNo=…: my question, attachments and the answer (or when it is due). */
export default function CybdsnDsctnView() {
  return (
    <div className="mb-page md-page" data-page="my-cyber-view">
      <RecordRead
        name="receiptNo"
        pattern={RECEIPT_NO_PATTERN}
        read={(receiptNo) => myCyber.use({ params: { receiptNo } })}
        title="사이버상담 상세"
        loading="상담 내용을 불러오는 중입니다"
        what="상담 내용을"
        missing={{
          title: '상담을 찾을 수 없습니다',
          number: '접수번호',
          thing: '상담',
          after: '을(를) 찾을 수 없습니다. 접수번호를 확인해 주세요. 본인이 신청한 상담만 볼 수 있습니다.',
          to: LIST,
          action: '사이버상담 내역으로',
        }}
      >
        {(c) => <Detail c={c} />}
      </RecordRead>
    </div>
  );
}

function Detail({ c }: { c: CyberConsultation }) {
  const kcab = c.kind === 'KCAB';
  return (
    <>
      <PageHeading title={kcab ? '중재·조정 신청 상세' : '사이버상담 상세'} />
      <RecordSummary id="md-cyber-title" marks={{ 'data-cyber-detail': c.receiptNo }} badge={<CyberStatusBadge status={c.status} />} number={`접수번호 ${c.receiptNo}`} title={c.title}>
        {c.instName} · {CONSULT_FIELDS[c.field]} · 신청 {fmtDateTime(c.createdAt)}
      </RecordSummary>

      <RecordCard id="md-cyber-q" title={kcab ? '신청 내용' : '질문'}>
        {c.details.length ? (
          <dl className="fm-dl md-details">
            {c.details.map((d) => (
              <div key={d.label} className="md-details__row">
                <dt>{d.label}</dt>
                <dd>{d.value}</dd>
              </div>
            ))}
          </dl>
        ) : null}
        <p className="md-text" data-question="">
          {c.question}
        </p>
        <h3 className="md-h3">첨부파일</h3>
        <AttachmentList
          className="md-files"
          metaClassName="md-files__meta"
          files={c.attachments.map((a) => ({ fileId: a.fileId, name: a.name, href: fileDownloadHref(a.fileId), kind: a.type, size: formatBytes(a.size) }))}
        />
        <p className="fm-hint">공개 여부: {c.isPublic ? '공개 (답변 뒤 이름 없이 공개 상담 사례에 실립니다)' : '비공개'}</p>
      </RecordCard>

      <AnswerCard
        id="md-cyber-a"
        answer={c.answer}
        waiting={<>아직 답변을 준비하고 있습니다. {fmtDate(c.expectedAnswerBy)}까지 답변을 드립니다. 답변이 등록되면 문자로 알려 드립니다.</>}
        after={<p className="fm-hint">답변은 일반적인 법률 안내입니다. 더 자세한 상담이 필요하면 방문·전화 상담을 예약해 주세요.</p>}
      />
      <BackToList list={LIST} />
    </>
  );
}
