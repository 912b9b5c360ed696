// Supporting documents (area `prdoc`, issue 17): the 26 proof forms (…Form routes under
// /elrcpt/prdoc/), what each asks, who issues it, how long it stays valid, the three ways a
// document comes in, the statuses of a requested document, and 나의서류's retention. No zod here:
// pages and the server read these directly; schemas.ts builds the validation on them.
import { HOUSEHOLD_DOCUMENTS, INCOME_DOCUMENTS, TARGET_BY_CODE } from '../slfdgns/rules';
import { codeList } from '../code-list';
import { PRDOC_FORM_CODES, type PrdocFormCode } from './codes';

export { PRDOC_FORM_CODES, prdocFormPath, type PrdocFormCode } from './codes';

/** One question of a proof form, as the issuing office asks it. Values: radio/select/year/text a string, checks a string[], period 'YYYY-MM~YYYY-MM'. */
export interface PrdocField {
  key: string;
  label: string;
  kind: 'radio' | 'checks' | 'select' | 'period' | 'year' | 'text';
  options?: readonly (readonly [string, string])[];
  required: boolean;
  hint?: string;
  /** period: the longest span in months; year: how many years back may be asked. */
  max?: number;
  /** What a fresh form shows (the issuer's usual choice). */
  initial?: string | readonly string[];
}

export interface PrdocKind {
  /** The form's route: /elrcpt/prdoc/<code>Form. */
  name: string;
  issuer: string;
  /** Where a citizen gets it themselves (shown in OinstInfoPopup). */
  selfService: string;
  /** What it proves for a legal-aid application (shown on the form). */
  proves: string;
  /** Days from issue during which an institution accepts it. */
  validityDays: number;
  /** Offered by the 전자문서지갑 (the wallet's certificate types). */
  wallet: boolean;
  /** Names the aid-target catalogue uses for this document (prefix match). */
  names: readonly string[];
  fields: readonly PrdocField[];
}

const PURPOSE: PrdocField = {
  key: 'purpose',
  label: '제출 용도',
  kind: 'select',
  options: [
    ['LEGAL_AID', '법률구조 신청 (구조 요건 확인)'],
    ['COURT', '소송 등 법원 제출'],
    ['ETC', '기타 (신청 기관 요청)'],
  ],
  required: true,
  initial: 'LEGAL_AID',
};
const ISSUE_FORM = (hint: string): PrdocField => ({
  key: 'issueType',
  label: '발급 형태',
  kind: 'radio',
  options: [
    ['ALL', '전체 발급 (모든 항목 포함)'],
    ['PART', '선택 발급 (고른 항목만 포함)'],
  ],
  required: true,
  initial: 'PART',
  hint,
});
const RRN_BACK: PrdocField = {
  key: 'rrnBack',
  label: '주민등록번호 뒷자리',
  kind: 'radio',
  options: [
    ['NONE', '미포함 (뒷자리를 가려 발급)'],
    ['SELF', '본인만 포함'],
    ['ALL', '본인과 세대원 모두 포함'],
  ],
  required: true,
  initial: 'NONE',
  hint: '뒷자리는 제출 용도가 필요로 할 때만 포함할 수 있습니다. 법률구조 신청에는 포함하지 않습니다.',
};
/** The 제출 용도 of the documents that can carry 주민등록번호 뒷자리: one more purpose that needs them whole. */
const RRN_PURPOSE: PrdocField = {
  ...PURPOSE,
  options: [...(PURPOSE.options ?? []), ['REGISTRY', '등기 신청 등 주민등록번호 전체 기재가 필요한 제출']],
};
const PERIOD = (label: string, months: number, hint: string): PrdocField => ({ key: 'period', label, kind: 'period', required: true, max: months, hint });
const YEAR = (label: string, back: number): PrdocField => ({ key: 'year', label, kind: 'year', required: true, max: back, hint: `최근 ${back}년 안에서 고를 수 있습니다.` });
const SUBJECT = (label = '발급 대상'): PrdocField => ({
  key: 'subject',
  label,
  kind: 'radio',
  options: [
    ['SELF', '본인'],
    ['HOUSEHOLD', '세대원 전원'],
  ],
  required: true,
  initial: 'HOUSEHOLD',
});
const MERIT = (name: string, law: string): PrdocKind => ({
  name,
  issuer: '국가보훈부 (지방보훈관서)',
  selfService: '정부24, 국가보훈부 누리집, 가까운 보훈지청',
  proves: `${law}에 따른 보훈대상자(본인 또는 유족)로서 무료 법률구조 대상임을 증명합니다.`,
  validityDays: 90,
  wallet: true,
  names: [name],
  fields: [
    { key: 'relation', label: '확인 대상', kind: 'radio', options: [['SELF', '본인 (유공자)'], ['FAMILY', '유족·가족']], required: true, initial: 'SELF' },
    PURPOSE,
  ],
});
const NTS = '국세청 (세무서)';
const NTS_SELF = '홈택스·손택스, 정부24, 가까운 세무서·무인민원발급기';

