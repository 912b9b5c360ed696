import { StatusList } from '../../../lib/my-list';
import { ELPRDOC_FILTERS } from '../../../lib/prdoc/rules';
import { ElprdocRows } from '../../../lib/prdoc/ElprdocRows';
import { myElprdocList } from '../../../api/myElprdocList';
import '../../../lib/dscsn/dscsn.css';
import '../../../lib/elrcpt/elrcpt.css';
import '../../../lib/prdoc/prdoc.css';

/** /my/elprdoc/ElPrdocList: every document an institution asked me for or I sent with an application, its status, the institution's words and what I can do. */
export default function ElPrdocList() {
  return (
    <StatusList
      page="my-elprdoc-list"
      title="나의 증빙서류"
      lead="전자접수 신청서에 낸 증빙서류와 기관이 요청한 서류의 상태를 확인합니다. 보완요청을 받은 서류는 사유를 읽고 다시 낼 수 있습니다."
      filters={ELPRDOC_FILTERS}
      tabs="서류 상태로 거르기"
      call={myElprdocList}
      what="제출 서류를"
      empty={{
        all: '기관에 내거나 요청받은 서류가 없습니다.',
        one: (tab) => `${tab} 상태인 서류가 없습니다.`,
        more: '전자접수 신청서를 쓰면서 낸 증빙서류가 여기에 보입니다.',
        to: '/my/elrcpt/list',
        action: '나의 전자접수 보기',
      }}
      pagination="나의 증빙서류 페이지"
    >
      {(data) => <ElprdocRows items={data.items} />}
    </StatusList>
  );
}
