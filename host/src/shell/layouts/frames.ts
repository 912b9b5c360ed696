import type { LayoutName } from '@portal/contracts/client';

/**
 * What each of the ten layouts puts around the page. Sections are found in the site map by an
 * "anchor" route they contain, not by menu id, so a renamed menu still lands in the right frame.
 *
 * - main: landing frame, no breadcrumb, full-width content.
 * - default: breadcrumb bar; side navigation of the page's own GNB section when it has one.
 * - center: 고객센터 band, 고객센터 side navigation, contact card.
 * - service: 상담 신청 band, 상담 side navigation, 132 telephone card.
 * - service2: 법률구조 신청 band with the e-application step indicator, 전자접수 side navigation,
 *   self-diagnosis card.
 * - service-type / service-pvsn: wide catalogue frames with the 서비스 찾기 tabs; service-type's band
 *   offers problem-type chips, service-pvsn's band an institution search.
 * - pub2nd: AI search frame: deep-blue band and the AI 법률검색 tabs, full-width results.
 * - guide: developer UI-kit frame: dark band, UI-kit side navigation.
 * - empty: popups: no chrome at all, only the main landmark.
 * - admin: the staff back office (/admin): the backoffice remote draws its own frame (antd), so the
 *   host adds nothing around it.
 */
export type BandTone = 'primary' | 'secondary' | 'gray' | 'ai' | 'dark';
export type BandExtra = 'steps' | 'problems' | 'inst-search' | null;
export type Aside = 'contact' | 'consult' | 'apply' | null;
export type FrameNav = { kind: 'side'; anchor: string } | { kind: 'tabs'; anchor: string } | { kind: 'trail' } | { kind: 'guide' } | null;

export interface FrameSpec {
  chrome: boolean;
  breadcrumb: boolean;
  band: { title: string; text: string; tone: BandTone; extra: BandExtra } | null;
  nav: FrameNav;
  aside: Aside;
  wide: boolean;
}

type Band = NonNullable<FrameSpec['band']>;
/** A frame with the header, breadcrumb and a band. */
const banded = (band: Band, { nav, aside, wide }: Pick<FrameSpec, 'nav' | 'aside' | 'wide'>): FrameSpec => ({ chrome: true, breadcrumb: true, band, nav, aside, wide });

export const frames: Record<LayoutName, FrameSpec> = {
  main: { chrome: true, breadcrumb: false, band: null, nav: null, aside: null, wide: true },
  default: { chrome: true, breadcrumb: true, band: null, nav: { kind: 'trail' }, aside: null, wide: false },
  center: banded(
    { title: '고객센터', text: '공지사항과 자주 묻는 질문을 확인하고, 궁금한 점을 문의하실 수 있습니다.', tone: 'gray', extra: null },
    { nav: { kind: 'side', anchor: '/center/ntc/list' }, aside: 'contact', wide: false },
  ),
  service: banded(
    { title: '상담 신청', text: '사이버·전화·화상·방문 상담을 기관별로 신청하고 예약하실 수 있습니다.', tone: 'primary', extra: null },
    { nav: { kind: 'side', anchor: '/dscsn/cyber' }, aside: 'consult', wide: false },
  ),
  service2: banded(
    { title: '법률구조 신청', text: '무료 법률구조 대상인지 확인하고, 필요한 서류와 함께 온라인으로 신청하실 수 있습니다.', tone: 'secondary', extra: 'steps' },
    { nav: { kind: 'side', anchor: '/elrcpt/gd' }, aside: 'apply', wide: false },
  ),
  'service-type': banded(
    { title: '유형별 서비스', text: '겪고 계신 문제의 유형을 고르시면 도움받을 수 있는 기관과 서비스를 안내합니다.', tone: 'primary', extra: 'problems' },
    { nav: { kind: 'tabs', anchor: '/servicetype' }, aside: null, wide: true },
  ),
  'service-pvsn': banded(
    { title: '기관별 서비스', text: '법률구조 플랫폼에 참여한 기관별로 제공하는 서비스를 찾아보실 수 있습니다.', tone: 'secondary', extra: 'inst-search' },
    { nav: { kind: 'tabs', anchor: '/servicepvsn' }, aside: null, wide: true },
  ),
  pub2nd: banded(
    { title: 'AI 법률검색', text: '궁금한 법률 문제를 문장으로 물어보시면 관련 법령·사례·서식을 찾아 드립니다.', tone: 'ai', extra: null },
    { nav: { kind: 'tabs', anchor: '/ai' }, aside: null, wide: true },
  ),
  guide: banded(
    { title: '개발자 가이드', text: 'KRDS를 따르는 법률구조 플랫폼 UI 키트와 화면 샘플입니다.', tone: 'dark', extra: null },
    { nav: { kind: 'guide' }, aside: null, wide: true },
  ),
  empty: { chrome: false, breadcrumb: false, band: null, nav: null, aside: null, wide: false },
  admin: { chrome: false, breadcrumb: false, band: null, nav: null, aside: null, wide: true },
};

/** The e-application steps shown in the service2 band. */
export const applicationSteps = ['자가진단', '정보 이용 동의', '신청서 작성', '증빙서류 제출', '접수 완료'] as const;

/** Which e-application step a path belongs to (index into applicationSteps), or -1 (guide pages). */
export function applicationStep(pathname: string): number {
  const p = pathname.toLowerCase();
  if (p.startsWith('/elrcpt/slfdgns/')) return 0;
  if (p.startsWith('/elrcpt/form/') && p.endsWith('agreinfo')) return 1;
  if (p.startsWith('/elrcpt/form/') || p === '/elrcpt/atrpr') return 2;
  if (p.startsWith('/elrcpt/prdoc/')) return 3;
  if (p === '/elrcpt/elrcptcmptninfo') return 4;
  return -1;
}
