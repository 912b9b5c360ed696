import type { ComponentDoc } from '../showcase/types';
import { Badge } from '.';

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

export const badgeDoc: ComponentDoc = {
  route: '/components/layout/badge',
  title: '배지',
  summary:
    '기록의 상태(예약됨, 답변 대기, 완료)를 짧게 보입니다. 뜻은 글자가 전하고 색은 거들 뿐입니다. 마이페이지의 예약·상담·신청·서류 목록이 이것을 씁니다.',
  importLine: "import { Badge } from '@portal/ui';",
  uses: ['Badge'],
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
  props: [
    { name: 'tone', type: "'draft' | 'booked' | 'waiting' | 'done' | 'rejected' | 'cancelled'", required: true, description: '상태의 무리(색).' },
    { name: 'children', type: 'ReactNode', required: true, description: '상태의 이름(짧게).' },
    { name: 'data-*', type: 'string', description: '시험과 스타일을 위한 표시.' },
  ],
  a11y: {
    keyboard: ['배지는 초점을 받지 않습니다(누르는 것이 아닙니다).'],
    roles: ['역할 없는 span: 글자 그대로 읽힙니다.', '색만으로 뜻을 전하지 않습니다(WCAG 1.4.1). 테두리가 있어 고대비 모드에서도 보입니다.'],
    screenReader: ['"예약됨 2026년 12월 3일 14:00 방문 상담"처럼 줄의 글자와 이어서 읽습니다.'],
  },
};
