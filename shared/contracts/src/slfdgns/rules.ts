// Legal-aid self-diagnosis (자가진단, issue 16): the case categories, the institutions that handle
// them, the aid-target catalogue (구조대상자 유형) and the pure eligibility rule. zod-free: the
// browser's pages import it directly (the catalogue is small) and the server answers
// POST /api/elrcpt/slfdgns/evaluate with the same function.
import { codeList, hintedCodeList } from '../code-list';
import type { ElrcptInst } from '../elrcpt/rules';
import { MEDIAN_INCOME, medianOf } from './median-income';

export { MEDIAN_INCOME, MEDIAN_YEARS, medianOf } from './median-income';

// ─── Sources (every fact of the catalogue names one) ─────────────────────────────────────────────
/**
 * LAA: 법률구조법 제7조제2항 (국가가 소송비용·변호사보수를 부담할 수 있는 자).
 * DECREE: 법률구조법 시행령 제4조제3항 (제7조제2항제11호의 "대통령령으로 정하는 자").
 * RULE: 법률구조법 시행규칙 제7조제1항 (공익법무관의 법률구조 대상자).
 * PORTAL: the real service's 구조대상자 유형찾기 screen (madive15/portal, LASP_ELE_004, 2025): group
 *   names, the 장애인 split 무료/일부유료, 임금등 체불 피해근로자·선원, 차상위계층, 소액임차인; its
 *   income classes E001 125 % / E002 150 % / E003 해당없음 (SlfdgnsEdit).
 * KLAC: 대한법률구조공단's public guide to 법률구조 대상자 (klac.or.kr, summarising the 공단's 법률구조사업규칙,
 *   an internal rule approved by the Minister of Justice, 시행령 제4조제4항). Not checked against the rule's text
 *   here: the real service keeps these rows in its database.
 */
export const { codes: SOURCE_CODES, labels: SOURCE_LABELS } = codeList({
  LAA: '법률구조법 제7조제2항',
  DECREE: '법률구조법 시행령 제4조제3항',
  RULE: '법률구조법 시행규칙 제7조제1항',
  PORTAL: '법률구조 플랫폼 구조대상자 유형찾기 화면(2025)',
  KLAC: '대한법률구조공단 법률구조 대상자 안내',
});
export type SourceCode = (typeof SOURCE_CODES)[number];

// ─── Case categories (plain language) ───────────────────────────────────────────────────────────
/** Each category with a short line under it, so nobody has to know the legal term. */
export const {
  codes: CASE_CATEGORIES,
  labels: CASE_LABELS,
  hints: CASE_HINTS,
} = hintedCodeList({
  LEASE: ['집·가게 보증금, 전세사기', '집주인이 보증금을 돌려주지 않거나, 전세사기를 당했거나, 집·가게에서 나가라고 하는 경우'],
  WAGE: ['월급·퇴직금을 못 받음', '일한 대가(임금, 퇴직금, 수당)를 받지 못한 경우'],
  FAMILY: ['이혼, 양육비, 친권·양육권', '이혼, 위자료·재산분할, 양육비, 아이를 누가 키울지 다투는 경우'],
  DEBT: ['빚 문제, 개인회생·파산', '갚기 어려운 빚이 있거나, 빚 독촉·압류를 받는 경우'],
  DAMAGES: ['사고로 다침, 손해배상(교통·의료·산재)', '교통사고, 의료사고, 일하다 다친 일로 손해를 배상받으려는 경우'],
  CONTRACT: ['빌려준 돈, 물건값, 계약 다툼', '빌려준 돈을 못 받거나, 물건·공사 대금과 계약을 두고 다투는 경우'],
  INHERIT: ['상속, 유언', '돌아가신 분의 재산이나 빚을 어떻게 물려받을지 정해야 하는 경우'],
  CRIME: ['범죄 피해를 입음(사기·폭행 등)', '사기, 폭행 같은 범죄로 피해를 입어 고소하거나 피해를 회복하려는 경우'],
  SEXUAL_VIOLENCE: ['성폭력 피해', '성폭력 피해에 대한 고소, 재판 동행, 손해배상 도움이 필요한 경우'],
  STALKING_DV: ['스토킹·가정폭력 피해', '스토킹이나 가족·배우자의 폭력에서 벗어나려는 경우(보호명령, 이혼 등)'],
  COMMERCE: ['사업자 사이의 거래 분쟁(국내 알선)', '사업자끼리의 물품·용역 거래 대금을 두고 다투는 경우'],
});
export type CaseCategory = (typeof CASE_CATEGORIES)[number];

/** Paths that carry the quick exit (GOV.UK "Exit this page"). */
export const SENSITIVE_CASES: readonly CaseCategory[] = ['SEXUAL_VIOLENCE', 'STALKING_DV'];
export const isSensitiveCase = (c: string | null | undefined): boolean => !!c && (SENSITIVE_CASES as readonly string[]).includes(c);

/** The booking's 상담 분야 (CONSULT_FIELDS of the consultation rules) a case category carries over to. */
export const CASE_TO_CONSULT_FIELD: Record<CaseCategory, 'LEASE' | 'WAGE' | 'FAMILY' | 'DEBT' | 'DAMAGES' | 'CONTRACT' | 'INHERIT' | 'CRIMINAL' | 'ETC'> = {
  LEASE: 'LEASE',
  WAGE: 'WAGE',
  FAMILY: 'FAMILY',
  DEBT: 'DEBT',
  DAMAGES: 'DAMAGES',
  CONTRACT: 'CONTRACT',
  INHERIT: 'INHERIT',
  CRIME: 'CRIMINAL',
  SEXUAL_VIOLENCE: 'CRIMINAL',
  STALKING_DV: 'FAMILY',
  COMMERCE: 'CONTRACT',
};

