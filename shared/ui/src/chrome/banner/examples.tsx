import { componentDoc } from '../../showcase/component-doc';
import { GovBanner } from '.';
import doc from './doc.json';

function Default() {
  return <GovBanner />;
}

export const bannerDoc = componentDoc(doc, {
  route: '/components/identity/banner',
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
});
