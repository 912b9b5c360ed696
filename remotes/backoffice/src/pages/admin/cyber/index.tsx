import { CONSULT_FIELDS, CYBER_KIND_LABELS, type CyberConsultation } from '@portal/contracts';
import { staffCyberList } from '../../../api/staffCyberList';
import { DueDate, QuestionList } from '../../../lib/questions';

/**
 * /admin/cyber: the institution's cyber consultations (issue 34) — the waiting ones first, oldest
 * first, with their answer due date; status and page in the address; each title opens the answer page.
 */
export default function AdminCyberList() {
  return (
    <QuestionList<CyberConsultation>
      intro="우리 기관에 접수된 사이버상담입니다. 답변 기한은 접수일부터 근무일 3일입니다. 제목을 누르면 질문을 읽고 답변할 수 있습니다."
      empty={{ WAITING: '답변을 기다리는 사이버상담이 없습니다.', ANSWERED: '답변한 사이버상담이 아직 없습니다.', ALL: '우리 기관에 접수된 사이버상담이 없습니다.' }}
      caption={{
        WAITING: '답변 대기 중인 사이버상담: 오래 기다린 상담부터',
        ANSWERED: '답변한 사이버상담: 최근 접수부터',
        ALL: '모든 사이버상담: 답변 대기(오래된 것부터), 그다음 답변 완료(최근 것부터)',
      }}
      useList={(query) => staffCyberList.use({ query })}
      number={{ key: 'receiptNo', title: '접수번호' }}
      heading="분야 / 제목"
      facts={(c) => `${CONSULT_FIELDS[c.field]} · ${CYBER_KIND_LABELS[c.kind]}`}
      detailPath={(c) => `/admin/cyber/detail?receiptNo=${encodeURIComponent(c.receiptNo)}`}
      dateTitle="접수일"
      waiting={{ title: '답변 기한', width: 190, render: (c, now) => <DueDate due={c.expectedAnswerBy} estimated={c.expectedAnswerEstimated} status={c.status} nowIso={now} /> }}
    />
  );
}