// ─── Institutions that take electronic applications ────────────────────────────────────────────
// The institutions and their codes are the application's (../elrcpt/rules: KLAC, LHM = 한국가정법률상담소, LQA, LEGALAID, KCAB).

export interface InstPath {
  inst: ElrcptInst;
  /** What this institution does for the case, in one line. */
  what: string;
  /** A named path of the institution (대한변협법률구조재단's 성폭력 / 스토킹·가정폭력 피해자 paths). */
  path?: string;
}

/** 대한변협법률구조재단 for every civil matter (the same line wherever it is offered). */
const LEGALAID_CIVIL: InstPath = { inst: 'LEGALAID', what: '변호사의 민사 소송 지원' };

/** Who handles which case (learned from the real service's routes: Klac, Klacfr, Lqa, Legalaid Sxvl/StkgDvM, Kcab). */
export const CASE_INSTS: Record<CaseCategory, InstPath[]> = {
  LEASE: [{ inst: 'KLAC', what: '임대차보증금 반환, 전세사기 피해 소송 지원' }, LEGALAID_CIVIL],
  WAGE: [{ inst: 'KLAC', what: '체불 임금·퇴직금 청구 소송 지원' }, LEGALAID_CIVIL],
  FAMILY: [
    { inst: 'KLAC', what: '이혼·양육비 등 가사 소송 지원' },
    { inst: 'LHM', what: '이혼·가족 문제 상담과 가사 소송 지원' },
    { inst: 'LQA', what: '가정 문제 상담과 가사 소송 지원' },
    { inst: 'LEGALAID', what: '변호사의 가사 소송 지원' },
  ],
  DEBT: [{ inst: 'KLAC', what: '개인회생·파산 신청 지원' }],
  DAMAGES: [{ inst: 'KLAC', what: '손해배상 청구 소송 지원' }, LEGALAID_CIVIL],
  CONTRACT: [{ inst: 'KLAC', what: '대여금·물품대금 등 민사 소송 지원' }, LEGALAID_CIVIL],
  INHERIT: [
    { inst: 'KLAC', what: '상속 포기·한정승인, 상속 소송 지원' },
    { inst: 'LHM', what: '상속·유언 상담과 가사 소송 지원' },
    { inst: 'LQA', what: '상속 상담과 가사 소송 지원' },
  ],
  CRIME: [{ inst: 'KLAC', what: '범죄피해자 고소 대리와 피해 회복 소송 지원' }],
  SEXUAL_VIOLENCE: [
    { inst: 'LEGALAID', what: '변호사의 고소 대리, 수사·재판 동행, 손해배상 소송', path: '성폭력 피해자 법률지원' },
    { inst: 'KLAC', what: '범죄피해자 법률구조' },
  ],
  STALKING_DV: [
    { inst: 'LEGALAID', what: '변호사의 보호명령 신청, 고소 대리, 이혼 소송', path: '스토킹·가정폭력 피해자 법률지원' },
    { inst: 'LHM', what: '가정폭력 피해 상담과 가사 소송 지원' },
    { inst: 'LQA', what: '가정폭력 피해 상담과 가사 소송 지원' },
  ],
  COMMERCE: [{ inst: 'KCAB', what: '국내 상거래 분쟁의 알선(합의 도움)' }],
};

// ─── The aid-target catalogue ───────────────────────────────────────────────────────────────────
export const { codes: TARGET_GROUPS, labels: TARGET_GROUP_LABELS } = codeList({
  ECON: '경제적 취약계층',
  SOCIAL: '사회적 취약계층',
  VICTIM: '범죄·재해·환경 피해자',
  TENANT: '임차인·전세사기피해자',
  SMB: '소상공인·중소기업인',
  MERIT: '국가유공자, 독립·전쟁·민주화 유공자 및 피해자 등',
  PUBLIC: '경찰·소방·제대군인·의사상자',
  OCCUP: '예술인·농어업인·특수직업군',
  GENERAL: '기준 중위소득 125% 이하 국민',
  FOREIGN: '외국인',
});
export type TargetGroup = (typeof TARGET_GROUPS)[number];

/** 기준 중위소득 125 %, 150 % or no income cap (the real service's E001 / E002 / E003). */
export type IncomeCap = 'MEDIAN_125' | 'MEDIAN_150' | 'NONE';
export const INCOME_CAP_LABELS: Record<IncomeCap, string> = { MEDIAN_125: '기준 중위소득 125% 이하', MEDIAN_150: '기준 중위소득 150% 이하', NONE: '소득 요건 없음' };
export const INCOME_CAP_PERCENT: Record<Exclude<IncomeCap, 'NONE'>, number> = { MEDIAN_125: 125, MEDIAN_150: 150 };
/** 무료 (FREE): no fee at all; 일부유료 (PARTIAL): the 의뢰자 pays part of the costs after the case (시행령 제4조). */
export type Tier = 'FREE' | 'PARTIAL';
export const TIER_LABELS: Record<Tier | 'NOT_ELIGIBLE', string> = { FREE: '무료 법률구조', PARTIAL: '일부유료 법률구조', NOT_ELIGIBLE: '전자접수 대상 아님' };

/** 임금등 체불 피해근로자: 최종 3개월 월평균임금 400만원 미만 (the issue, the real service's rule). */
export const WAGE_LIMIT = 4_000_000;

