import { componentDoc } from '../showcase/component-doc';
import { Accordion, type AccordionItem } from '.';
import doc from './doc.json';

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

export const accordionDoc = componentDoc(doc, {
  route: '/components/select/accordion',
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
});
