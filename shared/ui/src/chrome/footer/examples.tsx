import { componentDoc } from '../../showcase/component-doc';
import { Footer } from '.';
import doc from './doc.json';

function Default() {
  return <Footer policyLabel="예시 정책 및 약관" />;
}

export const footerDoc = componentDoc(doc, {
  route: '/components/identity/footer',
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
});
