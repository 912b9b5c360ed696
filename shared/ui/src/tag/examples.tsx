import { useRef, useState } from 'react';
import type { ComponentDoc } from '../showcase/types';
import { Tag, TagList } from '.';

function Keywords() {
  return <TagList label="관련 분야">{['임대차', '임금체불', '이혼·양육비'].map((t) => <Tag key={t}>{t}</Tag>)}</TagList>;
}

const FILTERS = ['서울특별시', '방문 상담', '평일 오후'];

function Removable({ id, start }: { id: string; start: string[] }) {
  const [chosen, setChosen] = useState(start);
  const [said, setSaid] = useState('');
  const box = useRef<HTMLDivElement>(null);
  const remove = (t: string, i: number) => {
    setChosen((c) => c.filter((x) => x !== t));
    setSaid(`‘${t}’ 조건을 지웠습니다.`);
    // the focus goes to the next tag's × (or the previous one, or the status line when none is left)
    requestAnimationFrame(() => {
      const buttons = box.current?.querySelectorAll<HTMLButtonElement>('button');
      const next = buttons?.[Math.min(i, buttons.length - 1)];
      if (next) next.focus();
      else box.current?.querySelector<HTMLElement>('[role="status"]')?.focus();
    });
  };
  return (
    <div ref={box} id={id}>
      {chosen.length ? (
        <TagList label="고른 조건">
          {chosen.map((t, i) => (
            <Tag key={t} onRemove={() => remove(t, i)} removeLabel="조건 지우기">
              {t}
            </Tag>
          ))}
        </TagList>
      ) : (
        <p className="fm-hint">고른 조건이 없습니다.</p>
      )}
      <p className="uk-outcome" role="status" tabIndex={-1}>
        {said}
      </p>
    </div>
  );
}

function Disabled() {
  return (
    <TagList label="고른 조건(바꿀 수 없음)">
      {FILTERS.slice(0, 2).map((t) => (
        <Tag key={t} onRemove={() => undefined} removeLabel="조건 지우기" disabled>
          {t}
        </Tag>
      ))}
    </TagList>
  );
}

export const tagDoc: ComponentDoc = {
  route: '/components/select/tag',
  title: '태그',
  summary:
    '짧은 낱말(분야, 키워드)을 보이거나, 고른 검색 조건을 보여 주고 × 버튼으로 하나씩 지우게 합니다. 상태(접수, 완료)는 배지로, 다른 화면으로 가는 것은 링크로 씁니다.',
  importLine: "import { Tag, TagList } from '@portal/ui';",
  uses: ['Tag'],
  examples: [
    {
      id: 'ex-tag-default',
      name: '기본(낱말)',
      state: 'default',
      Render: Keywords,
      code: `<TagList label="관련 분야">
  <Tag>임대차</Tag>
  <Tag>임금체불</Tag>
  <Tag>이혼·양육비</Tag>
</TagList>`,
    },
    {
      id: 'ex-tag-remove',
      name: '지울 수 있는 조건',
      state: 'filled',
      description: '× 버튼의 이름은 "서울특별시 조건 지우기"입니다. 지우면 초점이 다음 태그의 ×로 가고, 지운 것을 알립니다.',
      Render: () => <Removable id="ex-tag-remove-box" start={FILTERS} />,
      code: `<TagList label="고른 조건">
  {chosen.map((t) => (
    <Tag key={t} onRemove={() => remove(t)} removeLabel="조건 지우기">{t}</Tag>
  ))}
</TagList>`,
    },
    {
      id: 'ex-tag-empty',
      name: '고른 조건이 없을 때',
      state: 'empty',
      description: '빈 목록을 두지 않고 없다고 씁니다.',
      Render: () => <Removable id="ex-tag-empty-box" start={[]} />,
      code: `{chosen.length ? <TagList label="고른 조건">…</TagList> : <p className="fm-hint">고른 조건이 없습니다.</p>}`,
    },
    {
      id: 'ex-tag-disabled',
      name: '비활성',
      state: 'disabled',
      Render: Disabled,
      code: `<Tag onRemove={remove} removeLabel="조건 지우기" disabled>서울특별시</Tag>`,
    },
  ],
  props: [
    { name: 'children', type: 'ReactNode', required: true, description: '태그의 글자.' },
    { name: 'onRemove', type: '() => void', description: '주면 × 버튼이 생깁니다. 지운 뒤 초점을 옮기는 것은 부르는 쪽이 합니다.' },
    { name: 'removeLabel', type: 'string', default: "'삭제'", description: '× 버튼 이름에서 태그 글자 뒤에 붙는 말.' },
    { name: 'disabled', type: 'boolean', description: '× 버튼을 쓸 수 없게 합니다.' },
    { name: 'TagList label', type: 'string', required: true, description: '태그 목록의 이름(aria-label).' },
  ],
  a11y: {
    keyboard: ['낱말 태그는 초점을 받지 않습니다.', '지울 수 있는 태그는 × 버튼마다 Tab으로 가고 Enter나 Space로 지웁니다. 지우면 초점이 다음 ×(없으면 알림 줄)로 갑니다.'],
    roles: ['ul(aria-label) 안의 li, × 는 button(보이지 않는 이름 "… 조건 지우기")', '지운 결과는 role="status"로 알립니다.'],
    screenReader: ['"고른 조건, 목록, 3개 항목, 서울특별시 조건 지우기, 버튼"처럼 읽고, 지우면 "‘서울특별시’ 조건을 지웠습니다."를 읽습니다.'],
  },
};
