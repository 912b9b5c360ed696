import { useLocation } from '@portal/router';
import { ChoiceLinks, param } from '@portal/blocks/list';
import { PageHeading } from '@portal/ui/form';
import { MyApplications } from './_Mine';
import { ApproverQueue } from './_Queue';
import '../../lib/openapi.css';

const PATH = '/opn/OpnApiAprvList';

/**
 * /opn/OpnApiAprvList: the member's applications and keys (status, quota, the last 30 days' calls as a
 * chart with the same numbers in a table, reissue, revoke) and, at ?view=queue, the approvers' queue
 * of operating applications. The queue is its own view because only the server knows who approves:
 * asking on every visit would answer every other member 403.
 */
export default function OpnApiAprvList() {
  const queue = param(useLocation().search, 'view') === 'queue';
  return (
    <div className="mb-page mb-page--wide oa-page" data-page="opn-aprv-list">
      <PageHeading title="오픈 API 승인 내역" lead="신청한 오픈 API의 승인 상태, 서비스키, 하루 호출 한도와 최근 30일 사용량을 봅니다." />
      <ChoiceLinks
        label="승인 내역 보기"
        current={queue ? 'queue' : ''}
        choices={[
          { value: '', label: '나의 신청·키', href: PATH },
          { value: 'queue', label: '승인 대기 목록 (승인 담당자)', href: `${PATH}?view=queue` },
        ]}
        mark="opn-views"
      />
      {queue ? <ApproverQueue path={PATH} /> : <MyApplications />}
    </div>
  );
}
