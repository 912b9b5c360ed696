import { Tag } from 'antd';
import dayjs from 'dayjs';
import type { StaffNoticeListItem } from '@portal/contracts';
import { staffNoticeList } from '../../../../api/staffNoticeList';
import { ContentRecordList, contentListInput, RecordTitle, StateTag } from '../../../../lib/content-record';
import { useAddressQuery } from '../../../../lib/table';
import { NOTICE_WORDS } from './_words';

const WORDS = { ...NOTICE_WORDS, searchLabel: '공지 제목 검색어', searchPlaceholder: '제목으로 찾기', newLabel: '새 공지' };

/**
 * /admin/content/notice: every notice (hidden ones too), newest first unless sorted; title search,
 * state filter, page and sort in the address; 새 공지 and each title open the writing page.
 */
export default function NoticeAdminList() {
  const [query, set] = useAddressQuery();
  const input = contentListInput(query, ['postedAt', 'viewCount', 'title'] as const);
  const list = staffNoticeList.use({ query: input });
  return (
    <ContentRecordList<StaffNoticeListItem>
      words={WORDS}
      query={query}
      set={set}
      state={input.state}
      filtered={Boolean(input.keyword || input.state !== 'ALL')}
      list={list}
      rowKey="nttId"
      caption={`공지사항 (숨긴 공지 포함)${input.keyword ? `: 제목에 ‘${input.keyword}’` : ''}`}
      scrollX={720}
      columns={(table) => [
        {
          key: 'title',
          title: '제목',
          sorter: true,
          sortOrder: table.sortOrderOf('title'),
          render: (_, n) => <RecordTitle words={WORDS} id={n.nttId} title={n.title} facts={`${n.category}${n.attachmentCount ? ` · 첨부 ${n.attachmentCount}개` : ''}`} />,
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
      ]}
    />
  );
}
