import { Link } from '@portal/router';
import { QNA_CATEGORY_LABELS } from '@portal/contracts/client';
import { fmtDateTime } from '@portal/ui/format';
import { ButtonLink } from '@portal/ui/form';
import { myQnaList } from '../../../api/myQnaList';
import { QnaStatusBadge } from '../../../lib/QnaStatusBadge';
import { MyList, NothingYet, PAGED } from '../../../lib/my-list';
import '../../../lib/dscsn/dscsn.css';
import '../../../lib/qna.css';

/** /my/qna/list: my questions, newest first (번호, 분류, 제목, 상태, 등록일), paged. */
export default function MyQnaList() {
  return (
    <MyList
      page="my-qna-list"
      title="나의 문의 내역"
      lead="묻고 답하기에 남긴 문의입니다. 제목을 누르면 문의와 답변을 볼 수 있습니다."
      {...PAGED}
      call={myQnaList}
      what="문의 내역을"
      aside={
        <ButtonLink to="/center/qna" variant="secondary" className="btn-small">
          새 문의하기
        </ButtonLink>
      }
      empty={() => <NothingYet lines={['남긴 문의가 없습니다.', '플랫폼 이용에 궁금한 점이 있으면 물어보세요. 운영자가 답변합니다.']} to="/center/qna" action="묻고 답하기에서 문의하기" />}
      pagination="나의 문의 목록 페이지"
    >
      {(data) => (
        <table className="ls-table mq-table" data-qna-table="">
          <caption className="sr-only">나의 문의 목록: 번호, 분류, 제목, 상태, 등록일</caption>
          <thead>
            <tr>
              <th scope="col" className="mq-col-no">번호</th>
              <th scope="col" className="mq-col-cat">분류</th>
              <th scope="col">제목</th>
              <th scope="col" className="mq-col-status">상태</th>
              <th scope="col" className="mq-col-date">등록일</th>
            </tr>
          </thead>
          <tbody>
            {data.items.map((x, i) => (
              <tr key={x.qnaNo} data-qna={x.qnaNo}>
                <td className="mq-col-no" data-label="번호">
                  {data.total - (data.page - 1) * data.pageSize - i}
                </td>
                <td className="mq-col-cat" data-label="분류">
                  {QNA_CATEGORY_LABELS[x.category]}
                </td>
                <td className="mq-col-title">
                  <Link to={`/my/qna/detail?qnaNo=${encodeURIComponent(x.qnaNo)}`}>{x.title}</Link>
                </td>
                <td className="mq-col-status">
                  <QnaStatusBadge status={x.status} />
                </td>
                <td className="mq-col-date" data-label="등록일">
                  {fmtDateTime(x.createdAt).slice(0, 10)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </MyList>
  );
}
