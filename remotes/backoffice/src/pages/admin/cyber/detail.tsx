import { Card, Descriptions, Space, Typography } from 'antd';
import { Link, useLocation } from '@portal/router';
import { useQueryClient } from '@tanstack/react-query';
import { ANSWER_MAX, CONSULT_FIELDS, CYBER_KIND_LABELS, RECEIPT_NO_PATTERN, StaffAnswer, type CyberConsultation } from '@portal/contracts';
import { formatBytes } from '@portal/ui/format';
import { adminMe } from '../../../api/adminMe';
import { fileDownloadHref } from '../../../api/fileDownload';
import { staffCyber } from '../../../api/staffCyber';
import { staffCyberAnswer } from '../../../api/staffCyberAnswer';
import { AnswerSection, DetailError, DetailLoading, DetailNotFound, DueDate, PlainText, StatusTag, dateTime, notFound } from '../../../lib/questions';

const LIST = '/admin/cyber';
const BACK = '사이버상담 목록으로';

function Question({ c, now }: { c: CyberConsultation; now: string }) {
  return (
    <Card title={<h2 className="bo-card-title">상담 내용</h2>}>
      <Descriptions column={{ xs: 1, md: 2 }} bordered size="small">
        <Descriptions.Item label="접수번호">{c.receiptNo}</Descriptions.Item>
        <Descriptions.Item label="상태">
          <StatusTag status={c.status} />
        </Descriptions.Item>
        <Descriptions.Item label="구분">{CYBER_KIND_LABELS[c.kind]}</Descriptions.Item>
        <Descriptions.Item label="분야">{CONSULT_FIELDS[c.field]}</Descriptions.Item>
        <Descriptions.Item label="접수일">{dateTime(c.createdAt)}</Descriptions.Item>
        <Descriptions.Item label="답변 기한">
          <DueDate due={c.expectedAnswerBy} estimated={c.expectedAnswerEstimated} status={c.status} nowIso={now} />
        </Descriptions.Item>
        <Descriptions.Item label="공개 여부" span={2}>
          {c.isPublic ? '공개: 답변 뒤 이름 없이 공개 상담 사례에 보입니다.' : '비공개: 신청인과 담당 기관만 봅니다.'}
        </Descriptions.Item>
        {c.details.map((d) => (
          <Descriptions.Item key={d.label} label={d.label}>
            {d.value}
          </Descriptions.Item>
        ))}
      </Descriptions>
      <Typography.Title level={3} className="bo-question-title">
        {c.title}
      </Typography.Title>
      <PlainText text={c.question} />
      <Typography.Title level={3} className="bo-question-title">
        첨부파일
      </Typography.Title>
      {c.attachments.length ? (
        <ul className="bo-files">
          {c.attachments.map((f) => (
            <li key={f.fileId}>
              <a href={fileDownloadHref(f.fileId)} download>
                {f.name} 내려받기
              </a>{' '}
              <span className="bo-card-note">
                ({f.type}, {formatBytes(f.size)})
              </span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="bo-card-note">첨부파일이 없습니다.</p>
      )}
    </Card>
  );
}

/**
 * /admin/cyber/detail?receiptNo=…: one of the institution's cyber consultations (issue 34) — the
 * question and its attachments, then the answer form (sent once, after a confirmation: the citizen
 * is notified) or the answer already given. Another institution's number reads as not found.
 */
export default function AdminCyberDetail() {
  const { search } = useLocation();
  const receiptNo = new URLSearchParams(search).get('receiptNo')?.trim() ?? '';
  const valid = RECEIPT_NO_PATTERN.test(receiptNo);
  const read = staffCyber.use({ params: { receiptNo } }, { enabled: valid });
  const now = adminMe.use().data?.now ?? new Date().toISOString();
  const client = useQueryClient();
  const send = staffCyberAnswer.use();

  let body;
  // the not-found and error states carry their own way back to the list
  let back = true;
  if (!valid || notFound(read.error)) {
    back = false;
    body = (
      <DetailNotFound
        title="이 접수번호의 사이버상담을 찾을 수 없습니다"
        hint="접수번호가 맞는지 확인해 주세요. 우리 기관에 접수되지 않은 상담도 찾을 수 없다고 나옵니다."
        listPath={LIST}
        listLabel={BACK}
      />
    );
  } else if (read.isError) {
    back = false;
    body = <DetailError listPath={LIST} listLabel={BACK} onRetry={() => void read.refetch()} />;
  } else if (!read.data) body = <DetailLoading what="사이버상담" />;
  else {
    const c = read.data;
    body = (
      <>
        <Question c={c} now={now} />
        {/* RECORD-OPEN SPOT: "개인정보 열람(사유 입력)" — POST /api/admin/records/open, built by the records engineer, goes here:
            the record's masked parts opened for this staff member after a reason, the opening recorded. */}
        <AnswerSection
            answer={c.answer}
            rule={StaffAnswer.shape.answer}
            max={ANSWER_MAX}
            call={send}
            input={(text) => ({ params: { receiptNo: c.receiptNo }, body: { answer: text } })}
            recipient="신청인"
            onAnswered={(r) => client.setQueryData(staffCyber.options({ params: { receiptNo: c.receiptNo } }).queryKey, r)}
            onAlreadyAnswered={() => void read.refetch()}
          />
      </>
    );
  }
  return (
    <Space direction="vertical" size="large" className="bo-detail">
      {back ? <Link to={LIST}>← {BACK}</Link> : null}
      {body}
    </Space>
  );
}
