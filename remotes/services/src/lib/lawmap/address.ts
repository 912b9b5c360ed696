// The map's address: ?region=&sigungu=&type=&method= (never the visitor's position). Unknown or
// tampered values are dropped with a Korean sentence saying so; the page shows the rest.
import { HELP_METHODS, HELP_METHOD_LABELS, REGIONS, SERVICE_TYPES, SERVICE_TYPE_LABELS, SIGUNGU, type HelpMethod, type RegionCode, type ServiceType } from '@portal/contracts/client';

export interface MapAddress {
  region: RegionCode | '';
  sigungu: string;
  type: ServiceType | '';
  method: HelpMethod | '';
  /** What was dropped from the address, in Korean. */
  problems: string[];
}

export const SIGUNGU_BY_CODE = new Map(SIGUNGU.map((s) => [s[0], s] as const));
export const sigunguOf = (region: string) => SIGUNGU.filter((s) => s[0].startsWith(region));
export const isRegion = (code: string): code is RegionCode => Object.hasOwn(REGIONS, code);

const shown = (raw: string) => (raw.length > 20 ? `${raw.slice(0, 20)}…` : raw);

export function readMapAddress(search: string): MapAddress {
  const p = new URLSearchParams(search);
  const problems: string[] = [];
  const rawRegion = (p.get('region') ?? '').trim();
  const rawSigungu = (p.get('sigungu') ?? '').trim();
  const rawType = (p.get('type') ?? '').trim();
  const rawMethod = (p.get('method') ?? '').trim();
  let region: RegionCode | '' = '';
  let sigungu = '';
  if (rawRegion) {
    if (isRegion(rawRegion)) region = rawRegion;
    else problems.push(`주소의 시·도 코드 ‘${shown(rawRegion)}’를 알 수 없어 전국을 보여 드립니다. 시·도를 목록에서 다시 골라 주세요.`);
  }
  if (rawSigungu) {
    if (!SIGUNGU_BY_CODE.has(rawSigungu)) problems.push(`주소의 시·군·구 코드 ‘${shown(rawSigungu)}’를 알 수 없습니다. 시·군·구를 목록에서 다시 골라 주세요.`);
    else if (region && !rawSigungu.startsWith(region)) problems.push(`주소의 시·군·구가 ${REGIONS[region]}에 속하지 않아 ${REGIONS[region]} 전체를 보여 드립니다.`);
    else if (!rawRegion || region) {
      sigungu = rawSigungu;
      region = rawSigungu.slice(0, 2) as RegionCode;
    }
  }
  const type = (SERVICE_TYPES as readonly string[]).includes(rawType) ? (rawType as ServiceType) : '';
  if (rawType && !type) problems.push(`주소의 서비스 유형 ‘${shown(rawType)}’를 알 수 없어 모든 유형을 보여 드립니다.`);
  const method = (HELP_METHODS as readonly string[]).includes(rawMethod) ? (rawMethod as HelpMethod) : '';
  if (rawMethod && !method) problems.push(`주소의 상담 방법 ‘${shown(rawMethod)}’를 알 수 없어 모든 방법을 보여 드립니다.`);
  return { region, sigungu, type, method, problems };
}

/** The address of a map state (empty values left out). */
export function mapHref(path: string, a: Pick<MapAddress, 'region' | 'sigungu' | 'type' | 'method'>): string {
  const p = new URLSearchParams();
  if (a.region) p.set('region', a.region);
  if (a.sigungu) p.set('sigungu', a.sigungu);
  if (a.type) p.set('type', a.type);
  if (a.method) p.set('method', a.method);
  const s = p.toString();
  return s ? `${path}?${s}` : path;
}

/** Words for what the map shows: "대구광역시 중구", "전국"; with the type and method. */
export function scopeWords(a: Pick<MapAddress, 'region' | 'sigungu' | 'type' | 'method'>): string {
  const place = a.sigungu ? `${REGIONS[a.sigungu.slice(0, 2) as RegionCode]} ${SIGUNGU_BY_CODE.get(a.sigungu)?.[1] ?? ''}` : a.region ? REGIONS[a.region] : '전국';
  const extra = [a.type ? SERVICE_TYPE_LABELS[a.type] : '', a.method ? `${HELP_METHOD_LABELS[a.method]} 상담` : ''].filter(Boolean).join(', ');
  return extra ? `${place} (${extra})` : place;
}
