import { useLocation } from '@portal/router';
import { CONSULT_FIELDS, RECEIPT_NO_PATTERN, type CyberConsultation } from '@portal/contracts/client';
import { ButtonLink, Notice, PageHeading } from '@portal/ui/form';
import { CyberStatusBadge, queryValue, RecordRead } from '../../../../lib/dscsn/common';
import { formatBytes, fmtDate, fmtDateTime } from '../../../../lib/dscsn/format';
import { fileDownloadHref } from '../../../../api/fileDownload';
import { myCyber } from '../../../../api/myCyber';
import '../../../../lib/dscsn/dscsn.css';

const LIST = '/my/dscsn/cyber/CybdsnDsctnList';

/** /my/dscsn/cyber/CybdsnDsctnView?receiptNo=…: my question, attachments and the answer (or when it is due). */
export default function CybdsnDsctnView() {
  const { search } = useLocation();
  const receiptNo = queryValue(search, 'receiptNo', RECEIPT_NO_PATTERN);
  const read = receiptNo ? () => myCyber.use({ params: { receiptNo } }) : null;
  return (
    <div className="mb-page md-page" data-page="my-cyber-view">
      <RecordRead
        read={read}
        title="사이버상담 상세"
        loading="상담 내용을 불러오는 중입니다"
        what="상담 내용을"
        missing={{
          title: '상담을 찾을 수 없습니다',
          text: `${receiptNo ? `접수번호 ${receiptNo}` : '이 주소의 상담'}을(를) 찾을 수 없습니다. 접수번호를 확인해 주세요. 본인이 신청한 상담만 볼 수 있습니다.`,
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
      <section className="md-summary" aria-labelledby="md-cyber-title" data-cyber-detail={c.receiptNo}>
        <div className="md-summary__top">
          <CyberStatusBadge status={c.status} />
          <span className="md-summary__no">접수번호 {c.receiptNo}</span>
        </div>
        <h2 id="md-cyber-title" className="md-summary__when">
          {c.title}
        </h2>
        <p className="md-summary__where">
          {c.instName} · {CONSULT_FIELDS[c.field]} · 신청 {fmtDateTime(c.createdAt)}
        </p>
      </section>

      <section className="fm-card" aria-labelledby="md-cyber-q">
        <h2 id="md-cyber-q">{kcab ? '신청 내용' : '질문'}</h2>
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
        {c.attachments.length ? (
          <ul className="md-files" data-attachments="">
            {c.attachments.map((a) => (
              <li key={a.fileId}>
                <a href={fileDownloadHref(a.fileId)} download={a.name} data-download={a.fileId}>
                  {a.name}
                  <span className="sr-only"> 내려받기</span>
                </a>{' '}
                <span className="md-files__meta">
                  ({a.type}, {formatBytes(a.size)})
                </span>
              </li>
            ))}
          </ul>
        ) : (
          <p className="fm-hint">첨부파일이 없습니다.</p>
        )}
        <p className="fm-hint">공개 여부: {c.isPublic ? '공개 (답변 뒤 이름 없이 공개 상담 사례에 실립니다)' : '비공개'}</p>
      </section>

      <section className={`fm-card md-answer ${c.answer ? 'is-answered' : ''}`.trim()} aria-labelledby="md-cyber-a" data-answer-section="">
        <h2 id="md-cyber-a">답변</h2>
        {c.answer ? (
          <>
            <p className="md-answer__meta">
              {c.answer.answeredBy} · {fmtDateTime(c.answer.answeredAt)}
            </p>
            <p className="md-text" data-answer="">
              {c.answer.answer}
            </p>
            <p className="fm-hint">답변은 일반적인 법률 안내입니다. 더 자세한 상담이 필요하면 방문·전화 상담을 예약해 주세요.</p>
          </>
        ) : (
          <Notice tone="info" role="status">
            <p data-waiting="">
              아직 답변을 준비하고 있습니다. {fmtDate(c.expectedAnswerBy)}까지 답변을 드립니다. 답변이 등록되면 문자로 알려 드립니다.
            </p>
          </Notice>
        )}
      </section>
      <div className="fm-actions" style={{ marginTop: 24 }}>
        <ButtonLink to={LIST} variant="secondary">
          목록으로
        </ButtonLink>
      </div>
    </>
  );
}
