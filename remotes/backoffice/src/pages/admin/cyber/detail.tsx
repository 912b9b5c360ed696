import { ANSWER_MAX, CONSULT_FIELDS, CYBER_KIND_LABELS, RECEIPT_NO_PATTERN, StaffAnswer, type CyberConsultation } from '@portal/contracts';
import { fileDownloadHref } from '../../../api/fileDownload';
import { staffCyber } from '../../../api/staffCyber';
import { staffCyberAnswer } from '../../../api/staffCyberAnswer';
import { DueDate, QuestionCard, QuestionPage, dateTime } from '../../../lib/questions';


function Question({ c, now }: { c: CyberConsultation; now: string }) {
  return (
    <QuestionCard
      heading="상담 내용"
      number={['접수번호', c.receiptNo]}
      status={c.status}
      facts={[
        ['구분', CYBER_KIND_LABELS[c.kind]],
        ['분야', CONSULT_FIELDS[c.field]],
        ['접수일', dateTime(c.createdAt)],
        ['답변 기한', <DueDate due={c.expectedAnswerBy} estimated={c.expectedAnswerEstimated} status={c.status} nowIso={now} />],
      ]}
      visibility={c.isPublic ? '공개: 답변 뒤 이름 없이 공개 상담 사례에 보입니다.' : '비공개: 신청인과 담당 기관만 봅니다.'}
      details={c.details}
      title={c.title}
      text={c.question}
      files={c.attachments.map((f) => ({ href: fileDownloadHref(f.fileId), name: f.name, type: f.type, size: f.size }))}
    />
  );
}

/**
 * /admin/cyber/detail?receiptNo=…: one of the institution's cyber consultations (issue 34) — the
 * question and its attachments, then the answer form (sent once, after a confirmation: the citizen
 * is notified) or the answer already given. Another institution's number reads as not found.
 */
export default function AdminCyberDetail() {
  return (
    <QuestionPage
      param="receiptNo"
      pattern={RECEIPT_NO_PATTERN}
      listPath="/admin/cyber"
      back="사이버상담 목록으로"
      what="사이버상담"
      notFound={{ title: '이 접수번호의 사이버상담을 찾을 수 없습니다', hint: '접수번호가 맞는지 확인해 주세요. 우리 기관에 접수되지 않은 상담도 찾을 수 없다고 나옵니다.' }}
      useRead={(receiptNo, enabled) => staffCyber.use({ params: { receiptNo } }, { enabled })}
      queryKeyOf={(receiptNo) => staffCyber.options({ params: { receiptNo } }).queryKey}
      personal={{ kind: 'cyber', what: '이 사이버상담 신청인' }}
      question={(c, now) => <Question c={c} now={now} />}
      answer={{ rule: StaffAnswer.shape.answer, max: ANSWER_MAX, call: staffCyberAnswer.use(), recipient: '신청인', input: (receiptNo, answer) => ({ params: { receiptNo }, body: { answer } }) }}
    />
  );
}
