// Finding help (issue 20), area `services`: the catalogue of participating institutions and their
// services, the easy finder's questions, the 법률복지지도 and the one-stop request. Zod-free: the
// pages and the server's seed read these lists.
import { codeList, hintedCodeList } from '../code-list';
import { CASE_LABELS, type CaseCategory } from '../slfdgns/rules';
import type { RegionCode } from '../dscsn/rules';

/** Kinds of help a service gives (a service may have several). */
export const {
  codes: SERVICE_TYPES,
  labels: SERVICE_TYPE_LABELS,
  hints: SERVICE_TYPE_HINTS,
} = hintedCodeList({
  COUNSEL: ['법률상담', '법률문제를 어떻게 풀지 전문가에게 묻습니다.'],
  LITIGATION: ['소송지원', '소송을 대신 하거나 비용을 도와줍니다.'],
  MEDIATION: ['조정·중재', '법원에 가지 않고 양쪽의 합의를 돕습니다.'],
  DEBT: ['채무조정', '갚기 어려운 빚을 줄이거나 나눠 갚도록 돕습니다.'],
  RELIEF: ['피해구제', '범죄·사고·재난 피해를 신고하고 회복을 돕습니다.'],
  WELFARE: ['생활·복지 지원', '생계·주거·돌봄 같은 생활 지원으로 이어 줍니다.'],
});
export type ServiceType = (typeof SERVICE_TYPES)[number];

/** The real platform's grouping of its participating institutions (/plt/inst). */
export const { codes: INST_CATEGORIES, labels: INST_CATEGORY_LABELS } = codeList({
  LEGAL_AID: '법률구조기관',
  GOV: '정부부처 및 법원',
  LOCAL: '지자체 산하기관',
  PUBLIC: '공공기관',
  SPECIAL: '특수법인 및 단체',
});
export type InstCategory = (typeof INST_CATEGORIES)[number];

/** How far an institution's work is joined to the platform: information, application, or processing. */
export const { codes: LINK_LEVELS, labels: LINK_LEVEL_LABELS } = codeList({
  INFO: '정보연계',
  APPLY: '신청연계',
  PROCESS: '처리연계',
});
export type LinkLevel = (typeof LINK_LEVELS)[number];

/** How a citizen is helped. */
export const { codes: HELP_METHODS, labels: HELP_METHOD_LABELS } = codeList({
  VISIT: '방문',
  PHONE: '전화',
  VIDEO: '화상',
  ONLINE: '온라인(글·누리집)',
});
export type HelpMethod = (typeof HELP_METHODS)[number];

/** The real next step at the end of a service page. */
export const { codes: APPLY_KINDS, labels: APPLY_KIND_LABELS } = codeList({
  BOOK: '상담 예약하기',
  CYBER: '온라인 상담 신청하기',
  ELRCPT: '법률구조 전자신청하기',
  EXTERNAL: '기관 누리집에서 신청하기',
  PHONE: '전화로 신청하기',
});
export type ApplyKind = (typeof APPLY_KINDS)[number];

// ─── The easy finder (/myservice/easysearch) ────────────────────────────────────────────────────
/** What happened: the self-diagnosis's case categories and the problems only other institutions take. */
export const { codes: FINDER_PROBLEMS, labels: FINDER_PROBLEM_LABELS } = codeList({
  ...(CASE_LABELS as Record<CaseCategory, string>),
  MEDICAL: '병원 치료 중 사고(의료분쟁)',
  CONSUMER: '물건·서비스 구매, 온라인 거래 피해',
  COPYRIGHT: '저작권(글·음악·그림·영상) 다툼',
  ENVIRONMENT: '환경오염·가습기살균제 피해',
  WELFARE: '생계가 어려움(복지 지원)',
});
export type FinderProblem = (typeof FINDER_PROBLEMS)[number];

/** Who you are (any number; none is fine). */
export const { codes: PERSON_TAGS, labels: PERSON_TAG_LABELS } = codeList({
  SINGLE_PARENT: '한부모(혼자 아이를 키움)',
  DISABLED: '장애인',
  FOREIGN: '외국인·결혼이민자',
  NK_DEFECTOR: '북한이탈주민',
  VETERAN: '국가유공자·보훈대상자',
  ARTIST: '예술인',
  SMB: '소상공인·중소기업인',
  CRIME_VICTIM: '범죄 피해자',
});
export type PersonTag = (typeof PERSON_TAGS)[number];