export const PRDOC_KINDS = {
  Rrno: {
    name: '주민등록표 등본',
    issuer: '행정안전부 (읍·면·동 주민센터)',
    selfService: '정부24, 주민센터, 무인민원발급기',
    proves: '세대원 수와 세대 구성을 보여 주어 가구 소득 기준(기준 중위소득)의 가구원 수를 정합니다.',
    validityDays: 90,
    wallet: true,
    names: ['주민등록표 등본'],
    fields: [
      ISSUE_FORM('법률구조 신청에는 세대원 전원과 세대 구성 사유가 나오는 선택 발급이면 충분합니다.'),
      {
        key: 'include',
        label: '포함할 항목 (선택 발급)',
        kind: 'checks',
        options: [
          ['PAST_ADDR', '과거 주소 변동 사항'],
          ['HOUSEHOLD_REASON', '세대 구성 사유'],
          ['HOUSEHOLD_DATE', '세대 구성 일자'],
          ['CHANGE_REASON', '변동 사유'],
          ['RELATION', '세대주와의 관계'],
          ['COHABITANT', '동거인'],
          ['OTHER_MEMBERS', '세대원의 이름 (본인 외)'],
        ],
        required: false,
        initial: ['HOUSEHOLD_REASON', 'RELATION', 'OTHER_MEMBERS'],
      },
      RRN_BACK,
      RRN_PURPOSE,
    ],
  },
  RrnoIndv: {
    name: '주민등록표 초본',
    issuer: '행정안전부 (읍·면·동 주민센터)',
    selfService: '정부24, 주민센터, 무인민원발급기',
    proves: '본인의 주소 변동 이력을 보여 주어 관할과 거주 요건(임차 주택 거주 등)을 확인합니다.',
    validityDays: 90,
    wallet: true,
    names: ['주민등록표 초본'],
    fields: [
      ISSUE_FORM('주소 변동 이력이 필요하면 과거 주소 변동 사항을 포함해 주세요.'),
      {
        key: 'include',
        label: '포함할 항목 (선택 발급)',
        kind: 'checks',
        options: [
          ['PAST_ADDR', '과거 주소 변동 사항'],
          ['HEAD_NAME', '세대주의 이름과 관계'],
          ['CHANGE_REASON', '변동 사유'],
          ['MILITARY', '병역 사항'],
          ['NAME_CHANGE', '개명 이력'],
        ],
        required: false,
        initial: ['PAST_ADDR', 'HEAD_NAME'],
      },
      {
        key: 'addrPeriod',
        label: '과거 주소 변동 범위',
        kind: 'radio',
        options: [
          ['ALL', '전체'],
          ['Y5', '최근 5년'],
        ],
        required: true,
        initial: 'Y5',
      },
      RRN_BACK,
      RRN_PURPOSE,
    ],
  },
  Robl: {
    name: '기초생활수급자 증명서',
    issuer: '시·군·구청 (읍·면·동 주민센터)',
    selfService: '정부24, 복지로, 주민센터',
    proves: '「국민기초생활 보장법」의 수급자임을 증명하여 소득 기준 없이 무료 법률구조 대상이 됩니다.',
    validityDays: 90,
    wallet: true,
    names: ['기초생활수급자 증명서'],
    fields: [
      { key: 'benefit', label: '급여 종류', kind: 'checks', options: [['LIVING', '생계급여'], ['MEDICAL', '의료급여'], ['HOUSING', '주거급여'], ['EDUCATION', '교육급여']], required: false, hint: '모르면 비워 두세요. 받는 급여가 모두 나옵니다.' },
      PURPOSE,
    ],
  },
  Prnt: {
    name: '한부모가족 증명서',
    issuer: '시·군·구청 (읍·면·동 주민센터)',
    selfService: '정부24, 주민센터',
    proves: '「한부모가족지원법」의 보호대상자임을 증명하여 무료 법률구조 대상이 됩니다.',
    validityDays: 90,
    wallet: true,
    names: ['한부모가족 증명서'],
    fields: [{ key: 'includeChildren', label: '자녀 표시', kind: 'radio', options: [['Y', '자녀 이름과 생년월일 표시'], ['N', '표시하지 않음']], required: true, initial: 'Y' }, PURPOSE],
  },
  NtnMerit: MERIT('국가유공자 확인서', '「국가유공자 등 예우 및 지원에 관한 법률」'),
  IndMerit: MERIT('독립유공자 확인서', '「독립유공자예우에 관한 법률」'),
  DemMerit: MERIT('민주유공자 확인서', '「민주유공자예우에 관한 법률」'),
  SpclMerit: MERIT('특수임무유공자 확인서', '「특수임무유공자 예우 및 단체설립에 관한 법률」'),
  Pwdbs: {
    name: '장애인 증명서',
    issuer: '시·군·구청 (읍·면·동 주민센터)',
    selfService: '정부24, 주민센터',
    proves: '「장애인복지법」에 따라 등록한 장애인임과 장애의 정도를 증명합니다 (심한 장애는 무료, 심하지 않은 장애는 일부 유료).',
    validityDays: 90,
    wallet: true,
    names: ['장애인 증명서'],
    fields: [{ key: 'showDegree', label: '장애 정도 표시', kind: 'radio', options: [['Y', '표시'], ['N', '표시하지 않음']], required: true, initial: 'Y', hint: '구조 범위(무료·일부 유료)를 정하려면 장애 정도가 필요합니다.' }, PURPOSE],
  },
  Frgnr: {
    name: '외국인등록사실증명',
    issuer: '법무부 (출입국·외국인청)',
    selfService: '하이코리아, 정부24, 출입국·외국인청',
    proves: '국내에 적법하게 머무르는 외국인(결혼이민자·외국인 근로자 등)임과 체류 자격을 증명합니다.',
    validityDays: 90,
    wallet: false,
    names: ['외국인등록사실증명'],
    fields: [
      { key: 'include', label: '포함할 항목', kind: 'checks', options: [['STAY_HISTORY', '체류 자격 변경 이력'], ['ADDR_HISTORY', '체류지 변경 이력'], ['WORKPLACE', '근무처 변경 이력']], required: false, initial: ['STAY_HISTORY'] },
      PURPOSE,
    ],
  },
  Expat: {
    name: '출입국에 관한 사실증명 (재외국민 거소)',
    issuer: '법무부 (출입국·외국인청)',
    selfService: '정부24, 출입국·외국인청, 재외공관',
    proves: '출국·입국 기록과 국내 거소 신고 사실로, 국내에 살며 법률구조를 받을 수 있는 재외국민임을 확인합니다.',
    validityDays: 90,
    wallet: false,
    names: ['출입국', '재외국민'],
    fields: [PERIOD('조회 기간', 120, '출입국 기록을 볼 기간입니다 (최대 10년).'), PURPOSE],
  },
  Milt: {
    name: '병적증명서',
    issuer: '병무청',
    selfService: '병무청 누리집, 정부24',
    proves: '복무 기간과 전역 일자로 제대군인(전역 후 3년 이내) 요건을 확인합니다.',
    validityDays: 90,
    wallet: true,
    names: ['병적증명서'],
    fields: [{ key: 'include', label: '포함할 항목', kind: 'checks', options: [['UNIT', '복무 부대'], ['RANK', '계급'], ['REASON', '전역 사유']], required: false, initial: ['REASON'] }, PURPOSE],
  },
  Farm: {
    name: '농업경영체 등록 확인서',
    issuer: '국립농산물품질관리원',
    selfService: '농업경영체 등록 누리집(농업e지), 정부24, 농관원 사무소',
    proves: '농업인으로 등록되어 있음을 증명하여 농어업인 법률구조 대상임을 확인합니다.',
    validityDays: 90,
    wallet: false,
    names: ['농업경영체'],
    fields: [{ key: 'include', label: '포함할 항목', kind: 'checks', options: [['LAND', '경작 농지'], ['CROPS', '재배 품목'], ['MEMBERS', '경영주 외 농업인']], required: false, initial: ['LAND'] }, PURPOSE],
  },
  HlthIspm: {
    name: '건강보험료 납부확인서',
    issuer: '국민건강보험공단',
    selfService: '국민건강보험공단 누리집·The건강보험 앱, 정부24, 공단 지사',
    proves: '세대의 월 건강보험료로 가구 소득이 기준 중위소득 이하인지 확인합니다 (최근 3개월).',
    validityDays: 90,
    wallet: true,
    names: ['건강보험료 납부확인서'],
    fields: [SUBJECT('발급 대상 (가입자)'), PERIOD('납부 기간', 12, '보통 최근 3개월을 냅니다 (최대 12개월).'), PURPOSE],
  },
  Npn: {
    name: '국민연금 가입내역 확인서',
    issuer: '국민연금공단',
    selfService: '국민연금공단 누리집·앱, 정부24, 공단 지사',
    proves: '가입 종류(사업장·지역)와 가입 기간으로 근로 여부와 소득 신고 내역을 확인합니다.',
    validityDays: 90,
    wallet: true,
    names: ['국민연금'],
    fields: [PERIOD('가입 기간', 120, '확인할 기간입니다 (최대 10년).'), PURPOSE],
  },
  EarnAmt: {
    name: '소득금액증명',
    issuer: NTS,
    selfService: NTS_SELF,
    proves: '지난해 종합소득·근로소득 금액으로 가구 소득 기준을 확인합니다.',
    validityDays: 90,
    wallet: true,
    names: ['소득금액증명'],
    fields: [
      YEAR('귀속 연도', 5),
      { key: 'incomeType', label: '소득 구분', kind: 'radio', options: [['ALL', '종합소득 (사업·근로 등 모두)'], ['WAGE', '근로소득 (연말정산)'], ['BIZ', '사업소득']], required: true, initial: 'ALL' },
      PURPOSE,
    ],
  },
  Txpay: {
    name: '납세증명서 (국세)',
    issuer: NTS,
    selfService: NTS_SELF,
    proves: '국세 체납이 없음을 증명합니다 (신청 기관이 요청한 경우).',
    validityDays: 30,
    wallet: true,
    names: ['납세증명서'],
    fields: [PURPOSE],
  },
  LcltxPay: {
    name: '지방세 납세증명서',
    issuer: '지방자치단체 (시·군·구청)',
    selfService: '위택스, 정부24, 시·군·구청',
    proves: '지방세 체납이 없음을 증명합니다 (신청 기관이 요청한 경우).',
    validityDays: 30,
    wallet: false,
    names: ['지방세 납세증명'],
    fields: [PURPOSE],
  },
  LcltxTxitm: {
    name: '지방세 세목별 과세증명서',
    issuer: '지방자치단체 (시·군·구청)',
    selfService: '위택스, 정부24, 시·군·구청',
    proves: '재산세·자동차세 등 과세 내역으로 가구의 재산(주택·토지·자동차)을 확인합니다.',
    validityDays: 90,
    wallet: false,
    names: ['지방세 세목별 과세증명', '재산세 과세증명'],
    fields: [
      YEAR('과세 연도', 5),
      { key: 'items', label: '세목', kind: 'checks', options: [['PROPERTY', '재산세'], ['CAR', '자동차세'], ['ACQUISITION', '취득세'], ['RESIDENT', '주민세']], required: true, initial: ['PROPERTY', 'CAR'] },
      PURPOSE,
    ],
  },
  BzmnReg: {
    name: '사업자등록증명',
    issuer: NTS,
    selfService: NTS_SELF,
    proves: '사업자 등록 사실과 업종·개업일로 소상공인·영세상인 요건을 확인합니다.',
    validityDays: 90,
    wallet: true,
    names: ['사업자등록증명'],
    fields: [{ key: 'showRrn', label: '주민등록번호 뒷자리', kind: 'radio', options: [['N', '미포함 (뒷자리를 가려 발급)'], ['Y', '포함']], required: true, initial: 'N' }, RRN_PURPOSE],
  },
  Clsbiz: {
    name: '휴업·폐업사실증명',
    issuer: NTS,
    selfService: NTS_SELF,
    proves: '휴업 또는 폐업한 날을 증명하여 폐업 소상공인 요건을 확인합니다.',
    validityDays: 90,
    wallet: true,
    names: ['폐업사실증명', '휴업'],
    fields: [{ key: 'kind', label: '증명 종류', kind: 'radio', options: [['CLOSED', '폐업사실증명'], ['SUSPENDED', '휴업사실증명']], required: true, initial: 'CLOSED' }, PURPOSE],
  },
  VatTxtn: {
    name: '부가가치세 과세표준증명',
    issuer: NTS,
    selfService: NTS_SELF,
    proves: '과세사업자의 매출(과세표준)로 영세 사업자 요건과 사업 소득을 확인합니다.',
    validityDays: 90,
    wallet: true,
    names: ['부가가치세 과세표준증명'],
    fields: [PERIOD('과세 기간', 36, '신고한 과세 기간입니다 (최대 3년).'), PURPOSE],
  },
  VatBzmnIncm: {
    name: '면세사업자 수입금액증명',
    issuer: NTS,
    selfService: NTS_SELF,
    proves: '면세사업자의 연 수입금액으로 영세 사업자 요건과 사업 소득을 확인합니다.',
    validityDays: 90,
    wallet: true,
    names: ['면세사업자 수입금액증명'],
    fields: [YEAR('귀속 연도', 5), PURPOSE],
  },
  Lndrg: {
    name: '토지(임야)대장',
    issuer: '국토교통부 (시·군·구청)',
    selfService: '정부24, 시·군·구청, 무인민원발급기',
    proves: '토지의 소재·면적·소유자로 재산 기준과 분쟁 대상 토지를 확인합니다.',
    validityDays: 90,
    wallet: true,
    names: ['토지', '임야대장'],
    fields: [
      { key: 'ledger', label: '대장 종류', kind: 'radio', options: [['LAND', '토지대장'], ['FOREST', '임야대장']], required: true, initial: 'LAND' },
      { key: 'address', label: '토지 소재지 (지번)', kind: 'text', required: true, hint: '예: 서울특별시 종로구 세종로 1-1' },
      { key: 'history', label: '연혁', kind: 'radio', options: [['N', '현재 소유자만'], ['Y', '소유자 변동 연혁 포함']], required: true, initial: 'N' },
      PURPOSE,
    ],
  },
  Bdst: {
    name: '건축물대장',
    issuer: '국토교통부 (시·군·구청)',
    selfService: '정부24, 세움터, 시·군·구청',
    proves: '건물의 소유자·용도·면적으로 재산 기준과 임대차 분쟁 대상 건물을 확인합니다.',
    validityDays: 90,
    wallet: true,
    names: ['건축물대장'],
    fields: [
      { key: 'ledger', label: '대장 종류', kind: 'radio', options: [['GENERAL', '일반건축물'], ['COLLECTIVE', '집합건축물 (아파트·다세대의 전유부)']], required: true, initial: 'COLLECTIVE' },
      { key: 'address', label: '건물 소재지', kind: 'text', required: true, hint: '예: 서울특별시 마포구 월드컵로 1, 101동 202호' },
      PURPOSE,
    ],
  },
  Vhr: {
    name: '자동차등록원부',
    issuer: '국토교통부 (시·군·구청 차량등록사업소)',
    selfService: '정부24, 자동차365, 차량등록사업소',
    proves: '자동차의 소유자와 차량가액 산정에 필요한 사항으로 재산 기준을 확인합니다.',
    validityDays: 90,
    wallet: true,
    names: ['자동차등록원부'],
    fields: [
      { key: 'carNo', label: '자동차 등록번호', kind: 'text', required: true, hint: '예: 12가3456' },
      { key: 'part', label: '발급 범위', kind: 'radio', options: [['A', '갑부 (소유·등록 사항)'], ['B', '을부 (저당권 등)'], ['AB', '갑부와 을부']], required: true, initial: 'A' },
      PURPOSE,
    ],
  },
} as const satisfies Record<PrdocFormCode, PrdocKind>;
/** A document without a form of its own (가족관계증명서, 임대차계약서 …): upload or 나의서류 only, with a title. */
export const PRDOC_ETC = 'Etc' as const;
export type PrdocCode = PrdocFormCode | typeof PRDOC_ETC;
export const PRDOC_CODES = [...PRDOC_FORM_CODES, PRDOC_ETC] as [PrdocCode, ...PrdocCode[]];

