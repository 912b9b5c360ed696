import { useState } from 'react';
import type { ComponentDoc } from '../showcase/types';
import { Pagination } from '.';

function Buttons() {
  const [page, setPage] = useState(1);
  return <Pagination page={page} total={87} pageSize={10} label="예시 목록 페이지(버튼)" onPage={setPage} />;
}

function Middle() {
  const [page, setPage] = useState(6);
  return <Pagination page={page} total={240} pageSize={10} label="긴 목록 페이지" onPage={setPage} />;
}

function Links() {
  return <Pagination page={2} total={35} pageSize={10} label="예시 목록 페이지(링크)" hrefFor={(p) => `/components/research/pagination?page=${p}`} />;
}

function Single() {
  return (
    <>
      <Pagination page={1} total={7} pageSize={10} label="한 쪽짜리 목록 페이지" onPage={() => undefined} />
      <p>항목이 한 쪽에 모두 들어가면 페이지 이동을 그리지 않습니다(이 문장만 보입니다).</p>
    </>
  );
}

export const paginationDoc: ComponentDoc = {
  route: '/components/research/pagination',
  title: '페이지네이션',
  summary: '긴 목록을 여러 쪽으로 나누어 보여 줍니다. 처음·이전·다음·마지막과 쪽 번호가 있고, 지금 쪽은 링크가 아닌 글자로 표시합니다.',
  importLine: "import { Pagination } from '@portal/ui/pagination';",
  uses: ['Pagination'],
  examples: [
    {
      id: 'ex-pg-buttons',
      name: '버튼(화면 안에서 바꾸기)',
      state: 'default',
      Render: Buttons,
      code: `const [page, setPage] = useState(1);
<Pagination page={page} total={87} pageSize={10} label="예시 목록 페이지" onPage={setPage} />`,
    },
    {
      id: 'ex-pg-middle',
      name: '가운데 쪽',
      state: 'filled',
      Render: Middle,
      code: `<Pagination page={6} total={240} pageSize={10} label="긴 목록 페이지" onPage={setPage} />`,
    },
    {
      id: 'ex-pg-links',
      name: '링크(주소에 쪽 번호)',
      state: 'variant',
      description: '목록 화면은 쪽 번호를 주소에 두어 뒤로 가기와 새로 고침이 쪽을 지킵니다(ListPage가 이렇게 씁니다).',
      Render: Links,
      code: `<Pagination page={page} total={data.total} pageSize={10} label="공지사항 목록 페이지" hrefFor={(p) => \`/center/ntc/list?page=\${p}\`} />`,
    },
    {
      id: 'ex-pg-single',
      name: '한 쪽뿐일 때',
      state: 'empty',
      Render: Single,
      code: `<Pagination page={1} total={7} pageSize={10} label="목록 페이지" onPage={setPage} /> // 아무것도 그리지 않습니다`,
    },
  ],
  props: [
    { name: 'page', type: 'number', required: true, description: '지금 쪽(1부터).' },
    { name: 'total', type: 'number', required: true, description: '전체 항목 수.' },
    { name: 'pageSize', type: 'number', required: true, description: '한 쪽의 항목 수.' },
    { name: 'label', type: 'string', required: true, description: 'nav 랜드마크의 이름. 화면에서 하나뿐이어야 합니다.' },
    { name: 'hrefFor', type: '(page: number) => string', description: '쪽마다 링크 주소(링크로 그림).' },
    { name: 'onPage', type: '(page: number) => void', description: '버튼으로 그릴 때 고른 쪽을 받습니다.' },
    { name: 'width', type: 'number', default: '5', description: '보일 쪽 번호의 수.' },
  ],
  a11y: {
    keyboard: ['Tab으로 쪽 번호와 이동 버튼을 차례로 지나며 Enter로 엽니다.', '갈 수 없는 이동(첫 쪽의 이전)은 초점을 받지 않습니다.'],
    roles: ['nav 랜드마크에 aria-label', '지금 쪽은 aria-current="page"', '이동 버튼은 aria-label("다음 페이지", "마지막 페이지 (9)")'],
    screenReader: ['"예시 목록 페이지, 탐색" 랜드마크로 찾을 수 있고, 지금 쪽은 "현재 페이지 1"로 읽습니다.'],
  },
};