export interface TargetType {
  code: string;
  name: string;
  group: TargetGroup;
  cap: IncomeCap;
  tier: Tier;
  /** Case categories this type may apply for. */
  cases: readonly CaseCategory[];
  /** What proves the type, as the issuing office names the document. */
  documents: readonly string[];
  /** The law that defines the type, where it can be named. */
  basis?: string;
  source: SourceCode;
  /** 최종 3개월 월평균임금 400만원 미만 applies. */
  wageRule?: boolean;
  /** Extra words the search finds it by. */
  keywords?: string;
}

const CIVIL: CaseCategory[] = ['LEASE', 'WAGE', 'FAMILY', 'DEBT', 'DAMAGES', 'CONTRACT', 'INHERIT', 'CRIME'];
const ALL: CaseCategory[] = [...CIVIL, 'SEXUAL_VIOLENCE', 'STALKING_DV'];

const t = (code: string, name: string, group: TargetGroup, cap: IncomeCap, tier: Tier, source: SourceCode, documents: string[], extra: Partial<TargetType> = {}): TargetType => ({
  code,
  name,
  group,
  cap,
  tier,
  cases: CIVIL,
  documents,
  source,
  ...extra,
});

export const TARGET_TYPES: readonly TargetType[] = [
  // 경제적 취약계층
  t('ECON_BLSA', '국민기초생활보장 수급자', 'ECON', 'NONE', 'FREE', 'LAA', ['기초생활수급자 증명서'], { basis: '「국민기초생활 보장법」 제2조제2호', cases: ALL, keywords: '기초수급 생계급여 의료급여 주거급여' }),
  t('ECON_NEARPOOR', '차상위계층', 'ECON', 'NONE', 'FREE', 'PORTAL', ['차상위계층 확인서'], { basis: '「국민기초생활 보장법」 제2조제10호', cases: ALL }),
  t('ECON_SINGLEPARENT', '한부모가족 보호대상자', 'ECON', 'NONE', 'FREE', 'LAA', ['한부모가족 증명서'], { basis: '「한부모가족지원법」 제5조·제5조의2', cases: ALL, keywords: '미혼모 미혼부 조손가족' }),
  t('ECON_BASICPENSION', '기초연금 수급권자', 'ECON', 'NONE', 'FREE', 'LAA', ['기초연금 수급자 확인서'], { basis: '「기초연금법」 제3조', cases: ALL, keywords: '노인 어르신 65세' }),
  t('ECON_CHILDPROT', '보호대상아동', 'ECON', 'NONE', 'FREE', 'LAA', ['보호대상아동 확인서', '가족관계증명서'], { basis: '「아동복지법」 제3조제4호', cases: ALL }),
  t('ECON_YOUTHHEAD', '소년소녀가정 세대주', 'ECON', 'NONE', 'FREE', 'KLAC', ['주민등록표 등본', '가족관계증명서']),
  t('OCC_FISHCARRIER', '어획물운반업종사자', 'OCCUP', 'NONE', 'FREE', 'LAA', ['선원수첩 사본', '승선근무 확인서'], { basis: '「수산업법」 제2조제14호' }),
  t('ECON_DEBTOR', '개인회생·파산 신청 서민', 'ECON', 'MEDIAN_125', 'PARTIAL', 'KLAC', ['건강보험료 납부확인서', '부채증명서'], { cases: ['DEBT'] }),
  // 사회적 취약계층
  t('SOC_DISABLED_SEVERE', '장애인(장애의 정도가 심한 장애인, 종전 1~3급)', 'SOCIAL', 'NONE', 'FREE', 'PORTAL', ['장애인 증명서'], { basis: '「장애인복지법」 제2조제2항', cases: ALL }),
  t('SOC_DISABLED_MILD', '장애인(장애의 정도가 심하지 않은 장애인, 종전 4~6급)', 'SOCIAL', 'NONE', 'PARTIAL', 'PORTAL', ['장애인 증명서'], { basis: '「장애인복지법」 제2조제2항', cases: ALL }),
  t('SOC_NKDEFECTOR', '북한이탈주민(국내 거주)', 'SOCIAL', 'NONE', 'FREE', 'DECREE', ['북한이탈주민등록확인서'], { basis: '「북한이탈주민의 보호 및 정착지원에 관한 법률」 제2조제1호', cases: ALL, keywords: '탈북민 새터민' }),
  t('SOC_MARRIAGEMIG', '결혼이민자', 'SOCIAL', 'MEDIAN_125', 'FREE', 'KLAC', ['외국인등록사실증명', '혼인관계증명서'], { basis: '「재한외국인 처우 기본법」 제2조제3호', cases: ALL, keywords: '다문화 이주여성' }),
  t('SOC_MULTICULTURAL', '다문화가족 구성원', 'SOCIAL', 'MEDIAN_125', 'PARTIAL', 'KLAC', ['가족관계증명서', '주민등록표 등본'], { basis: '「다문화가족지원법」 제2조제1호' }),
  t('SOC_SCHOOLVIOLENCE', '학교폭력 피해학생', 'SOCIAL', 'NONE', 'FREE', 'KLAC', ['학교폭력 피해 사실 확인서'], { basis: '「학교폭력예방 및 대책에 관한 법률」 제2조', cases: ['DAMAGES', 'CRIME'] }),
  t('SOC_YOUTHCRISIS', '위기청소년', 'SOCIAL', 'NONE', 'FREE', 'KLAC', ['청소년상담복지센터 확인서'], { basis: '「청소년복지 지원법」 제2조제4호' }),
  t('SOC_SHELTERLEAVER', '자립준비청년(보호종료아동)', 'SOCIAL', 'NONE', 'FREE', 'KLAC', ['보호종료확인서'], { basis: '「아동복지법」 제38조', cases: ALL }),
  t('SOC_HOMELESS', '노숙인 등', 'SOCIAL', 'NONE', 'FREE', 'KLAC', ['노숙인시설 입소 확인서'], { basis: '「노숙인 등의 복지 및 자립지원에 관한 법률」 제2조' }),
  t('SOC_ELDERLY_ALONE', '홀로 사는 노인(독거노인)', 'SOCIAL', 'MEDIAN_125', 'FREE', 'KLAC', ['주민등록표 등본']),
  t('SOC_PRISONER', '구치소·교도소 수용자', 'SOCIAL', 'MEDIAN_125', 'PARTIAL', 'DECREE', ['수용증명서'], { basis: '법률구조법 시행령 제5조제1항제1호(자격 서류를 낼 수 없는 재소자)' }),
  t('SOC_SINGLEMOTHER_UNMARRIED', '미혼모·미혼부(한부모가족 미등록)', 'SOCIAL', 'MEDIAN_125', 'FREE', 'KLAC', ['가족관계증명서', '건강보험료 납부확인서'], { cases: ['FAMILY'] }),
  t('SOC_CHILDSUPPORT', '양육비를 받지 못한 한부모', 'SOCIAL', 'MEDIAN_150', 'FREE', 'KLAC', ['가족관계증명서', '양육비 채무 확인 서류(판결문·조정조서 등)'], { basis: '「양육비 이행확보 및 지원에 관한 법률」 제3조', cases: ['FAMILY'] }),
  // 범죄·재해·환경 피해자
  t('VIC_CRIME', '범죄피해자', 'VICTIM', 'NONE', 'FREE', 'DECREE', ['범죄피해 사실 확인서(고소장 접수증·사건사고사실확인원 등)'], { basis: '「범죄피해자 보호법」 제3조제1항제1호·제2항', cases: ['CRIME', 'DAMAGES', 'SEXUAL_VIOLENCE', 'STALKING_DV'] }),
  t('VIC_SEXUAL', '성폭력 피해자', 'VICTIM', 'NONE', 'FREE', 'KLAC', ['피해 사실 확인 서류(성폭력피해상담소·해바라기센터 확인서 등)'], { basis: '「성폭력방지 및 피해자보호 등에 관한 법률」 제7조의2', cases: ['SEXUAL_VIOLENCE', 'CRIME', 'DAMAGES'] }),
  t('VIC_DV', '가정폭력 피해자', 'VICTIM', 'NONE', 'FREE', 'KLAC', ['가정폭력 피해 사실 확인서(가정폭력상담소·보호시설 발급)'], { basis: '「가정폭력방지 및 피해자보호 등에 관한 법률」 제2조', cases: ['STALKING_DV', 'FAMILY', 'CRIME'] }),
  t('VIC_STALKING', '스토킹 피해자', 'VICTIM', 'NONE', 'FREE', 'KLAC', ['스토킹 피해 사실 확인 서류(고소장 접수증·긴급응급조치 결정서 등)'], { basis: '「스토킹방지 및 피해자보호 등에 관한 법률」 제2조', cases: ['STALKING_DV', 'CRIME'] }),
  t('VIC_CHILDABUSE', '아동학대 피해아동', 'VICTIM', 'NONE', 'FREE', 'KLAC', ['아동학대 피해 사실 확인서'], { basis: '「아동학대범죄의 처벌 등에 관한 특례법」 제2조', cases: ['CRIME', 'FAMILY', 'DAMAGES'] }),
  t('VIC_TRAFFICKING', '성매매 피해자', 'VICTIM', 'NONE', 'FREE', 'KLAC', ['성매매피해상담소 확인서'], { basis: '「성매매방지 및 피해자보호 등에 관한 법률」 제2조', cases: ['CRIME', 'DAMAGES', 'SEXUAL_VIOLENCE'] }),
  t('VIC_INDUSTRIAL', '산업재해 피해 근로자', 'VICTIM', 'MEDIAN_150', 'FREE', 'KLAC', ['산업재해 요양 승인 결정 통지서', '건강보험료 납부확인서'], { basis: '「산업재해보상보험법」 제5조', cases: ['DAMAGES', 'WAGE'] }),
  t('VIC_DISASTER', '자연재난 피해자', 'VICTIM', 'NONE', 'FREE', 'KLAC', ['피해사실확인서(읍·면·동 발급)'], { basis: '「재난 및 안전관리 기본법」 제3조' }),
  t('VIC_SOCIALDISASTER', '사회재난 피해자(특별재난지역)', 'VICTIM', 'NONE', 'FREE', 'KLAC', ['피해사실확인서(읍·면·동 발급)'], { basis: '「재난 및 안전관리 기본법」 제60조' }),
  t('VIC_HUMIDIFIER', '가습기살균제 피해자', 'VICTIM', 'NONE', 'FREE', 'KLAC', ['피해 인정 통지서(한국환경산업기술원)'], { basis: '「가습기살균제 피해구제를 위한 특별법」 제5조', cases: ['DAMAGES'] }),
  t('VIC_ENVIRONMENT', '환경오염 피해자', 'VICTIM', 'MEDIAN_150', 'FREE', 'KLAC', ['환경오염피해 구제 결정서'], { basis: '「환경오염피해 배상책임 및 구제에 관한 법률」', cases: ['DAMAGES'] }),
  t('VIC_MEDICAL', '의료사고 피해자', 'VICTIM', 'MEDIAN_125', 'PARTIAL', 'KLAC', ['진료기록부 사본', '건강보험료 납부확인서'], { cases: ['DAMAGES'] }),
  t('VIC_TRAFFIC', '교통사고 피해자', 'VICTIM', 'MEDIAN_125', 'PARTIAL', 'KLAC', ['교통사고사실확인원', '건강보험료 납부확인서'], { cases: ['DAMAGES'] }),
  // 임차인·전세사기피해자
  t('TEN_SMALLDEPOSIT', '주택 소액임차인', 'TENANT', 'NONE', 'FREE', 'PORTAL', ['임대차계약서 사본', '주민등록표 초본(주소 변동 포함)'], { basis: '「주택임대차보호법」 제8조, 같은 법 시행령 제11조', cases: ['LEASE'], keywords: '보증금 전세 월세' }),
  t('TEN_JEONSEFRAUD', '전세사기피해자', 'TENANT', 'NONE', 'FREE', 'KLAC', ['전세사기피해자 결정 통지서(국토교통부)', '임대차계약서 사본'], { basis: '「전세사기피해자 지원 및 주거안정에 관한 특별법」 제3조', cases: ['LEASE', 'CRIME'], keywords: '깡통전세 보증금' }),
  t('TEN_JEONSEFRAUD_CAND', '전세사기 피해 의심 임차인(결정 신청 중)', 'TENANT', 'MEDIAN_150', 'FREE', 'KLAC', ['전세사기피해자 결정 신청 접수증', '임대차계약서 사본'], { cases: ['LEASE'] }),
  t('TEN_COMMERCIAL', '상가건물 영세임차인', 'TENANT', 'MEDIAN_150', 'PARTIAL', 'KLAC', ['상가건물 임대차계약서 사본', '사업자등록증명'], { basis: '「상가건물 임대차보호법」 제14조', cases: ['LEASE'] }),
  t('TEN_HOUSING', '주택 임차인(보증금 반환)', 'TENANT', 'MEDIAN_125', 'PARTIAL', 'KLAC', ['임대차계약서 사본', '건강보험료 납부확인서'], { basis: '「주택임대차보호법」 제3조', cases: ['LEASE'] }),
  // 소상공인·중소기업인
  t('SMB_SMALLBIZ', '소상공인', 'SMB', 'MEDIAN_150', 'PARTIAL', 'KLAC', ['소상공인 확인서(중소기업현황정보시스템)', '사업자등록증명'], { basis: '「소상공인기본법」 제2조', cases: ['LEASE', 'CONTRACT', 'DEBT', 'COMMERCE'] }),
  t('SMB_CLOSED', '폐업 소상공인', 'SMB', 'MEDIAN_150', 'PARTIAL', 'KLAC', ['폐업사실증명', '건강보험료 납부확인서'], { cases: ['DEBT', 'CONTRACT', 'LEASE'] }),
  t('SMB_SUBCONTRACT', '하도급 피해 중소기업인', 'SMB', 'MEDIAN_150', 'PARTIAL', 'KLAC', ['사업자등록증명', '하도급 계약서 사본'], { basis: '「하도급거래 공정화에 관한 법률」 제2조', cases: ['CONTRACT', 'COMMERCE'] }),
  t('SMB_FRANCHISEE', '가맹점사업자', 'SMB', 'MEDIAN_150', 'PARTIAL', 'KLAC', ['가맹계약서 사본', '사업자등록증명'], { basis: '「가맹사업거래의 공정화에 관한 법률」 제2조', cases: ['CONTRACT', 'COMMERCE'] }),
  t('SMB_MARKET', '전통시장 상인', 'SMB', 'MEDIAN_150', 'PARTIAL', 'KLAC', ['사업자등록증명', '상인회 확인서'], { basis: '「전통시장 및 상점가 육성을 위한 특별법」 제2조', cases: ['LEASE', 'CONTRACT'] }),
  t('SMB_GENERAL', '영세상인', 'SMB', 'MEDIAN_125', 'PARTIAL', 'RULE', ['사업자등록증명', '건강보험료 납부확인서'], { cases: ['LEASE', 'CONTRACT', 'DEBT'] }),
  // 국가유공자, 독립·전쟁·민주화 유공자 및 피해자 등
  t('MER_PATRIOT', '국가유공자와 그 유족', 'MERIT', 'NONE', 'FREE', 'LAA', ['국가유공자 확인서'], { basis: '「국가유공자 등 예우 및 지원에 관한 법률」 제6조제1항', cases: ALL }),
  t('MER_INDEPENDENCE', '독립유공자와 그 유족·가족', 'MERIT', 'NONE', 'FREE', 'LAA', ['독립유공자 확인서'], { basis: '「독립유공자예우에 관한 법률」 제6조제1항', cases: ALL }),
  t('MER_518', '5·18민주유공자', 'MERIT', 'NONE', 'FREE', 'LAA', ['5·18민주유공자 확인서'], { basis: '「5·18민주유공자예우 및 단체설립에 관한 법률」 제7조제1항', cases: ALL }),
  t('MER_VETERAN', '참전유공자', 'MERIT', 'NONE', 'FREE', 'DECREE', ['참전유공자 확인서'], { basis: '「참전유공자 예우 및 단체설립에 관한 법률」 제5조', cases: ALL }),
  t('MER_AGENTORANGE', '고엽제후유의증환자·고엽제후유증 2세환자', 'MERIT', 'NONE', 'FREE', 'DECREE', ['고엽제후유의증환자 확인서'], { basis: '「고엽제후유의증 등 환자지원 및 단체설립에 관한 법률」 제7조제7항', cases: ALL }),
  t('MER_SPECIALMISSION', '특수임무유공자', 'MERIT', 'NONE', 'FREE', 'DECREE', ['특수임무유공자 확인서'], { basis: '「특수임무유공자 예우 및 단체설립에 관한 법률」 제6조', cases: ALL }),
  t('MER_DEMOCRACY', '민주화운동 관련자', 'MERIT', 'NONE', 'FREE', 'KLAC', ['민주화운동 관련자 증서'], { basis: '「민주화운동 관련자 명예회복 및 보상 등에 관한 법률」 제2조' }),
  t('MER_FORCEDLABOR', '일제강제동원 피해자와 유족', 'MERIT', 'NONE', 'FREE', 'KLAC', ['강제동원 피해자 결정 통지서'], { basis: '「대일항쟁기 강제동원 피해조사 및 국외강제동원 희생자 등 지원에 관한 특별법」' }),
  t('MER_SUPPORTED', '보훈보상대상자와 그 유족', 'MERIT', 'NONE', 'FREE', 'KLAC', ['보훈보상대상자 확인서'], { basis: '「보훈보상대상자 지원에 관한 법률」 제2조' }),
  t('MER_JEJU43', '제주4·3사건 희생자와 유족', 'MERIT', 'NONE', 'FREE', 'KLAC', ['제주4·3사건 희생자·유족 결정 통지서'], { basis: '「제주4·3사건 진상규명 및 희생자 명예회복에 관한 특별법」 제2조' }),
  // 경찰·소방·제대군인·의사상자
  t('PUB_SOLDIER', '의무복무 중인 병사', 'PUBLIC', 'NONE', 'FREE', 'KLAC', ['복무확인서'], { cases: ALL, keywords: '군인 장병 사병' }),
  t('PUB_DISCHARGED', '제대군인(전역 후 3년 이내)', 'PUBLIC', 'MEDIAN_150', 'PARTIAL', 'KLAC', ['병적증명서'], { basis: '「제대군인지원에 관한 법률」 제2조' }),
  t('PUB_POLICE', '경찰공무원(직무 관련 소송)', 'PUBLIC', 'NONE', 'PARTIAL', 'RULE', ['재직증명서'], { basis: '법률구조법 시행규칙 제7조제1항제3호(국가공무원·지방공무원)', cases: ['DAMAGES', 'CRIME', 'CONTRACT'] }),
  t('PUB_FIRE', '소방공무원(직무 관련 소송)', 'PUBLIC', 'NONE', 'PARTIAL', 'RULE', ['재직증명서'], { basis: '법률구조법 시행규칙 제7조제1항제3호(국가공무원·지방공무원)', cases: ['DAMAGES', 'CRIME', 'CONTRACT'] }),
  t('PUB_RIGHTEOUS', '의사상자와 그 유족', 'PUBLIC', 'NONE', 'FREE', 'KLAC', ['의사상자 증서'], { basis: '「의사상자 등 예우 및 지원에 관한 법률」 제2조', cases: ALL }),
  t('PUB_PUBLICSERVANT', '국가·지방공무원', 'PUBLIC', 'MEDIAN_150', 'PARTIAL', 'RULE', ['재직증명서', '건강보험료 납부확인서'], { basis: '법률구조법 시행규칙 제7조제1항제3호' }),
  // 예술인·농어업인·특수직업군
  t('OCC_FARMER', '농업인', 'OCCUP', 'NONE', 'FREE', 'LAA', ['농업경영체 등록 확인서'], { basis: '「농업·농촌 및 식품산업 기본법」 제3조제2호', cases: ALL }),
  t('OCC_FISHER', '어업인', 'OCCUP', 'NONE', 'FREE', 'LAA', ['어업경영체 등록 확인서'], { basis: '「수산업·어촌 발전 기본법」 제3조제3호', cases: ALL }),
  t('OCC_ARTIST', '예술인', 'OCCUP', 'MEDIAN_150', 'PARTIAL', 'KLAC', ['예술활동증명(한국예술인복지재단)'], { basis: '「예술인 복지법」 제2조', cases: ['WAGE', 'CONTRACT', 'DAMAGES'] }),
  t('OCC_SPECIALTYPE', '노무제공자(특수형태근로종사자)', 'OCCUP', 'MEDIAN_150', 'PARTIAL', 'KLAC', ['위촉계약서 사본', '보수 지급 내역'], { basis: '「산업재해보상보험법」 제91조의15', cases: ['WAGE', 'CONTRACT', 'DAMAGES'], keywords: '배달 택배 대리운전 보험설계사' }),
  t('OCC_SEAFARER', '임금등 체불 피해선원', 'OCCUP', 'NONE', 'FREE', 'PORTAL', ['임금체불 확인서', '선원수첩 사본'], { basis: '「선원법」', cases: ['WAGE'], wageRule: true }),
  t('OCC_WAGE', '임금등 체불 피해근로자', 'OCCUP', 'NONE', 'FREE', 'PORTAL', ['체불임금등·사업주 확인서(고용노동부 지방관서)', '최종 3개월 임금 지급 내역(급여명세서·통장 사본)'], { basis: '「근로기준법」 제36조·제43조, 「임금채권보장법」 제7조', cases: ['WAGE'], wageRule: true, keywords: '월급 퇴직금 임금체불' }),
  t('OCC_WORKER', '근로자', 'OCCUP', 'MEDIAN_150', 'PARTIAL', 'RULE', ['재직증명서 또는 경력증명서', '건강보험료 납부확인서'], { basis: '법률구조법 시행규칙 제7조제1항제2호' }),
  t('OCC_CONSUMER', '소비자 피해자', 'OCCUP', 'MEDIAN_125', 'PARTIAL', 'RULE', ['피해 사실 자료(계약서·영수증 등)', '건강보험료 납부확인서'], { basis: '법률구조법 시행규칙 제7조제1항제5호', cases: ['CONTRACT', 'DAMAGES'] }),
  // 기준 중위소득 125% 이하 국민
  t('GEN_125', '기준 중위소득 125% 이하 국민', 'GENERAL', 'MEDIAN_125', 'PARTIAL', 'KLAC', ['건강보험료 납부확인서'], { cases: ALL }),
  // 외국인
  t('FOR_RESIDENT', '국내 거주 외국인', 'FOREIGN', 'MEDIAN_125', 'PARTIAL', 'RULE', ['외국인등록사실증명', '건강보험료 납부확인서'], { basis: '법률구조법 시행규칙 제7조제1항제8호', cases: ALL }),
  t('FOR_WAGE', '임금등 체불 피해 외국인 근로자', 'FOREIGN', 'NONE', 'FREE', 'PORTAL', ['외국인등록사실증명', '체불임금등·사업주 확인서(고용노동부 지방관서)'], { cases: ['WAGE'], wageRule: true }),
  t('FOR_REFUGEE', '난민인정자', 'FOREIGN', 'MEDIAN_125', 'FREE', 'KLAC', ['난민인정증명서'], { basis: '「난민법」 제2조제2호', cases: ALL }),
  t('FOR_HUMANITARIAN', '인도적체류허가자', 'FOREIGN', 'MEDIAN_125', 'PARTIAL', 'KLAC', ['외국인등록사실증명'], { basis: '「난민법」 제2조제3호' }),
];