export const prdocKind = (code: string): PrdocKind | undefined => (PRDOC_KINDS as Record<string, PrdocKind>)[code];
/** The code a /elrcpt/prdoc/<code>Form path names, or undefined. */
export function prdocCodeOfPath(path: string): PrdocFormCode | undefined {
  const m = /^\/elrcpt\/prdoc\/([A-Za-z]+)Form$/.exec(path);
  return m && prdocKind(m[1]!) ? (m[1] as PrdocFormCode) : undefined;
}
export const prdocName = (code: string, title?: string | null) => prdocKind(code)?.name ?? title ?? '기타 서류';

// ─── The three ways in, and the statuses ────────────────────────────────────────────────────────
export const { codes: PRDOC_SOURCE_CODES, labels: PRDOC_SOURCES } = codeList({
  EXCHANGE: '행정정보 공동이용',
  WALLET: '전자문서지갑',
  UPLOAD: '직접 올림',
});
export type PrdocSource = (typeof PRDOC_SOURCE_CODES)[number];

/**
 * A document of an application: REQUESTED (staff asked for it, or a 공동이용 request is on its way),
 * SUBMITTED (supplied; the institution sees it once the application is submitted), CONFIRMED and
 * SUPPLEMENT (the institution's review, a reason with 보완요청), EXPIRED (its validity ran out before
 * the institution confirmed it).
 */
