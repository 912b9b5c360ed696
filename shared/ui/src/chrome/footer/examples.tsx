import type { ComponentDoc } from '../../showcase/types';
import { Footer } from '.';

function Default() {
  return <Footer policyLabel="예시 정책 및 약관" />;
}

export const footerDoc: ComponentDoc = {
  route: '/components/identity/footer',
  title: '아이덴티티 푸터',
  summary: '화면 맨 아래에 서비스 이름, 주소와 연락처, 바로가기, 정책 링크(개인정보처리방침은 강조)와 운영기관 식별자를 둡니다. 포털의 모든 화면이 이 푸터를 씁니다.',
  importLine: "import { Footer } from '@portal/ui/chrome';",
  uses: ['Footer'],
  examples: [
    {
      id: 'ex-footer-default',
      name: '기본',
      state: 'default',
      description:
        '이 화면 아래에는 포털의 진짜 푸터가 있으므로, 예시는 정책 링크의 탐색 영역 이름을 "예시 정책 및 약관"으로 바꿉니다. 예시의 footer는 article 안에 있어 contentinfo 랜드마크가 되지 않습니다. 360px에서는 항목이 한 줄씩 쌓입니다.',
      Render: Default,
      code: `<Footer />`,
    },
  ],
  props: [{ name: 'policyLabel', type: 'string', default: "'정책 및 약관'", description: '정책 링크 nav 랜드마크의 이름(화면에서 하나뿐이어야 합니다).' }],
  a11y: {
    keyboard: ['Tab으로 묻고 답하기, 바로가기, 정책 링크를 차례로 지나며 Enter로 엽니다.'],
    roles: ['body 바로 아래의 footer는 contentinfo 랜드마크입니다.', '정책 링크는 nav(aria-label="정책 및 약관")', '기관 표장은 aria-hidden="true"'],
    screenReader: ['"콘텐츠 정보" 랜드마크로 바로 갈 수 있고, 정책 링크는 "정책 및 약관, 탐색"으로 읽습니다.'],
  },
};
