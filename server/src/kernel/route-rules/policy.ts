import { catalogueServices } from '../../db/seed/data/service-catalogue';
import { normaliseMenuUrl } from '@portal/contracts';
import { isKnownRoute } from '../../plugins/known-routes';

/**
 * Institutions whose consultation or application runs on their own site: the only hosts an
 * EXTERNAL route rule may send a visitor to (an open redirect would let anyone craft a portal link
 * that lands on a phishing page). Checked when rules are seeded and again when they are read.
 */
export const EXTERNAL_HOST_ALLOW_LIST: ReadonlySet<string> = new Set([
  'www.ccrs.or.kr', // 신용회복위원회
  'www.childsupport.or.kr', // 양육비이행관리원
  'www.kcab.or.kr', // 대한상사중재원
  'sfwc.welfare.seoul.kr', // 서울시복지재단 서울금융복지상담센터
  // the sites where the service catalogue's institutions take applications (issue 20)
  ...catalogueServices.flatMap((s) => (s.apply.kind === 'EXTERNAL' ? [new URL(s.apply.target).hostname] : [])),
]);

export interface RuleTarget {
  action: 'REDIRECT' | 'EXTERNAL';
  target: string;
}

/** Why a rule's target is unusable, or null when it is fine. */
export function targetProblem({ action, target }: RuleTarget): string | null {
  if (action === 'EXTERNAL') {
    let url: URL;
    try {
      url = new URL(target);
    } catch {
      return `외부 이동 주소(${target})가 올바른 URL이 아닙니다.`;
    }
    if (url.protocol !== 'https:') return `외부 이동 주소(${target})는 https 주소여야 합니다.`;
    if (url.username || url.password) return `외부 이동 주소(${target})에 계정 정보를 넣을 수 없습니다.`;
    if (!EXTERNAL_HOST_ALLOW_LIST.has(url.hostname)) return `외부 이동 주소(${target})의 기관 누리집이 허용 목록에 없습니다.`;
    return null;
  }
  if (!/^\/(?!\/)[^\s\\]*$/.test(target)) return `이동 경로(${target})는 '/'로 시작하는 누리집 내부 경로여야 합니다.`;
  if (!isKnownRoute(normaliseMenuUrl(target))) return `이동 경로(${target})는 포털에 있는 화면이 아닙니다.`;
  return null;
}
