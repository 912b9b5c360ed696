import { useState } from 'react';
import { componentDoc } from '../showcase/component-doc';
import { Pagination } from '.';
import doc from './doc.json';

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

export const paginationDoc = componentDoc(doc, {
  route: '/components/research/pagination',
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
});
