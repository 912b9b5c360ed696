import type { ComponentDoc } from '../../showcase/types';
import { GovBanner } from '.';

function Default() {
  return <GovBanner />;
}

export const bannerDoc: ComponentDoc = {
  route: '/components/identity/banner',
  title: '공식 배너',
  summary: '모든 화면의 맨 위에서 이 누리집이 대한민국 공식 전자정부 누리집임을 알립니다. 포털은 화면마다 이 배너를 한 번 그립니다(조용히 늦게 수화되는 정적 부분).',
  importLine: "import { GovBanner } from '@portal/ui/chrome';",
  uses: ['GovBanner'],
  examples: [
    {
      id: 'ex-banner-default',
      name: '기본',
      state: 'default',
      description: '좁은 화면(360px)에서도 한 줄 또는 두 줄로 줄바꿈되며 가로로 넘치지 않습니다.',
      Render: Default,
      code: `<GovBanner />`,
    },
  ],
  props: [{ name: '(없음)', type: '—', description: '문구와 모양은 KRDS 공식 배너 그대로입니다. 속성이 없습니다.' }],
  a11y: {
    keyboard: ['초점을 받는 요소가 없습니다. Tab은 배너를 지나 건너뛰기 링크 다음의 헤더로 갑니다.'],
    roles: ['랜드마크가 아닌 일반 영역(div)입니다. 태극 모양은 aria-hidden="true"로 숨깁니다.'],
    screenReader: ['"이 누리집은 대한민국 공식 전자정부 누리집입니다."를 글자 그대로 읽습니다.'],
  },
};
