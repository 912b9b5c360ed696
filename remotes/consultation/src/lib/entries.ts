import type { EntryConfig } from './EntryPage';

/** The entry pages of routes.txt that lead into the booking steps. */
export const ENTRIES: Record<string, EntryConfig> = {
  '/dscsn/rsvt/intv': {
    path: '/dscsn/rsvt/intv',
    title: '방문상담 예약',
    lead: '방문상담을 하는 기관을 고르고 가까운 사무소에 예약합니다.',
    methods: ['VISIT'],
  },
  '/dscsn/intv/form/IntvLhdM': {
    path: '/dscsn/intv/form/IntvLhdM',
    title: '법률홈닥터 방문상담 신청',
    lead: '시·군·구청 등에 있는 법률홈닥터(변호사)를 찾아가 상담합니다. 소송을 대신하지는 않으며 해결 방향과 도움 받을 곳을 안내합니다.',
    methods: ['VISIT'],
    inst: 'LHD',
  },
  '/dscsn/intv/form/IntvLqaM': {
    path: '/dscsn/intv/form/IntvLqaM',
    title: '대한가정법률복지상담원 방문상담 신청',
    lead: '이혼, 가족관계, 상속 등 가정 문제를 상담원에 찾아가 상담합니다.',
    methods: ['VISIT'],
    inst: 'LQA',
  },
  '/dscsn/intv/IntvLhmM': {
    path: '/dscsn/intv/IntvLhmM',
    title: '한국가정법률상담소 방문상담 신청',
    lead: '이혼, 양육, 가정폭력, 상속 등 가정 문제를 상담소에 찾아가 상담합니다.',
    methods: ['VISIT'],
    inst: 'LHM',
  },
  '/dscsn/intv/IntvVidoKlacM': {
    path: '/dscsn/intv/IntvVidoKlacM',
    title: '대한법률구조공단 방문·화상상담 신청',
    lead: '대한법률구조공단의 가까운 사무소에 방문하거나 화상으로 상담합니다. 무료 소송 지원(법률구조)을 받을 수 있는지도 함께 안내합니다.',
    methods: ['VISIT', 'VIDEO'],
    inst: 'KLAC',
  },
  '/dscsn/vido/VidoLhmM': {
    path: '/dscsn/vido/VidoLhmM',
    title: '한국가정법률상담소 화상상담 신청',
    lead: '한국가정법률상담소 상담 위원과 화면으로 얼굴을 보며 가정 문제를 상담합니다.',
    methods: ['VIDEO'],
    inst: 'LHM',
  },
  '/dscsn/vido/vappt/inst': {
    path: '/dscsn/vido/vappt/inst',
    title: '기관별 화상상담 예약',
    lead: '화상상담을 하는 기관을 고르고 예약합니다.',
    methods: ['VIDEO'],
  },
  '/dscsn/vido/vappt/unif': {
    path: '/dscsn/vido/vappt/unif',
    title: '통합 화상상담 예약',
    lead: '화상상담을 하는 모든 기관을 한곳에서 예약합니다.',
    methods: ['VIDEO'],
    unified: true,
  },
  '/dscsn/tel/tappt': {
    path: '/dscsn/tel/tappt',
    title: '전화상담 예약',
    lead: '원하는 날짜와 시간을 예약하면 그 시간에 상담 위원이 전화를 드립니다.',
    methods: ['PHONE'],
  },
};
