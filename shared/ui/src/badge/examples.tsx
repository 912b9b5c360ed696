import { componentDoc } from '../showcase/component-doc';
import { Badge } from '.';
import doc from './doc.json';

function Tones() {
  return (
    <p className="uk-inline">
      <Badge tone="draft">작성 중</Badge>
      <Badge tone="booked">예약됨</Badge>
      <Badge tone="waiting">답변 대기</Badge>
      <Badge tone="done">완료</Badge>
      <Badge tone="rejected">반려</Badge>
      <Badge tone="cancelled">취소</Badge>
    </p>
  );
}

function InRow() {
  return (
    <ul className="fm-list">
      <li>
        <Badge tone="booked" data-status="BOOKED">
          예약됨
        </Badge>{' '}
        2026년 12월 3일 14:00 방문 상담(서울중앙지부)
      </li>
      <li>
        <Badge tone="waiting" data-status="WAITING">
          답변 대기
        </Badge>{' '}
        사이버 상담: 임대차 보증금 반환
      </li>
    </ul>
  );
}

export const badgeDoc = componentDoc(doc, {
  route: '/components/layout/badge',
  examples: [
    {
      id: 'ex-badge-tones',
      name: '여섯 가지 색조',
      state: 'variant',
      description: '색조는 상태의 무리입니다: 작성 중, 예약·진행, 기다림, 완료, 반려·만료, 취소. 모두 배경과 글자의 명암비가 4.5:1 이상입니다.',
      Render: Tones,
      code: `<Badge tone="draft">작성 중</Badge>
<Badge tone="booked">예약됨</Badge>
<Badge tone="waiting">답변 대기</Badge>
<Badge tone="done">완료</Badge>
<Badge tone="rejected">반려</Badge>
<Badge tone="cancelled">취소</Badge>`,
    },
    {
      id: 'ex-badge-row',
      name: '목록 줄 안에서',
      state: 'default',
      description: 'data-* 속성은 그대로 붙습니다(시험이 상태를 찾을 때).',
      Render: InRow,
      code: `<Badge tone={RSVT_TONE[status]} data-status={status}>{RSVT_STATUS_LABELS[status]}</Badge> {when} {place}`,
    },
  ],
});