export const TARGET_BY_CODE: ReadonlyMap<string, TargetType> = new Map(TARGET_TYPES.map((x) => [x.code, x]));
export const TARGET_CODES = TARGET_TYPES.map((x) => x.code) as [string, ...string[]];
/** The general rule (no type chosen): 기준 중위소득 125 % 이하 국민. */
export const GENERAL_TYPE = TARGET_BY_CODE.get('GEN_125')!;

/** Household documents everyone prepares. */
export const HOUSEHOLD_DOCUMENTS = ['주민등록표 등본(세대원 전원 표시)'] as const;
export const INCOME_DOCUMENTS = ['건강보험료 납부확인서(세대원 전원, 최근 3개월)'] as const;

// ─── The rule ──────────────────────────────────────────────────────────────────────────────────
export interface EvaluateInput {
  year: number;
  householdSize: number;
  /** 가구 월소득 (원). */
  monthlyIncome: number;
  targetTypes: readonly string[];
  /** 최종 3개월 월평균임금 (원): needed when a chosen type has the 400만원 rule. */
  averageWage?: number | null;
}

export type TestStatus = 'PASS' | 'FAIL' | 'NOT_NEEDED';
export const TEST_STATUS_LABELS: Record<TestStatus, string> = { PASS: '통과', FAIL: '미충족', NOT_NEEDED: '해당 없음' };
export interface RuleTest {
  id: 'TYPE' | 'WAGE' | 'INCOME';
  label: string;
  status: TestStatus;
  detail: string;
  /** The limit tested (원), when there is one. */
  limit: number | null;
}
export interface EvaluateResult {
  eligible: boolean;
  tier: Tier | 'NOT_ELIGIBLE';
  /** The limit that decided (원): the failed one, or the income limit passed; null when no amount limit applied. */
  limit: number | null;
  /** How far over the failed limit (원); 0 when eligible. */
  over: number;
  /** The type the answer rests on. */
  basisType: { code: string; name: string };
  tests: RuleTest[];
  documents: string[];
}