export const { codes: PRDOC_STATUS_CODES, labels: PRDOC_STATUS } = codeList({
  REQUESTED: '요청됨',
  SUBMITTED: '제출됨',
  CONFIRMED: '확인됨',
  SUPPLEMENT: '보완요청',
  EXPIRED: '만료',
});
export type PrdocStatus = (typeof PRDOC_STATUS_CODES)[number];
/** The citizen may (re)supply a document in these statuses (and any status while the application is a draft). */
export const PRDOC_SUPPLIABLE: readonly PrdocStatus[] = ['REQUESTED', 'SUPPLEMENT', 'EXPIRED'];

// ─── Limits and retention ───────────────────────────────────────────────────────────────────────
export const PRDOC_REASON_MAX = 500;
export const MYDOC_TITLE_MAX = 60;
/** The wallet hands over a signed certificate of at most this many characters. */
export const WALLET_DOCUMENT_MAX = 64 * 1024;
export const PRDOC_ID_PATTERN = /^P[0-9a-f]{24}$/;
export const MYDOC_ID_PATTERN = /^D[0-9a-f]{24}$/;
/** 나의서류 not used by any submitted application: deleted this many days after it was saved. */
export const MYDOC_RETENTION_DAYS = 365;
/** A copy submitted with an application: kept this many years after the case ended (privacy policy: 사건 종결 후 5년). */
export const PRDOC_CASE_RETENTION_YEARS = 5;
/** The exchange centre answers within this long or the request is a timeout. */
export const EXCHANGE_TIMEOUT_MS = 8000;

