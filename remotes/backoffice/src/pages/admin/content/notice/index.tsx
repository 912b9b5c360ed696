import { Button, Input, Select, Space, Table, Tag, type TableColumnsType } from 'antd';
import dayjs from 'dayjs';
import { Link, useNavigate } from '@portal/router';
import { CONTENT_STATE_LABELS, CONTENT_STATES, type ContentState, type StaffNoticeListItem } from '@portal/contracts';
import { staffNoticeList } from '../../../../api/staffNoticeList';
import { StateTag } from '../../../../lib/content-edit';
import { LoadFailed, Nothing } from '../../../../lib/states';
import { addressTableProps, useAddressQuery, type AddressQuery } from '../../../../lib/table';

const SORTS = ['postedAt', 'viewCount', 'title'] as const;
const editPath = (nttId: string) => `/admin/content/notice/edit?nttId=${encodeURIComponent(nttId)}`;

/** The address's query as the call's (unknown values fall back to the defaults rather than a 400). */
function listInput(q: AddressQuery) {
  const state = (CONTENT_STATES as readonly string[]).includes(q.state ?? '') ? (q.state as ContentState) : 'ALL';
  const sort = (SORTS as readonly string[]).includes(q.sort ?? '') ? (q.sort as (typeof SORTS)[number]) : undefined;
  return {
    keyword: q.keyword ?? '',
    state,
    ...(sort ? { sort, order: q.order === 'asc' ? ('asc' as const) : ('desc' as const) } : {}),
    page: Math.max(1, Number(q.page) || 1),
    pageSize: [10, 20, 50].includes(Number(q.pageSize)) ? Number(q.pageSize) : 10,
  };
}

/**
 * /admin/content/notice: every notice (hidden ones too), newest first unless sorted; title search,
 * state filter, page and sort in the address; 새 공지 and each title open the writing page.
 */
export default function NoticeAdminList() {
  const [query, set] = useAddressQuery();
  const navigate = useNavigate();
  const input = listInput(query);
  const list = staffNoticeList.use({ query: input });
  const table = addressTableProps(list.data, query, set);
  const columns: TableColumnsType<StaffNoticeListItem> = [
    {
      key: 'title',
      title: '제목',
      sorter: true,
      sortOrder: table.sortOrderOf('title'),
      render: (_, n) => (
        <div>
          <div className="bo-cell-sub">
            {n.nttId} · {n.category}
            {n.attachmentCount ? ` · 첨부 ${n.attachmentCount}개` : ''}
          </div>
          <Link to={editPath(n.nttId)}>{n.title}</Link>
        </div>
      ),
    },
    { key: 'visible', title: '게시 상태', width: 110, render: (_, n) => <StateTag visible={n.visible} /> },
    { key: 'pinned', title: '고정', width: 80, render: (_, n) => (n.pinned ? <Tag color="blue">고정</Tag> : <span className="bo-card-note">아니요</span>) },
    {
      key: 'postedAt',
      title: '게시일',
      width: 130,
      sorter: true,
      sortDirections: ['descend', 'ascend'],
      sortOrder: query.sort ? table.sortOrderOf('postedAt') : 'descend',
      render: (_, n) => dayjs(n.postedAt).format('YYYY-MM-DD'),
    },
    { key: 'viewCount', title: '조회수', width: 100, align: 'right', sorter: true, sortOrder: table.sortOrderOf('viewCount'), render: (_, n) => n.viewCount.toLocaleString('ko-KR') },
  ];
  return (
    <Space direction="vertical" size="middle" className="bo-list">
      <div className="bo-toolbar">
        <Input.Search
          key={query.keyword ?? ''}
          defaultValue={query.keyword ?? ''}
          aria-label="공지 제목 검색어"
          placeholder="제목으로 찾기"
          enterButton="검색"
          allowClear
          maxLength={50}
          onSearch={(keyword) => set({ keyword: keyword.trim() || null })}
          className="bo-toolbar__search"
        />
        <label className="bo-toolbar__filter">
          <span>게시 상태</span>
          <Select
            aria-label="게시 상태"
            value={input.state}
            onChange={(state: ContentState) => set({ state: state === 'ALL' ? null : state })}
            options={CONTENT_STATES.map((s) => ({ value: s, label: CONTENT_STATE_LABELS[s] }))}
            style={{ width: 120 }}
          />
        </label>
        <Button type="primary" onClick={() => navigate('/admin/content/notice/edit')} className="bo-toolbar__new">
          새 공지
        </Button>
      </div>
      {list.isError ? (
        <LoadFailed retry={() => void list.refetch()}>공지 목록을 불러오지 못했습니다.</LoadFailed>
      ) : (
        <Table<StaffNoticeListItem>
          rowKey="nttId"
          caption={<span className="bo-caption">공지사항 (숨긴 공지 포함){input.keyword ? `: 제목에 ‘${input.keyword}’` : ''}</span>}
          columns={columns}
          dataSource={list.data?.items ?? []}
          loading={{ spinning: list.isFetching, tip: '목록을 불러오고 있습니다.' }}
          locale={{ emptyText: list.isPending ? '목록을 불러오고 있습니다.' : <Nothing>{input.keyword || input.state !== 'ALL' ? '조건에 맞는 공지가 없습니다. 검색어나 게시 상태를 바꿔 보세요.' : '등록된 공지가 없습니다. 새 공지를 써 보세요.'}</Nothing> }}
          scroll={{ x: 720 }}
          {...table}
        />
      )}
    </Space>
  );
}
