import { Select } from 'antd';
import dayjs from 'dayjs';
import { FAQ_CATEGORIES, FAQ_CATEGORY_LABELS, type FaqCategory, type StaffFaq } from '@portal/contracts';
import { staffFaqList } from '../../../../api/staffFaqList';
import { ContentRecordList, contentListInput, RecordTitle, StateTag } from '../../../../lib/content-record';
import { useAddressQuery } from '../../../../lib/table';
import { FAQ_WORDS } from './_words';

const WORDS = { ...FAQ_WORDS, searchLabel: '질문 검색어', searchPlaceholder: '질문으로 찾기', newLabel: '새 질문' };

/**
 * /admin/content/faq: every FAQ entry (hidden ones too) in the public list's order unless sorted;
 * question search, category and state filters, page and sort in the address.
 */
export default function FaqAdminList() {
  const [query, set] = useAddressQuery();
  const category = (FAQ_CATEGORIES as readonly string[]).includes(query.category ?? '') ? (query.category as FaqCategory) : undefined;
  const input = { ...contentListInput(query, ['updatedAt', 'viewCount'] as const), ...(category ? { category } : {}) };
  const list = staffFaqList.use({ query: input });
  return (
    <ContentRecordList<StaffFaq>
      words={WORDS}
      query={query}
      set={set}
      state={input.state}
      filtered={Boolean(input.keyword || category || input.state !== 'ALL')}
      filters={
        <label className="bo-toolbar__filter">
          <span>분류</span>
          <Select
            aria-label="분류"
            value={category ?? 'ALL'}
            onChange={(c: string) => set({ category: c === 'ALL' ? null : c })}
            options={[{ value: 'ALL', label: '전체' }, ...FAQ_CATEGORIES.map((c) => ({ value: c, label: FAQ_CATEGORY_LABELS[c] }))]}
            style={{ width: 150 }}
          />
        </label>
      }
      list={list}
      rowKey="faqId"
      caption={`자주 묻는 질문 (숨긴 질문 포함)${query.sort ? '' : ': 공개 목록의 순서'}`}
      scrollX={640}
      columns={(table) => [
        { key: 'question', title: '질문', render: (_, f) => <RecordTitle words={WORDS} id={f.faqId} title={f.question} facts={f.categoryName} /> },
        { key: 'visible', title: '게시 상태', width: 110, render: (_, f) => <StateTag visible={f.visible} /> },
        { key: 'updatedAt', title: '고친 날', width: 130, sorter: true, sortOrder: table.sortOrderOf('updatedAt'), render: (_, f) => dayjs(f.updatedAt).format('YYYY-MM-DD') },
        { key: 'viewCount', title: '조회수', width: 100, align: 'right', sorter: true, sortOrder: table.sortOrderOf('viewCount'), render: (_, f) => f.viewCount.toLocaleString('ko-KR') },
      ]}
    />
  );
}
