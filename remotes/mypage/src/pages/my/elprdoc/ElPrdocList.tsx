import { FilterTabs, filteredAddress, MyList, NothingYet } from '../../../lib/my-list';
import { ELPRDOC_FILTERS } from '../../../lib/prdoc/rules';
import { ElprdocRows } from '../../../lib/prdoc/ElprdocRows';
import { myElprdocList } from '../../../api/myElprdocList';
import '../../../lib/dscsn/dscsn.css';
import '../../../lib/elrcpt/elrcpt.css';
import '../../../lib/prdoc/prdoc.css';

const PAGE_SIZE = 10;
const { read, write, labelOf } = filteredAddress(ELPRDOC_FILTERS);

/** /my/elprdoc/ElPrdocList: every document an institution asked me for or I sent with an application, its status, the institution's words and what I can do. */
export default function ElPrdocList() {
  return (
    <MyList
      page="my-elprdoc-list"
      title="나의 증빙서류"
      lead="전자접수 신청서에 낸 증빙서류와 기관이 요청한 서류의 상태를 확인합니다. 보완요청을 받은 서류는 사유를 읽고 다시 낼 수 있습니다."
      read={read}
      write={write}
      call={myElprdocList}
      input={(q) => ({ query: { status: q.status, page: q.page, pageSize: PAGE_SIZE } })}
      what="제출 서류를"
      filters={(ctx) => <FilterTabs label="서류 상태로 거르기" filters={ELPRDOC_FILTERS} ctx={ctx} />}
      count={(data, q) => (
        <strong>
          {labelOf(q.status)} {data.total}건
        </strong>
      )}
      empty={(q) => (
        <NothingYet
          lines={[
            q.status === 'ALL' ? '기관에 내거나 요청받은 서류가 없습니다.' : `${labelOf(q.status)} 상태인 서류가 없습니다.`,
            '전자접수 신청서를 쓰면서 낸 증빙서류가 여기에 보입니다.',
          ]}
          to="/my/elrcpt/list"
          action="나의 전자접수 보기"
        />
      )}
      pagination="나의 증빙서류 페이지"
    >
      {(data) => <ElprdocRows items={data.items} />}
    </MyList>
  );
}
