import { componentDoc } from '../../showcase/component-doc';
import { Identifier } from '.';
import doc from './doc.json';

function Default() {
  return <Identifier />;
}

function OtherInstitution() {
  return <Identifier text="이 누리집은 대한법률구조공단 누리집입니다." />;
}

export const identifierDoc = componentDoc(doc, {
  route: '/components/identity/identifier',
  examples: [
    { id: 'ex-identifier-default', name: '기본(법무부)', state: 'default', Render: Default, code: `<Identifier />` },
    {
      id: 'ex-identifier-variant',
      name: '다른 운영기관',
      state: 'variant',
      description: '운영기관이 다른 누리집은 문구만 바꿉니다.',
      Render: OtherInstitution,
      code: `<Identifier text="이 누리집은 대한법률구조공단 누리집입니다." />`,
    },
  ],
});
