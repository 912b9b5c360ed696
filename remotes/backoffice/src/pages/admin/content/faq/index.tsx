import { Button, Input, Select, Space, Table, type TableColumnsType } from 'antd';
import dayjs from 'dayjs';
import { Link, useNavigate } from '@portal/router';
import { CONTENT_STATE_LABELS, CONTENT_STATES, FAQ_CATEGORIES, FAQ_CATEGORY_LABELS, type ContentState, type FaqCategory, type StaffFaq } from '@portal/contracts';
import { staffFaqList } from '../../../../api/staffFaqList';
import { StateTag } from '../../../../lib/content-edit';
import { LoadFailed, Nothing } from '../../../../lib/states';
import { addressTableProps, useAddressQuery, type AddressQuery } from '../../../../lib/table';

const SORTS = ['updatedAt', 'viewCount'] as const;
const editPath = (faqId: string) => `/admin/content/faq/edit?faqId=${encodeURIComponent(faqId)}`;

/** The address's query as the call's (unknown values fall back to the defaults rather than a 400). */
function listInput(q: AddressQuery) {
  const state = (CONTENT_STATES as readonly string[]).includes(q.state ?? '') ? (q.state as ContentState) : 'ALL';
  const category = (FAQ_CATEGORIES as readonly string[]).includes(q.category ?? '') ? (q.category as FaqCategory) : undefined;
  const sort = (SORTS as readonly string[]).includes(q.sort ?? '') ? (q.sort as (typeof SORTS)[number]) : undefined;
  return {
    keyword: q.keyword ?? '',
    state,
    ...(category ? { category } : {}),
    ...(sort ? { sort, order: q.order === 'asc' ? ('asc' as const) : ('desc' as const) } : {}),
    page: Math.max(1, Number(q.page) || 1),
    pageSize: [10, 20, 50].includes(Number(q.pageSize)) ? Number(q.pageSize) : 10,
  };
}

/**
 * /admin/content/faq: every FAQ entry (hidden ones too) in the public list's order unless sorted;
 * question search, category and state filters, page and sort in the address.
 */
export default function FaqAdminList() {
  const [query, set] = useAddressQuery();
  const navigate = useNavigate();
  const input = listInput(query);
  const list = staffFaqList.use({ query: input });
  const table = addressTableProps(list.data, query, set);
  const columns: TableColumnsType<StaffFaq> = [
    {
      key: 'question',
      title: '질문',
      render: (_, f) => (
        <div>
          <div className="bo-cell-sub">
            {f.faqId} · {f.categoryName}
          </div>
          <Link to={editPath(f.faqId)}>{f.question}</Link>
        </div>
      ),
    },
    { key: 'visible', title: '게시 상태', width: 110, render: (_, f) => <StateTag visible={f.visible} /> },
    { key: 'updatedAt', title: '고친 날', width: 130, sorter: true, sortOrder: table.sortOrderOf('updatedAt'), render: (_, f) => dayjs(f.updatedAt).format('YYYY-MM-DD') },
    { key: 'viewCount', title: '조회수', width: 100, align: 'right', sorter: true, sortOrder: table.sortOrderOf('viewCount'), render: (_, f) => f.viewCount.toLocaleString('ko-KR') },
  ];
  const filtered = Boolean(input.keyword || input.category || input.state !== 'ALL');
  return (
    <Space direction="vertical" size="middle" className="bo-list">
      <div className="bo-toolbar">
        <Input.Search
          key={query.keyword ?? ''}
          defaultValue={query.keyword ?? ''}
          aria-label="질문 검색어"
          placeholder="질문으로 찾기"
          enterButton="검색"
          allowClear
          maxLength={50}
          onSearch={(keyword) => set({ keyword: keyword.trim() || null })}
          className="bo-toolbar__search"
        />
        <label className="bo-toolbar__filter">
          <span>분류</span>
          <Select
            aria-label="분류"
            value={input.category ?? 'ALL'}
            onChange={(category: string) => set({ category: category === 'ALL' ? null : category })}
            options={[{ value: 'ALL', label: '전체' }, ...FAQ_CATEGORIES.map((c) => ({ value: c, label: FAQ_CATEGORY_LABELS[c] }))]}
            style={{ width: 150 }}
          />
        </label>
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
        <Button type="primary" onClick={() => navigate('/admin/content/faq/edit')} className="bo-toolbar__new">
          새 질문
        </Button>
      </div>
      {list.isError ? (
        <LoadFailed retry={() => void list.refetch()}>자주 묻는 질문 목록을 불러오지 못했습니다.</LoadFailed>
      ) : (
        <Table<StaffFaq>
          rowKey="faqId"
          caption={<span className="bo-caption">자주 묻는 질문 (숨긴 질문 포함){query.sort ? '' : ': 공개 목록의 순서'}</span>}
          columns={columns}
          dataSource={list.data?.items ?? []}
          loading={{ spinning: list.isFetching, tip: '목록을 불러오고 있습니다.' }}
          locale={{ emptyText: list.isPending ? '목록을 불러오고 있습니다.' : <Nothing>{filtered ? '조건에 맞는 질문이 없습니다. 검색어나 분류, 게시 상태를 바꿔 보세요.' : '등록된 질문이 없습니다. 새 질문을 써 보세요.'}</Nothing> }}
          scroll={{ x: 640 }}
          {...table}
        />
      )}
    </Space>
  );
}
