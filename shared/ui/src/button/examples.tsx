import type { ComponentDoc } from '../showcase/types';
import { Button, ButtonLink } from '.';

function Variants() {
  return (
    <div className="uk-row">
      <Button>신청하기</Button>
      <Button variant="secondary">임시 저장</Button>
      <Button variant="tertiary">취소</Button>
    </div>
  );
}

function Sizes() {
  return (
    <div className="uk-row">
      <Button size="small">조회</Button>
      <Button size="small" variant="secondary">
        중복 확인
      </Button>
    </div>
  );
}

function Busy() {
  return (
    <Button busy busyLabel="보내는 중입니다">
      보내기
    </Button>
  );
}

function Disabled() {
  return <Button disabled>다음 단계</Button>;
}

function AsLink() {
  return (
    <div className="uk-row">
      <ButtonLink to="/components/select/button">이 화면으로 가는 링크</ButtonLink>
      <ButtonLink to="/components/select/check" variant="secondary">
        체크박스 보기
      </ButtonLink>
    </div>
  );
}

export const buttonDoc: ComponentDoc = {
  route: '/components/select/button',
  title: '버튼',
  summary: '동작을 실행합니다. 다른 화면으로 가는 것은 버튼 모양의 링크(ButtonLink)로 만듭니다. 한 화면의 주요 동작(primary)은 하나만 둡니다.',
  importLine: "import { Button, ButtonLink } from '@portal/ui/form';",
  uses: ['Button', 'ButtonLink'],
  examples: [
    {
      id: 'ex-button-variants',
      name: '종류',
      state: 'variant',
      Render: Variants,
      code: `<Button>신청하기</Button>
<Button variant="secondary">임시 저장</Button>
<Button variant="tertiary">취소</Button>`,
    },
    {
      id: 'ex-button-small',
      name: '작은 버튼',
      state: 'variant',
      Render: Sizes,
      code: `<Button size="small">조회</Button>`,
    },
    {
      id: 'ex-button-busy',
      name: '처리 중',
      state: 'loading',
      description: '보내는 동안 버튼은 처리 중 상태가 됩니다: 다시 누를 수 없고(두 번 보내지 않음) aria-busy="true"이며 글자가 바뀝니다.',
      Render: Busy,
      code: `<Button type="submit" busy={submit.pending} busyLabel="보내는 중입니다">보내기</Button>`,
    },
    {
      id: 'ex-button-disabled',
      name: '비활성',
      state: 'disabled',
      description: '비활성 버튼은 초점을 받지 못하고 이유를 알려 주지 않습니다. 가능하면 누르게 두고 오류 문구로 알려 주세요.',
      Render: Disabled,
      code: `<Button disabled>다음 단계</Button>`,
    },
    {
      id: 'ex-button-link',
      name: '버튼 모양 링크',
      state: 'variant',
      Render: AsLink,
      code: `<ButtonLink to="/elrcpt/aply">온라인 신청</ButtonLink>
<ButtonLink to="/elrcpt/gd" variant="secondary">신청 안내</ButtonLink>`,
    },
  ],
  props: [
    { name: 'variant', type: "'primary' | 'secondary' | 'tertiary'", default: "'primary'", description: 'KRDS 버튼 종류.' },
    { name: 'size', type: "'medium' | 'small'", default: "'medium'", description: '크기(작은 버튼도 누르는 영역은 40px 이상).' },
    { name: 'busy', type: 'boolean', description: '처리 중: 비활성, aria-busy, 회전 표시.' },
    { name: 'busyLabel', type: 'string', description: '처리 중에 보일 글자.' },
    { name: 'type', type: "'button' | 'submit' | 'reset'", default: "'button'", description: '양식 안에서 실수로 제출하지 않도록 기본은 button.' },
    { name: 'to (ButtonLink)', type: 'string', required: true, description: '링크의 주소(라우터 링크).' },
  ],
  a11y: {
    keyboard: ['Tab으로 초점을 옮기고 Enter 또는 Space로 누릅니다. 버튼 모양 링크는 Enter로 엽니다.'],
    roles: ['<button type="button">(또는 submit), 링크는 <a href>', '처리 중 aria-busy="true"와 disabled'],
    screenReader: ['"신청하기, 버튼" / "온라인 신청, 링크"처럼 역할을 구분해 읽습니다.'],
  },
};
