import type { ComponentDoc } from '../showcase/types';
import { Accordion, type AccordionItem } from '.';

const faq: AccordionItem[] = [
  { id: 'q1', head: '법률 상담은 무료인가요?', body: <p>네. 공단의 법률 상담은 누구나 무료로 받을 수 있습니다. 소송 대리는 소득 기준에 따라 무료이거나 일부를 냅니다.</p> },
  { id: 'q2', head: '상담을 예약하려면 무엇이 필요한가요?', body: <p>본인 인증만 있으면 됩니다. 방문 상담이라면 신분증과 사건 관련 서류를 가져오세요.</p> },
  { id: 'q3', head: '예약을 바꾸거나 취소할 수 있나요?', body: <p>상담 전날까지 나의 상담 예약에서 바꾸거나 취소할 수 있습니다.</p> },
];

function Default() {
  return <Accordion idPrefix="ex-acc-default" items={faq} />;
}

function WithTags() {
  return (
    <Accordion
      idPrefix="ex-acc-tag"
      headingLevel={4}
      items={[
        { id: 'q1', tag: '임대차', head: '전세 보증금을 돌려받지 못했어요.', body: <p>임차권 등기 명령을 신청하고, 지급 명령이나 소송으로 돌려받을 수 있습니다.</p>, href: '/center/faq/detail?faqId=FAQ-LEASE-01' },
        { id: 'q2', tag: '임금체불', head: '퇴직금을 받지 못했어요.', body: <p>노동청에 진정을 내고, 체불 임금 확인서를 받아 소송 구조를 신청할 수 있습니다.</p>, href: '/center/faq/detail?faqId=FAQ-WAGE-01' },
      ]}
    />
  );
}

export const accordionDoc: ComponentDoc = {
  route: '/components/select/accordion',
  title: '아코디언',
  summary:
    '제목만 늘어놓고 고른 것의 내용을 펼칩니다. 자주 묻는 질문(/center/faq/list)과 공개된 묻고 답하기가 이것을 씁니다. 여러 개를 함께 펼칠 수 있습니다.',
  importLine: "import { Accordion } from '@portal/ui/accordion';",
  uses: ['Accordion'],
  examples: [
    {
      id: 'ex-acc-default',
      name: '기본',
      state: 'default',
      Render: Default,
      code: `<Accordion
  idPrefix="faq"
  items={[
    { id: 'q1', head: '법률 상담은 무료인가요?', body: <p>네. 공단의 법률 상담은 …</p> },
    { id: 'q2', head: '상담을 예약하려면 무엇이 필요한가요?', body: <p>본인 인증만 …</p> },
  ]}
/>`,
    },
    {
      id: 'ex-acc-tag',
      name: '분류와 상세 링크',
      state: 'variant',
      description: 'tag는 제목 위의 작은 분류입니다. href를 주면 스크립트 없이 볼 때 내용 대신 그 질문의 화면으로 가는 링크를 보입니다.',
      Render: WithTags,
      code: `<Accordion
  idPrefix="faq"
  headingLevel={2}
  items={data.items.map((item) => ({
    id: item.faqId,
    tag: item.categoryName,
    head: item.question,
    href: \`/center/faq/detail?faqId=\${item.faqId}\`,
    body: <RichText html={item.answerHtml} />,
  }))}
/>`,
    },
  ],
  props: [
    { name: 'idPrefix', type: 'string', required: true, description: '버튼(`${idPrefix}-button-…`)과 내용(`${idPrefix}-panel-…`) id의 앞부분.' },
    { name: 'items', type: 'AccordionItem[]', required: true, description: 'id, head(제목), body(내용), tag(분류), href·hrefLabel(스크립트 없을 때의 링크).' },
    { name: 'headingLevel', type: '2 | 3 | 4', default: '3', description: '제목을 감싸는 h 요소의 단계(화면의 제목 구조에 맞춥니다).' },
  ],
  a11y: {
    keyboard: ['Tab으로 제목 버튼마다 옮겨 가고 Enter나 Space로 펼치고 접습니다.', '펼친 내용 안의 링크는 다음 Tab에서 닿습니다.'],
    roles: ['제목은 h 요소 안의 button(aria-expanded, aria-controls가 내용의 id)', '접힌 내용은 hidden'],
    screenReader: ['"법률 상담은 무료인가요?, 버튼, 접힘, 제목 수준 3"처럼 읽고, 누르면 "펼쳐짐"을 읽습니다.'],
  },
};
