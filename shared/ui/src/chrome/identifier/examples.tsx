import type { ComponentDoc } from '../../showcase/types';
import { Identifier } from '.';

function Default() {
  return <Identifier />;
}

function OtherInstitution() {
  return <Identifier text="이 누리집은 대한법률구조공단 누리집입니다." />;
}

export const identifierDoc: ComponentDoc = {
  route: '/components/identity/identifier',
  title: '운영기관 식별자',
  summary: '푸터 맨 아래에서 이 누리집을 운영하는 기관을 알립니다. 포털의 푸터가 이 식별자를 씁니다.',
  importLine: "import { Identifier } from '@portal/ui/chrome';",
  uses: ['Identifier'],
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
  props: [{ name: 'text', type: 'string', default: "'이 누리집은 법무부 누리집입니다.'", description: '운영기관을 알리는 문장.' }],
  a11y: {
    keyboard: ['초점을 받는 요소가 없습니다.'],
    roles: ['문단(p) 하나입니다. 기관 표장(svg)은 aria-hidden="true", focusable="false"로 숨깁니다.'],
    screenReader: ['"이 누리집은 법무부 누리집입니다."만 읽고 그림은 읽지 않습니다.'],
  },
};