/** Input the rule cannot judge: the field and a Korean sentence (the server answers 400 with it). */
export class RuleInputError extends Error {
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(message);
  }
}

export const wonText = (n: number) => `${n.toLocaleString('ko-KR')}원`;

/** The income limit of a cap (원 per month, whole won: income ≤ limit ⇔ income ≤ median × pct). */
export function incomeLimit(year: number, householdSize: number, cap: Exclude<IncomeCap, 'NONE'>): number {
  const median = medianOf(year, householdSize);
  if (median == null) throw new RuleInputError('year', `${year}년 기준 중위소득 자료가 없습니다. ${Object.keys(MEDIAN_INCOME).join('년, ')}년 중에서 골라 주세요.`);
  return Math.floor((median * INCOME_CAP_PERCENT[cap]) / 100);
}

function checkInput(input: EvaluateInput) {
  if (!MEDIAN_INCOME[input.year]) throw new RuleInputError('year', `${input.year}년 기준 중위소득 자료가 없습니다. ${Object.keys(MEDIAN_INCOME).join('년, ')}년 중에서 골라 주세요.`);
  if (!Number.isInteger(input.householdSize) || input.householdSize < 1) throw new RuleInputError('householdSize', '가구원 수는 1명 이상으로 골라 주세요.');
  if (!Number.isFinite(input.monthlyIncome) || input.monthlyIncome < 0) throw new RuleInputError('monthlyIncome', '가구 월소득은 0원 이상으로 적어 주세요.');
  for (const code of input.targetTypes) if (!TARGET_BY_CODE.has(code)) throw new RuleInputError('targetTypes', `알 수 없는 구조대상자 유형입니다: ${code.slice(0, 40)}. 목록에서 다시 골라 주세요.`);
}

