import { CONSULT_FIELDS, CYBER_KIND_LABELS, type CyberConsultation } from '@portal/contracts/client';
import { CyberStatusBadge } from '../../../../lib/dscsn/common';
import { MyList, NothingYet, PAGED, RecordRows, type Row } from '../../../../lib/my-list';
import { fmtDate, fmtDateTime } from '../../../../lib/dscsn/format';
import { myCyberList } from '../../../../api/myCyberList';
import { OneStopGroups } from '../../../../lib/dscsn/OneStopGroups';
import '../../../../lib/dscsn/dscsn.css';

type Item = Omit<CyberConsultation, 'question' | 'answer' | 'attachments' | 'details'>;

/** /my/dscsn/cyber/CybdsnDsctnList: my cyber consultations and KCAB applications, newest first. */
export default function CybdsnDsctnList() {
  return (
    <MyList
      page="my-cyber-list"
      title="사이버상담 내역"
      lead="글로 신청한 상담과 중재·조정 신청, 원스톱 신청, 그 답변을 확인합니다."
      before={<OneStopGroups />}
      {...PAGED}
      call={myCyberList}
      what="사이버상담 내역을"
      empty={() => <NothingYet lines={['신청한 사이버상담이 없습니다.', '법률 문제를 글로 물어보시면 3근무일 안에 답변을 드립니다.']} to="/dscsn/cyber" action="사이버상담 신청하기" />}
      pagination="사이버상담 목록 페이지"
    >
      {(data) => <RecordRows label="사이버상담 목록" mark="data-receipt" items={data.items} row={rowOf} number="접수번호" />}
    </MyList>
  );
}

function rowOf(c: Item): Row {
  return {
    id: c.receiptNo,
    kind: CYBER_KIND_LABELS[c.kind],
    badge: <CyberStatusBadge status={c.status} />,
    to: `/my/dscsn/cyber/CybdsnDsctnView?receiptNo=${encodeURIComponent(c.receiptNo)}`,
    title: c.title,
    meta: `${c.instName} · ${CONSULT_FIELDS[c.field]} · 신청 ${fmtDateTime(c.createdAt).slice(0, 10)}${c.status === 'WAITING' ? ` · 답변 예정 ${fmtDate(c.expectedAnswerBy)}` : ''}`,
  };
}