/** The text of the 행정정보 공동이용 consent (TrmsCnPopup), per document and per application. */
export const EXCHANGE_CONSENT_TEXT = [
  '본인은 이 법률구조 신청의 요건을 확인하기 위하여 담당 법률구조기관이 「전자정부법」 제36조제1항에 따른 행정정보의 공동이용을 통하여 아래 서류의 정보를 확인하는 것에 동의합니다.',
  '동의하지 않으면 같은 서류를 직접 발급받아 전자문서지갑으로 보내거나 파일로 올려야 합니다.',
  '확인한 정보는 이 신청의 심사에만 쓰며, 신청 기록과 함께 사건 종결 후 5년 동안 보관한 뒤 파기합니다.',
] as const;
export const EXCHANGE_CONSENT_PURPOSE = '법률구조 신청 요건 확인';

// ─── What an application needs ──────────────────────────────────────────────────────────────────
/** The form code of a document the catalogue names, or 'Etc' when no form issues it. */
export function prdocCodeOfName(documentName: string): PrdocCode {
  const hit = PRDOC_FORM_CODES.find((c) => PRDOC_KINDS[c].names.some((n) => documentName.startsWith(n)));
  return hit ?? PRDOC_ETC;
}

export interface RequiredDoc {
  /** As the catalogue names it, e.g. '건강보험료 납부확인서(세대원 전원, 최근 3개월)'. */
  name: string;
  code: PrdocCode;
}

