import { Card, Descriptions, Typography } from 'antd';
import { QNA_ANSWER_MAX, QNA_CATEGORY_LABELS, QNA_NO_PATTERN, StaffQnaAnswer, type Qna } from '@portal/contracts';
import { formatBytes } from '@portal/ui/format';
import { myQnaFileHref } from '../../../api/myQnaFile';
import { staffQna } from '../../../api/staffQna';
import { staffQnaAnswer } from '../../../api/staffQnaAnswer';
import { PlainText, QuestionPage, StatusTag, dateTime, workingDaysSince } from '../../../lib/questions';


function Question({ q, now }: { q: Qna; now: string }) {
  return (
    <Card title={<h2 className="bo-card-title">문의 내용</h2>}>
      <Descriptions column={{ xs: 1, md: 2 }} bordered size="small">
        <Descriptions.Item label="문의 번호">{q.qnaNo}</Descriptions.Item>
        <Descriptions.Item label="상태">
          <StatusTag status={q.status} />
        </Descriptions.Item>
        <Descriptions.Item label="분류">{QNA_CATEGORY_LABELS[q.category]}</Descriptions.Item>
        <Descriptions.Item label="질문한 분">{q.askedAs === 'MEMBER' ? '회원' : '비회원 (본인확인)'}</Descriptions.Item>
        <Descriptions.Item label="등록일">{dateTime(q.createdAt)}</Descriptions.Item>
        <Descriptions.Item label="기다린 기간">{q.status === 'WAITING' ? `근무일 ${workingDaysSince(q.createdAt, now)}일째` : '답변 완료'}</Descriptions.Item>
        <Descriptions.Item label="공개 여부" span={2}>
          {q.isPublic ? '공개: 답변 뒤 이름 없이 묻고 답하기 목록에 보입니다.' : '비공개: 질문한 분과 운영자만 봅니다.'}
        </Descriptions.Item>
      </Descriptions>
      <Typography.Title level={3} className="bo-question-title">
        {q.title}
      </Typography.Title>
      <PlainText text={q.content} />
      <Typography.Title level={3} className="bo-question-title">
        첨부파일
      </Typography.Title>
      {q.attachment ? (
        <p>
          <a href={myQnaFileHref(q.qnaNo)} download>
            {q.attachment.name} 내려받기
          </a>{' '}
          <span className="bo-card-note">
            ({q.attachment.type}, {formatBytes(q.attachment.size)})
          </span>
        </p>
      ) : (
        <p className="bo-card-note">첨부파일이 없습니다.</p>
      )}
    </Card>
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
