import { RecordRows, StatusList } from '../../../lib/my-list';
import { ELRCPT_FILTERS } from '../../../lib/elrcpt/lifecycle';
import { applicationRow } from '../../../lib/elrcpt/row';
import { myElrcptList } from '../../../api/myElrcptList';
import '../../../lib/dscsn/dscsn.css';
import '../../../lib/elrcpt/elrcpt.css';

/** /my/elrcpt/list: my electronic applications (임시저장 / 진행 중 / 끝남 in the address), newest first. */
export default function MyElrcptList() {
  return (
    <StatusList
      page="my-elrcpt-list"
      title="나의 전자접수"
      lead="법률구조 전자접수 신청의 진행 상태와 해야 할 일을 확인합니다. 임시저장한 신청서는 눌러서 이어서 쓸 수 있습니다."
      filters={ELRCPT_FILTERS}
      tabs="진행 상태로 거르기"
      call={myElrcptList}
      what="전자접수 내역을"
      empty={{
        all: '전자접수로 신청한 법률구조가 없습니다.',
        one: (tab) => `${tab} 상태인 신청이 없습니다.`,
        more: '자가진단으로 지원 대상인지 먼저 확인한 뒤 온라인으로 신청할 수 있습니다.',
        to: '/elrcpt/aply',
        action: '전자접수 신청하기',
      }}
      pagination="전자접수 목록 페이지"
    >
      {(data) => <RecordRows label="전자접수 목록" mark="data-aply" items={data.items} row={applicationRow} />}
    </StatusList>
  );
}
