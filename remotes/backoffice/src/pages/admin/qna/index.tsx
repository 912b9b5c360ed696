import { QNA_CATEGORY_LABELS, type Qna } from '@portal/contracts';
import { staffQnaList } from '../../../api/staffQnaList';
import { QuestionList, workingDaysSince } from '../../../lib/questions';

/**
 * /admin/qna: the customer centre's questions (issue 34) for content editors — the waiting ones
 * first, oldest first, with how many working days they have waited; status and page in the address.
 */
export default function AdminQnaList() {
  return (
    <QuestionList<Qna>
      intro="고객센터 묻고 답하기에 올라온 문의입니다. 기다린 기간은 등록일 다음 평일부터 셉니다 (공휴일은 빼지 않습니다). 제목을 누르면 답변할 수 있습니다."
      empty={{ WAITING: '답변을 기다리는 문의가 없습니다.', ANSWERED: '답변한 문의가 아직 없습니다.', ALL: '등록된 문의가 없습니다.' }}
      caption={{
        WAITING: '답변 대기 중인 묻고 답하기 문의: 오래 기다린 문의부터',
        ANSWERED: '답변한 묻고 답하기 문의: 최근 등록부터',
        ALL: '모든 묻고 답하기 문의: 답변 대기(오래된 것부터), 그다음 답변 완료(최근 것부터)',
      }}
      useList={(query) => staffQnaList.use({ query })}
      number={{ key: 'qnaNo', title: '문의 번호' }}
      heading="분류 / 제목"
      facts={(q) => `${QNA_CATEGORY_LABELS[q.category]} · ${q.askedAs === 'MEMBER' ? '회원' : '비회원'}${q.attachment ? ' · 첨부파일 있음' : ''}`}
      detailPath={(q) => `/admin/qna/detail?qnaNo=${encodeURIComponent(q.qnaNo)}`}
      dateTitle="등록일"
      waiting={{ title: '기다린 기간', width: 160, render: (q, now) => <span>근무일 {workingDaysSince(q.createdAt, now)}일째</span> }}
    />
  );
}