/** One type's tests, in order, stopping at the first failed limit. */
function evaluateType(type: TargetType, input: EvaluateInput, general: boolean): { ok: boolean; tests: RuleTest[]; limit: number | null; over: number } {
  const tests: RuleTest[] = [];
  tests.push(
    general
      ? { id: 'TYPE', label: '구조대상자 유형', status: 'NOT_NEEDED', detail: '고른 유형이 없어 일반 기준(기준 중위소득 125% 이하 국민)으로 확인했습니다.', limit: null }
      : { id: 'TYPE', label: '구조대상자 유형', status: 'PASS', detail: `${type.name}: ${type.documents.join(', ')}로 증명합니다.`, limit: null },
  );
  if (type.wageRule) {
    const wage = input.averageWage;
    if (wage == null) throw new RuleInputError('averageWage', `${type.name} 유형은 최종 3개월 월평균임금을 적어 주세요.`);
    if (wage >= WAGE_LIMIT) {
      tests.push({ id: 'WAGE', label: '최종 3개월 월평균임금 400만원 미만', status: 'FAIL', detail: `월평균임금 ${wonText(wage)}이 기준 ${wonText(WAGE_LIMIT)} 미만이 아닙니다(${wonText(wage - WAGE_LIMIT)} 초과).`, limit: WAGE_LIMIT });
      return { ok: false, tests, limit: WAGE_LIMIT, over: wage - WAGE_LIMIT };
    }
    tests.push({ id: 'WAGE', label: '최종 3개월 월평균임금 400만원 미만', status: 'PASS', detail: `월평균임금 ${wonText(wage)}이 기준 ${wonText(WAGE_LIMIT)} 미만입니다.`, limit: WAGE_LIMIT });
  } else {
    tests.push({ id: 'WAGE', label: '최종 3개월 월평균임금 400만원 미만', status: 'NOT_NEEDED', detail: '임금체불 피해 유형에만 보는 요건입니다.', limit: null });
  }
  if (type.cap === 'NONE') {
    tests.push({ id: 'INCOME', label: '가구 소득 요건', status: 'NOT_NEEDED', detail: `${type.name} 유형은 소득 요건이 없습니다.`, limit: null });
    return { ok: true, tests, limit: null, over: 0 };
  }
  const limit = incomeLimit(input.year, input.householdSize, type.cap);
  const label = `가구 소득 ${INCOME_CAP_LABELS[type.cap]} (${input.year}년 ${input.householdSize}인 가구 ${wonText(limit)})`;
  if (input.monthlyIncome > limit) {
    const over = input.monthlyIncome - limit;
    tests.push({ id: 'INCOME', label, status: 'FAIL', detail: `가구 월소득 ${wonText(input.monthlyIncome)}이 기준 ${wonText(limit)}보다 ${wonText(over)} 많습니다.`, limit });
    return { ok: false, tests, limit, over };
  }
  tests.push({ id: 'INCOME', label, status: 'PASS', detail: `가구 월소득 ${wonText(input.monthlyIncome)}이 기준 ${wonText(limit)} 이하입니다.`, limit });
  return { ok: true, tests, limit, over: 0 };
}