/** The documents an application with these aid-target types needs: the household's, each type's, and the income test's when a type has an income cap. */
export function requiredDocs(targetTypes: readonly string[]): RequiredDoc[] {
  const types = targetTypes.map((c) => TARGET_BY_CODE.get(c)).filter((t) => t !== undefined);
  const capped = types.length === 0 || types.some((t) => t.cap !== 'NONE');
  const names = [...HOUSEHOLD_DOCUMENTS, ...types.flatMap((t) => t.documents), ...(capped ? INCOME_DOCUMENTS : [])];
  const out: RequiredDoc[] = [];
  for (const name of names) {
    const code = prdocCodeOfName(name);
    if (code !== PRDOC_ETC && out.some((d) => d.code === code)) continue;
    if (out.some((d) => d.name === name)) continue;
    out.push({ name, code });
  }
  return out;
}

// ─── Checking a form's answers (browser and server) ─────────────────────────────────────────────
export type PrdocOptionValues = Record<string, string | readonly string[]>;
const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;
const monthIndex = (s: string) => {
  const m = MONTH.exec(s);
  return m ? Number(m[1]) * 12 + Number(m[2]) - 1 : null;
};

/** What a fresh form holds: each field's initial value (a period: the last three months up to `today`'s month). */
export function initialOptions(code: PrdocFormCode, today: string): PrdocOptionValues {
  const out: Record<string, string | readonly string[]> = {};
  const [y, m] = today.split('-').map(Number) as [number, number];
  for (const f of PRDOC_KINDS[code].fields as readonly PrdocField[]) {
    if (f.initial !== undefined) out[f.key] = f.initial;
    else if (f.kind === 'period') {
      const end = y * 12 + m - 2; // last month
      const start = end - 2;
      const fmt = (i: number) => `${Math.floor(i / 12)}-${String((i % 12) + 1).padStart(2, '0')}`;
      out[f.key] = `${fmt(start)}~${fmt(end)}`;
    } else if (f.kind === 'year') out[f.key] = String(y - 1);
    else if (f.kind === 'checks') out[f.key] = [];
    else out[f.key] = '';
  }
  return out;
}

