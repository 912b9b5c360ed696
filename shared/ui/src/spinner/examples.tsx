import type { ComponentDoc } from '../showcase/types';
import { Spinner } from '.';

function Default() {
  return <Spinner />;
}

function Named() {
  return <Spinner label="공지사항을 불러오는 중입니다" />;
}

export const spinnerDoc: ComponentDoc = {
  route: '/components/layout/spinner',
  title: '로딩 스피너',
  summary: '내용을 불러오는 동안 자리를 지키며 기다려 달라고 알립니다. 무엇을 불러오는지 말해 주는 것이 좋습니다.',
  importLine: "import { Spinner } from '@portal/ui';",
  uses: ['Spinner'],
  examples: [
    { id: 'ex-spinner-default', name: '기본', state: 'loading', Render: Default, code: `<Spinner />` },
    {
      id: 'ex-spinner-named',
      name: '무엇을 불러오는지 알리기',
      state: 'loading',
      Render: Named,
      code: `if (query.isPending) return <Spinner label="공지사항을 불러오는 중입니다" />;`,
    },
  ],
  props: [{ name: 'label', type: 'string', default: "'불러오는 중입니다'", description: '화면 낭독기가 읽는 글자(화면에는 보이지 않습니다).' }],
  a11y: {
    keyboard: ['초점을 받지 않습니다. 불러오기가 끝나면 내용이 그 자리에 나타납니다.'],
    roles: ['role="status"(aria-live="polite")', '돌아가는 원은 aria-hidden, 숨은 글자로 상태를 알립니다', '움직임 줄이기 설정에서는 천천히 돕니다'],
    screenReader: ['나타날 때 "공지사항을 불러오는 중입니다"를 한 번 읽습니다.'],
  },
};