const tierRank = (x: TargetType) => (x.tier === 'FREE' ? 0 : 1);

/**
 * The self-diagnosis: with no type, the general 125 % rule; with several, the most favourable type
 * that passes (무료 before 일부유료). Each type's tests stop at the first failed limit. When none
 * passes, the answer names the failed limit of the type that came closest (the smallest amount over).
 * It says nothing about the merits of the case.
 */
export function evaluateEligibility(input: EvaluateInput): EvaluateResult {
  checkInput(input);
  const general = input.targetTypes.length === 0;
  const chosen = general ? [GENERAL_TYPE] : [...new Set(input.targetTypes)].map((c) => TARGET_BY_CODE.get(c)!);
  const runs = chosen.map((type) => ({ type, ...evaluateType(type, input, general) }));
  const passed = runs.filter((r) => r.ok).sort((a, b) => tierRank(a.type) - tierRank(b.type));
  const documents = (types: TargetType[]) => {
    const all = [...new Set([...HOUSEHOLD_DOCUMENTS, ...types.flatMap((x) => x.documents), ...(types.some((x) => x.cap !== 'NONE') ? INCOME_DOCUMENTS : [])])];
    // '건강보험료 납부확인서' and '건강보험료 납부확인서(세대원 전원, …)' are one document: keep the precise one
    return all.filter((d) => !all.some((o) => o !== d && o.startsWith(`${d}(`)));
  };
  if (passed.length) {
    const best = passed[0]!;
    return {
      eligible: true,
      tier: best.type.tier,
      limit: best.limit,
      over: 0,
      basisType: { code: best.type.code, name: best.type.name },
      tests: best.tests,
      documents: documents([best.type]),
    };
  }
  const closest = [...runs].sort((a, b) => a.over - b.over)[0]!;
  return {
    eligible: false,
    tier: 'NOT_ELIGIBLE',
    limit: closest.limit,
    over: closest.over,
    basisType: { code: closest.type.code, name: closest.type.name },
    tests: closest.tests,
    documents: documents([closest.type]),
  };
}

// ─── Hand-over to the consultation booking (sessionStorage of the tab, never the URL) ─────────
/** The key the booking's first step reads once when opened with `from=slfdgns`. */
export const BOOKING_PREFILL_KEY = 'portal.slfdgns.bookingPrefill';
export interface BookingPrefill {
  v: 1;
  /** CONSULT_FIELDS code. */
  field: string;
  /** 상담 내용 to start from (the person edits it). */
  summary: string;
}
