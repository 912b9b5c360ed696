import { useLocation } from '@portal/router';
import { CONSULT_FIELDS, type CyberConsultation } from '@portal/contracts/client';
import { ButtonLink } from '@portal/ui/form';
import { Pagination, pageFromQuery } from '@portal/ui/pagination';
import { CyberStatusBadge } from '../../../../lib/dscsn/common';
import { EmptyList, MyListPage, RecordRow, ResultCount } from '../../../../lib/my-list';
import { fmtDate, fmtDateTime } from '../../../../lib/dscsn/format';
import { myCyberList } from '../../../../api/myCyberList';
import '../../../../lib/dscsn/dscsn.css';

type Item = Omit<CyberConsultation, 'question' | 'answer' | 'attachments' | 'details'>;
const PATH = '/my/dscsn/cyber/CybdsnDsctnList';
const PAGE_SIZE = 10;
const KIND_LABELS: Record<Item['kind'], string> = {
  DOM: '사이버상담(국내 거주)',
  OVS: '재외국민 사이버상담',
  FR: '외국인 사이버상담',
  LQA: '가정법률 온라인상담',
  KCAB: '중재·조정 신청',
};

/** /my/dscsn/cyber/CybdsnDsctnList: my cyber consultations and KCAB applications, newest first. */
export default function CybdsnDsctnList() {
  const { search } = useLocation();
  const page = pageFromQuery(new URLSearchParams(search).get('page'));
  const q = myCyberList.use({ query: { page, pageSize: PAGE_SIZE } });
  return (
    <MyListPage read={q} page="my-cyber-list" title="사이버상담 내역" lead="글로 신청한 상담과 중재·조정 신청, 그 답변을 확인합니다." loading="사이버상담 내역을 불러오는 중입니다" what="사이버상담 내역을">
      {(data) => (
        <>
          <ResultCount>모두 {data.total}건</ResultCount>
          {data.items.length === 0 ? (
            <EmptyList>
              <p>신청한 사이버상담이 없습니다.</p>
              <p>법률 문제를 글로 물어보시면 3근무일 안에 답변을 드립니다.</p>
              <ButtonLink to="/dscsn/cyber">사이버상담 신청하기</ButtonLink>
            </EmptyList>
          ) : (
            <ul className="md-list" aria-label="사이버상담 목록">
              {data.items.map((c) => (
                <RecordRow
                  key={c.receiptNo}
                  marks={{ 'data-receipt': c.receiptNo }}
                  kind={KIND_LABELS[c.kind]}
                  badge={<CyberStatusBadge status={c.status} />}
                  to={`/my/dscsn/cyber/CybdsnDsctnView?receiptNo=${encodeURIComponent(c.receiptNo)}`}
                  title={c.title}
                  no={`접수번호 ${c.receiptNo}`}
                >
                  {c.instName} · {CONSULT_FIELDS[c.field]} · 신청 {fmtDateTime(c.createdAt).slice(0, 10)}
                  {c.status === 'WAITING' ? ` · 답변 예정 ${fmtDate(c.expectedAnswerBy)}` : ''}
                </RecordRow>
              ))}
            </ul>
          )}
          <Pagination page={data.page} total={data.total} pageSize={data.pageSize} label="사이버상담 목록 페이지" hrefFor={(p) => (p > 1 ? `${PATH}?page=${p}` : PATH)} />
        </>
      )}
    </MyListPage>
  );
}