/**
 * Field errors of a form's answers (`options.<key>`), in Korean, naming the field and what to fix.
 * `today` is 'YYYY-MM-DD' (Seoul). Unknown keys are refused too: nothing unasked is stored.
 */
export function checkPrdocOptions(code: PrdocFormCode, values: PrdocOptionValues, today: string): { field: string; message: string }[] {
  const errors: { field: string; message: string }[] = [];
  const fields = PRDOC_KINDS[code].fields as readonly PrdocField[];
  const err = (f: PrdocField | string, message: string) => errors.push({ field: `options.${typeof f === 'string' ? f : f.key}`, message });
  for (const key of Object.keys(values)) if (!fields.some((f) => f.key === key)) err(key, `${key}는 이 서류에서 묻지 않는 항목입니다. 빼고 보내 주세요.`);
  const thisYear = Number(today.slice(0, 4));
  const thisMonth = thisYear * 12 + Number(today.slice(5, 7)) - 1;
  for (const f of fields) {
    const v = values[f.key];
    const empty = v === undefined || v === '' || (Array.isArray(v) && v.length === 0);
    if (empty) {
      if (f.required) err(f, f.kind === 'text' ? `${f.label}을(를) 입력해 주세요.` : `${f.label}을(를) 골라 주세요.`);
      continue;
    }
    const allowed = (f.options ?? []).map(([c]) => c);
    if (f.kind === 'checks') {
      if (!Array.isArray(v) || v.some((x) => !allowed.includes(x))) err(f, `${f.label}은(는) 목록에 있는 항목만 고를 수 있습니다.`);
      else if (new Set(v).size !== v.length) err(f, `${f.label}에 같은 항목이 두 번 있습니다.`);
    } else if (typeof v !== 'string') err(f, `${f.label}은(는) 하나만 고를 수 있습니다.`);
    else if (f.kind === 'radio' || f.kind === 'select') {
      if (!allowed.includes(v)) err(f, `${f.label}은(는) 목록에서 골라 주세요.`);
    } else if (f.kind === 'year') {
      const yv = /^\d{4}$/.test(v) ? Number(v) : NaN;
      const back = f.max ?? 5;
      if (!(yv <= thisYear && yv >= thisYear - back)) err(f, `${f.label}은(는) ${thisYear - back}년부터 ${thisYear}년 사이로 골라 주세요.`);
    } else if (f.kind === 'period') {
      const [a, b] = v.split('~');
      const from = a ? monthIndex(a) : null;
      const to = b ? monthIndex(b) : null;
      if (from === null || to === null) err(f, `${f.label}은(는) 시작 월과 끝 월을 YYYY-MM 형식으로 골라 주세요.`);
      else if (from > to) err(f, `${f.label}의 시작 월이 끝 월보다 늦습니다. 순서를 바꿔 주세요.`);
      else if (to > thisMonth) err(f, `${f.label}의 끝 월은 이번 달 이전이어야 합니다.`);
      else if (to - from + 1 > (f.max ?? 12)) err(f, `${f.label}은(는) 최대 ${f.max ?? 12}개월까지 고를 수 있습니다.`);
    } else if (f.kind === 'text') {
      if (v.trim().length < 2) err(f, `${f.label}을(를) 2자 이상 입력해 주세요.`);
      else if (v.length > 100) err(f, `${f.label}은(는) 100자 이하로 입력해 주세요.`);
    }
  }
  const rrn = errors.length ? null : rrnBackProblem(fields, values);
  if (rrn) errors.push(rrn);
  return errors;
}

