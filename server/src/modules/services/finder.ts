// The easy finder's ranking: which services take the problem, which the answers rule out, and why
// each one matches in plain words. Pure, so the rule is tested once at the unit level.
import {
  AGE_BAND_LABELS,
  HELP_METHOD_LABELS,
  INCOME_BAND_LABELS,
  INCOME_BAND_UPPER,
  PERSON_TAG_LABELS,
  REGIONS,
  type AgeBand,
  type FinderProblem,
  type HelpMethod,
  type IncomeBand,
  type PersonTag,
  type RegionCode,
  type ServiceMatch,
} from '@portal/contracts';

export interface FinderAnswers {
  problem: FinderProblem;
  age?: AgeBand;
  income?: IncomeBand;
  persons: readonly PersonTag[];
  region?: RegionCode;
  method?: HelpMethod;
}

export interface FinderService {
  id: string;
  regions: readonly RegionCode[];
  methods: readonly HelpMethod[];
  match: ServiceMatch;
  /** Offered through this portal (booking, cyber consultation, e-application). */
  inPortal: boolean;
  /** 시도 where the institution has an office on the map. */
  officeRegions: ReadonlySet<string>;
}

export type FinderVerdict = { id: string; ok: true; score: number; reasons: string[]; checks: string[] } | { id: string; ok: false; reason: string };

const regionName = (r: RegionCode) => REGIONS[r];
/** 이라서 / 라서 after a word, by its last syllable's final consonant. */
const josaRaseo = (word: string) => {
  const last = word.charCodeAt(word.length - 1);
  const hasFinal = last >= 0xac00 && last <= 0xd7a3 && (last - 0xac00) % 28 !== 0;
  return `${word}${hasFinal ? '이라서' : '라서'}`;
};
const plain = (label: string) => label.replace(/\(.*\)$/, '');
/** 으로 / 로 after a word (로 after a vowel or ㄹ). */
const josaRo = (word: string) => {
  const last = word.charCodeAt(word.length - 1);
  const final = last >= 0xac00 && last <= 0xd7a3 ? (last - 0xac00) % 28 : 0;
  return `${word}${final === 0 || final === 8 ? '로' : '으로'}`;
};

export function judgeService(s: FinderService, a: FinderAnswers): FinderVerdict {
  const m = s.match;
  if (!m.problems.includes(a.problem)) return { id: s.id, ok: false, reason: '다른 문제를 다루는 서비스입니다.' };
  const reasons: string[] = [];
  const checks: string[] = [];
  let score = 10;

  if (m.onlyFor?.length) {
    const mine = m.onlyFor.filter((p) => a.persons.includes(p));
    if (!mine.length) return { id: s.id, ok: false, reason: `${m.onlyFor.map((p) => plain(PERSON_TAG_LABELS[p])).join(', ')}만 이용할 수 있습니다.` };
    reasons.push(`${josaRaseo(plain(PERSON_TAG_LABELS[mine[0]!]))} 이용할 수 있어요`);
    score += 4;
  }
  const favoured = (m.favours ?? []).filter((p) => a.persons.includes(p));
  if (favoured.length) {
    reasons.push(`${favoured.map((p) => plain(PERSON_TAG_LABELS[p])).join(', ')}에게 우선 지원해요`);
    score += 2 * favoured.length;
  }
  if (m.ages?.length) {
    if (a.age && !m.ages.includes(a.age)) return { id: s.id, ok: false, reason: `${m.ages.map((x) => AGE_BAND_LABELS[x]).join(', ')}만 이용할 수 있습니다.` };
    if (a.age) {
      reasons.push(`${josaRaseo(AGE_BAND_LABELS[a.age])} 이용할 수 있어요`);
      score += 2;
    } else checks.push(`나이 조건: ${m.ages.map((x) => AGE_BAND_LABELS[x]).join(', ')}`);
  }
  if (m.incomeMaxPercent != null) {
    const cap = `기준 중위소득 ${m.incomeMaxPercent}% 이하`;
    if (!a.income) checks.push(`소득 조건: 가구 소득이 ${cap}인지 확인해 주세요.`);
    else if (INCOME_BAND_UPPER[a.income] > m.incomeMaxPercent) return { id: s.id, ok: false, reason: `가구 소득이 ${cap}여야 합니다(고른 구간: ${INCOME_BAND_LABELS[a.income]}).` };
    else {
      reasons.push(`${josaRaseo(a.income === 'BASIC' ? INCOME_BAND_LABELS.BASIC : cap)} 이용할 수 있어요`);
      score += 3;
    }
  }
  if (s.regions.length) {
    if (a.region && !s.regions.includes(a.region)) return { id: s.id, ok: false, reason: `${s.regions.map(regionName).join(', ')}에 사는 분만 이용할 수 있습니다.` };
    if (a.region) {
      reasons.push(`${regionName(a.region)}에 사는 분을 위한 서비스예요`);
      score += 3;
    } else checks.push(`지역 조건: ${s.regions.map(regionName).join(', ')}`);
  } else reasons.push('전국 어디서나 이용할 수 있어요');
  if (a.region && s.officeRegions.has(a.region)) {
    reasons.push(`${regionName(a.region)}에 사무소가 있어서 찾아갈 수 있어요`);
    score += 2;
  }
  if (a.method) {
    if (s.methods.includes(a.method)) {
      reasons.push(`${josaRo(plain(HELP_METHOD_LABELS[a.method]))} 도움받을 수 있어요`);
      score += 2;
    } else score -= 2;
  }
  if (s.inPortal) {
    reasons.push('이 누리집에서 바로 신청할 수 있어요');
    score += 1;
  }
  return { id: s.id, ok: true, score, reasons, checks };
}

/** Matching services best first (ties keep the catalogue's order), and those the answers rule out. */
export function rankServices(services: readonly FinderService[], a: FinderAnswers) {
  const verdicts = services.map((s, order) => ({ v: judgeService(s, a), order }));
  const matched = verdicts
    .filter((x): x is { v: Extract<FinderVerdict, { ok: true }>; order: number } => x.v.ok)
    .sort((x, y) => y.v.score - x.v.score || x.order - y.order)
    .map((x) => x.v);
  const excluded = verdicts
    .filter((x): x is { v: Extract<FinderVerdict, { ok: false }>; order: number } => !x.v.ok && services[x.order]!.match.problems.includes(a.problem))
    .map((x) => x.v);
  return { matched, excluded };
}