/** Age bands (no birth date in the address). */
export const { codes: AGE_BANDS, labels: AGE_BAND_LABELS } = codeList({
  CHILD: '18세 이하',
  ADULT: '19~64세',
  SENIOR: '65세 이상',
});
export type AgeBand = (typeof AGE_BANDS)[number];

/** Household income as a share of 기준 중위소득; the upper bound of each band in %. */
export const { codes: INCOME_BANDS, labels: INCOME_BAND_LABELS } = codeList({
  BASIC: '기초생활수급·차상위',
  LE50: '기준 중위소득 50% 이하',
  LE100: '기준 중위소득 100% 이하',
  LE125: '기준 중위소득 125% 이하',
  LE150: '기준 중위소득 150% 이하',
  OVER150: '기준 중위소득 150% 초과',
});
export type IncomeBand = (typeof INCOME_BANDS)[number];
export const INCOME_BAND_UPPER: Record<IncomeBand, number> = { BASIC: 50, LE50: 50, LE100: 100, LE125: 125, LE150: 150, OVER150: Infinity };

/** Who a service is for, as the finder reads it. */
export interface ServiceMatch {
  /** Problems the service takes. */
  problems: readonly FinderProblem[];
  /** Only for these people (e.g. 양육비 긴급지원: SINGLE_PARENT); absent = anyone. */
  onlyFor?: readonly PersonTag[];
  /** People the service gives priority or extra help (a reason shown, not a condition). */
  favours?: readonly PersonTag[];
  /** Household income cap in % of 기준 중위소득; absent = no income condition. */
  incomeMaxPercent?: number;
  /** Age condition, when the service has one. */
  ages?: readonly AgeBand[];
}

export interface SourceRef {
  title: string;
  url: string;
}

/** A participating institution of the catalogue (seeded; the 35 of the real platform's /plt/inst). */
export interface CatalogueInstitution {
  /** Stable code: the consultation code for the eight that take bookings (KLAC, LHM …), otherwise our own. */
  code: string;
  name: string;
  /** The part of the institution that does the work, e.g. 남북하나재단 for 통일부. */
  unit?: string;
  category: InstCategory;
  linkLevel: LinkLevel;
  /** 플랫폼 연계사업 as the platform lists them. */
  linked: readonly string[];
  summary: string;
  phone: string | null;
  website: string | null;
  hours: string | null;
  address: string | null;
  sources: readonly SourceRef[];
}

export interface CatalogueService {
  /** Stable id, e.g. 'KLAC-COUNSEL'. */
  id: string;
  instCode: string;
  title: string;
  types: readonly ServiceType[];
  summary: string;
  /** Who may use it, one condition a line. */
  who: readonly string[];
  cost: string;
  methods: readonly HelpMethod[];
  /**
   * The real next step: a portal path for BOOK/CYBER/ELRCPT, an https URL for EXTERNAL, a number for
   * PHONE; `label` where the kind's own words would misname it (중재 신청서 is not a consultation).
   */
  apply: { kind: ApplyKind; target: string; label?: string };
  documents: readonly string[];
  /** Where it is offered; empty = 전국. */
  regions: readonly RegionCode[];
  match: ServiceMatch;
  sources: readonly SourceRef[];
}

/** An office of an institution on the map (consultation offices are offices too). */
export interface CatalogueOffice {
  officeId: string;
  instCode: string;
  name: string;
  /** KOSTAT 2018 시군구 code (5 digits), the first two are the 시도. */
  sigungu: string;
  address: string;
  phone: string;
  hours: string | null;
  methods: readonly HelpMethod[];
}

// ─── One-stop ───────────────────────────────────────────────────────────────────────────────────
/** Institutions that receive a one-stop request as their own written consultation case. */
export const ONE_STOP_INSTS = ['KLAC', 'LHM', 'LQA'] as const;
export type OneStopInst = (typeof ONE_STOP_INSTS)[number];
export const ONE_STOP_MIN = 2;
export const SERVICE_QUERY_MAX = 50;