// ─── 주민등록번호 뒷자리: only when the purpose needs it ──────────────────────────────────────────
/** How much of the back halves a request asks for: NONE, SELF (the member's own) or ALL (the household's too). */
export type RrnBackChoice = 'NONE' | 'SELF' | 'ALL';
/**
 * What each 제출 용도 allows (주민등록법 시행규칙: 뒷자리는 신청인이 포함을 고를 때만 나옵니다; the
 * portal lets a purpose decide): legal-aid eligibility needs the household, not the numbers;
 * a court may need them; 등기 needs the member's own whole number.
 */
export const RRN_BACK_BY_PURPOSE: Record<string, { allowed: readonly RrnBackChoice[]; why: string }> = {
  LEGAL_AID: { allowed: ['NONE'], why: '법률구조 신청 요건 확인에는 생년월일과 세대 구성만 필요해 뒷자리를 포함할 수 없습니다.' },
  COURT: { allowed: ['NONE', 'SELF', 'ALL'], why: '' },
  ETC: { allowed: ['NONE', 'SELF'], why: '기타 용도에는 본인의 뒷자리까지만 포함할 수 있습니다.' },
  REGISTRY: { allowed: ['SELF', 'ALL'], why: '등기 신청 등 주민등록번호 전체가 필요한 제출에는 본인의 뒷자리를 포함해야 합니다.' },
};

/** Why a record was opened with its back halves (the audit row's purpose; staff pick one of the last two). */
export const { codes: RRN_UNMASK_PURPOSE_CODES, labels: RRN_UNMASK_PURPOSES } = codeList({
  SELF_CHECK: '본인 확인',
  ELIGIBILITY: '구조 요건 심사 (세대원 확인)',
  COURT_FILING: '소송 서류 작성 (당사자 특정)',
});
export const STAFF_UNMASK_PURPOSE_CODES = ['ELIGIBILITY', 'COURT_FILING'] as const;

/** The back halves a form's answers ask for (NONE for a form without the choice). */
export function rrnBackChoice(values: PrdocOptionValues): RrnBackChoice {
  const v = values.rrnBack ?? (values.showRrn === 'Y' ? 'SELF' : 'NONE');
  return v === 'SELF' || v === 'ALL' ? v : 'NONE';
}

/** The purpose's rule on 뒷자리 (run by checkPrdocOptions once both answers are valid). */
function rrnBackProblem(fields: readonly PrdocField[], values: PrdocOptionValues): { field: string; message: string } | null {
  const choice = fields.find((f) => f.key === 'rrnBack' || f.key === 'showRrn');
  const rule = RRN_BACK_BY_PURPOSE[String(values.purpose)];
  if (!choice || !rule || rule.allowed.includes(rrnBackChoice(values))) return null;
  return { field: `options.${choice.key}`, message: `${rule.why} ${choice.label}을(를) 다시 골라 주세요.` };
}

/** The date a document of this kind issued on `issuedAt` (YYYY-MM-DD) stops being accepted. */
export function prdocExpiry(code: string, issuedAt: string): string {
  const days = prdocKind(code)?.validityDays ?? 90;
  const d = new Date(`${issuedAt}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}
