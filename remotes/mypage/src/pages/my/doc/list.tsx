import { useLocation, useNavigate } from '@portal/router';
import { ButtonLink } from '@portal/ui/form';
import { MYDOC_ID_PATTERN, MYDOC_RETENTION_DAYS } from '@portal/contracts/client';
import { queryValue } from '../../../lib/dscsn/common';
import { StatusList } from '../../../lib/my-list';
import { DOC_FILTERS, MY_DOC_WRITE } from '../../../lib/prdoc/rules';
import { DocCard, DocRows } from '../../../lib/prdoc/DocRows';
import { myDocList } from '../../../api/myDocList';
import '../../../lib/dscsn/dscsn.css';
import '../../../lib/elrcpt/elrcpt.css';
import '../../../lib/prdoc/prdoc.css';


/** /my/doc/list: 나의 서류: documents fetched, from the wallet or uploaded, with dates, where each was used, 보기 and 삭제 (`?myDocId=` opens one above the list). */
export default function MyDocList() {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const asked = new URLSearchParams(search).has('myDocId');
  const myDocId = queryValue(search, 'myDocId', MYDOC_ID_PATTERN);
  return (
    <StatusList
      page="my-doc-list"
      title="나의 서류함"
      lead={`공동이용·전자문서지갑으로 받았거나 직접 올린 증빙서류를 모아 두고 다른 신청서에 다시 쓸 수 있습니다. 신청서에 쓰지 않은 서류는 저장한 날부터 ${MYDOC_RETENTION_DAYS}일 뒤 지웁니다.`}
      filters={DOC_FILTERS}
      tabs="받은 방법으로 거르기"
      call={myDocList}
      filterBy="source"
      what="나의 서류함을"
      before={(ctx) => (asked ? <DocCard myDocId={myDocId} close={ctx.hrefOf({ page: ctx.q.page })} /> : null)}
      aside={<ButtonLink to={MY_DOC_WRITE}>서류 올리기</ButtonLink>}
      empty={{
        all: '저장한 서류가 없습니다.',
        one: (tab) => `${tab}(으)로 받은 서류가 없습니다.`,
        more: '신청서에 낸 서류는 여기에 저장됩니다. 미리 받아 둔 서류 파일을 올려 둘 수도 있습니다.',
        to: MY_DOC_WRITE,
        action: '서류 올리기',
      }}
      pagination="나의 서류함 페이지"
    >
      {(data, ctx) => (
        <DocRows
          items={data.items}
          onDeleted={(name) => {
            ctx.arm();
            navigate(pathname + search, { replace: true, state: { notice: `${name}을(를) 나의 서류함에서 삭제했습니다. 신청서에 낸 사본은 그 신청서에 남아 있습니다.` } });
          }}
        />
      )}
    </StatusList>
  );
}
