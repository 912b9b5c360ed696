import { QNA_ANSWER_MAX, QNA_CATEGORY_LABELS, QNA_NO_PATTERN, StaffQnaAnswer, type Qna } from '@portal/contracts';
import { myQnaFileHref } from '../../../api/myQnaFile';
import { staffQna } from '../../../api/staffQna';
import { staffQnaAnswer } from '../../../api/staffQnaAnswer';
import { QuestionCard, QuestionPage, dateTime, workingDaysSince } from '../../../lib/questions';


function Question({ q, now }: { q: Qna; now: string }) {
  return (
    <QuestionCard
      heading="문의 내용"
      number={['문의 번호', q.qnaNo]}
      status={q.status}
      facts={[
        ['분류', QNA_CATEGORY_LABELS[q.category]],
        ['질문한 분', q.askedAs === 'MEMBER' ? '회원' : '비회원 (본인확인)'],
        ['등록일', dateTime(q.createdAt)],
        ['기다린 기간', q.status === 'WAITING' ? `근무일 ${workingDaysSince(q.createdAt, now)}일째` : '답변 완료'],
      ]}
      visibility={q.isPublic ? '공개: 답변 뒤 이름 없이 묻고 답하기 목록에 보입니다.' : '비공개: 질문한 분과 운영자만 봅니다.'}
      title={q.title}
      text={q.content}
      files={q.attachment ? [{ href: myQnaFileHref(q.qnaNo), ...q.attachment }] : []}
      single
    />
  );
}

/**
 * /admin/qna/detail?qnaNo=…: one question of the customer centre (issue 34) for content editors —
 * the question and its attachment, then the answer form (sent once, after a confirmation: the asker
 * is notified) or the answer already given.
 */
export default function AdminQnaDetail() {
  return (
    <QuestionPage
      param="qnaNo"
      pattern={QNA_NO_PATTERN}
      listPath="/admin/qna"
      back="묻고 답하기 목록으로"
      what="문의"
      notFound={{ title: '이 번호의 문의를 찾을 수 없습니다', hint: '문의 번호가 맞는지 확인해 주세요. 예: Q20261121-000001' }}
      useRead={(qnaNo, enabled) => staffQna.use({ params: { qnaNo } }, { enabled })}
      queryKeyOf={(qnaNo) => staffQna.options({ params: { qnaNo } }).queryKey}
      personal={{ kind: 'qna', what: '이 문의를 쓴 분' }}
      question={(q, now) => <Question q={q} now={now} />}
      answer={{ rule: StaffQnaAnswer.shape.answer, max: QNA_ANSWER_MAX, call: staffQnaAnswer.use(), recipient: '질문한 분', input: (qnaNo, answer) => ({ params: { qnaNo }, body: { answer } }) }}
    />
  );
}
