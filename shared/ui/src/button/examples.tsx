import { componentDoc } from '../showcase/component-doc';
import { Button, ButtonLink } from '.';
import doc from './doc.json';

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

export const buttonDoc = componentDoc(doc, {
  route: '/components/select/button',
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
});
