import { useRef, useState } from 'react';
import { componentDoc } from '../showcase/component-doc';
import { Tag, TagList } from '.';
import doc from './doc.json';

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

export const tagDoc = componentDoc(doc, {
  route: '/components/select/tag',
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
});
