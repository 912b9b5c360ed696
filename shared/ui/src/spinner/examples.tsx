import { componentDoc } from '../showcase/component-doc';
import { Spinner } from '.';
import doc from './doc.json';

function Default() {
  return <Spinner />;
}

function Named() {
  return <Spinner label="공지사항을 불러오는 중입니다" />;
}

export const spinnerDoc = componentDoc(doc, {
  route: '/components/layout/spinner',
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
});
