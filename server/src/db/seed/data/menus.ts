/**
 * Menu tree seed for the 법률구조 플랫폼 portal.
 *
 * Every path of shared/contracts/routes.txt (255 routes) is the `url` of exactly one node.
 * Array order is display order. Top-level nodes of type MENU are the GNB sections; top-level
 * nodes of type PAGE group pages that are reachable but not shown in the GNB or site map.
 *
 * GNB grouping (spec §3): SRVC top items become titles whose children are tabs; LWA items become
 * tabs, with LWA_DSC children split into sub-titled groups; any other top item becomes a single tab.
 *
 * Institution abbreviations used in route names (resolved from the screen names of the original
 * screens, not from guesses):
 *   Klac / Kla = 대한법률구조공단, Klacfr / Lhm = 한국가정법률상담소,
 *   Lqa (lawqa) = 대한가정법률복지상담원, Lhd = 법률홈닥터, Legalaid = 대한변협법률구조재단,
 *   Kcab = 대한상사중재원, ccrs = 신용회복위원회, csa = 양육비이행관리원, fwc = 금융복지상담센터.
 */

export type MenuType = 'MENU' | 'TAB' | 'PAGE' | 'POPUP';
export type ModuleNm = 'SRVC' | 'LWA' | 'LWA_DSC';

export interface MenuSeed {
  /** stable unique id, UPPER_SNAKE. Never reuse. */
  id: string;
  /** Korean menu name as a citizen reads it */
  name: string;
  /** a path exactly as in routes.txt; omitted only for pure grouping nodes */
  url?: string;
  type: MenuType;
  /** only on GNB-relevant nodes */
  module?: ModuleNm;
  /** page shows the satisfaction box */
  satisfaction?: boolean;
  /** default PUBLIC */
  access?: 'PUBLIC' | 'MEMBER';
  children?: MenuSeed[];
}

const MENU_TYPES: readonly MenuType[] = ['MENU', 'TAB', 'PAGE', 'POPUP'];
const MODULES: readonly string[] = ['SRVC', 'LWA', 'LWA_DSC'];

/**
 * One node a row: `id | name | url | type | flags`, indented two spaces a level under its parent.
 * url `-`: a pure grouping node (no page, no satisfaction box). Flags, space separated:
 * S = the page shows the satisfaction box, M = members only, SRVC / LWA / LWA_DSC = the GNB module.
 */
function menuTreeOf(rows: readonly string[]): MenuSeed[] {
  const roots: MenuSeed[] = [];
  const parents: MenuSeed[] = [];
  for (const row of rows) {
    const depth = (row.length - row.trimStart().length) / 2;
    const [id, name, url, type, flagText = ''] = row.trim().split(' | ');
    const flags = flagText.split(' ').filter(Boolean);
    if (!id || !name || !url || !MENU_TYPES.includes(type as MenuType) || depth > parents.length) throw new Error(`menus: bad row ${row}`);
    const node: MenuSeed = url === '-' ? { id, name, type: type as MenuType } : { id, name, url, type: type as MenuType };
    for (const flag of flags) if (MODULES.includes(flag)) node.module = flag as ModuleNm;
    if (url !== '-') node.satisfaction = flags.includes('S');
    if (flags.includes('M')) node.access = 'MEMBER';
    if (flags.some((f) => f !== 'S' && f !== 'M' && !MODULES.includes(f))) throw new Error(`menus: bad flags ${row}`);
    parents.length = depth;
    const siblings = depth === 0 ? roots : (parents[depth - 1].children ??= []);
    siblings.push(node);
    parents.push(node);
  }
  return roots;
}

const MENU_ROWS = [
  // ───────────────────────────── 메인 ─────────────────────────────
  'HOME | 메인 | / | PAGE',

  // ───────────────────────────── 1. 상담 신청 (SRVC) ─────────────────────────────
  'DSCSN | 상담 신청 | - | MENU | SRVC',
  '  DSCSN_CYBER | 사이버 상담 | /dscsn/cyber | TAB | S',
  '    DSCSN_CYBER_KLAC_DOM | 대한법률구조공단 사이버 상담 신청(국내) | /dscsn/cyber/klac/CybKlacDomM | PAGE | M',
  '    DSCSN_CYBER_KLAC_OVS | 대한법률구조공단 사이버 상담 신청(국외) | /dscsn/cyber/klac/CybKlacOvsM | PAGE | M',
  '    DSCSN_CYBER_KLACFR | 대한법률구조공단 외국인 사이버 상담 신청 | /dscsn/cyber/klacfr/CybKlacfrM | PAGE | M',
  '    DSCSN_CYBER_LQA | 대한가정법률복지상담원 사이버 상담 신청 | /dscsn/cyber/lawqa/CybLqaM | PAGE | M',
  '    DSCSN_CYBER_CMPTN | 사이버 상담 신청 완료 | /dscsn/cyber/CyberRsvtCmptnInfo | PAGE | M',
  '  DSCSN_TEL | 전화 상담 | /dscsn/tel | TAB | S',
  '    DSCSN_TEL_KLAC | 대한법률구조공단 전화 상담 안내 | /dscsn/tel/klacInfo | PAGE | S',
  '    DSCSN_TEL_LHD | 법률홈닥터 전화 상담 안내 | /dscsn/tel/LhdTelInfo | PAGE | S',
  '    DSCSN_TEL_TAPPT | 전화 상담 예약 | /dscsn/tel/tappt | PAGE | M',
  '  DSCSN_VIDO | 화상 상담 | /dscsn/vido | TAB | S',
  '    DSCSN_VIDO_VAPPT_INST | 기관별 화상 상담 예약 | /dscsn/vido/vappt/inst | PAGE | M',
  '    DSCSN_VIDO_VAPPT_UNIF | 통합 화상 상담 예약 | /dscsn/vido/vappt/unif | PAGE | M',
  '    DSCSN_VIDO_LHM | 한국가정법률상담소 화상 상담 신청 | /dscsn/vido/VidoLhmM | PAGE | M',
  '    DSCSN_VIDO_CMPTN | 화상 상담 예약 완료 | /dscsn/vido/VidoRsvtCmptnInfo | PAGE | M',
  '  DSCSN_INTV | 방문 상담 | /dscsn/intv | TAB | S',
  '    DSCSN_INTV_TEL_VIEW | 방문·전화 상담 안내 | /dscsn/IntvTelView | PAGE | S',
  '    DSCSN_INTV_KLAC | 대한법률구조공단 방문·화상 상담 신청 | /dscsn/intv/IntvVidoKlacM | PAGE | M',
  '    DSCSN_INTV_LHM | 한국가정법률상담소 방문 상담 신청 | /dscsn/intv/IntvLhmM | PAGE | M',
  '    DSCSN_INTV_LQA | 대한가정법률복지상담원 방문 상담 신청 | /dscsn/intv/form/IntvLqaM | PAGE | M',
  '    DSCSN_INTV_LHD | 법률홈닥터 방문 상담 신청 | /dscsn/intv/form/IntvLhdM | PAGE | M',
  '    DSCSN_INTV_CMPTN | 방문 상담 예약 완료 | /dscsn/intv/IntvRsvtCmptnInfo | PAGE | M',
  '  DSCSN_RSVT | 상담 예약 | /dscsn/rsvt/DscsnRsvtM | TAB | S M',
  '    DSCSN_RSVT_INTV | 방문 상담 예약 | /dscsn/rsvt/intv | PAGE | M',
  // ps1–ps4: the four steps of the consultation application form
  '    DSCSN_FORM_PS1 | 상담 예약 1단계: 기관·사무소 선택 | /dscsn/form/ps1 | PAGE | M',
  '    DSCSN_FORM_PS2 | 상담 예약 2단계: 날짜·시간 선택 | /dscsn/form/ps2 | PAGE | M',
  '    DSCSN_FORM_PS3 | 상담 예약 3단계: 신청인·상담 내용 | /dscsn/form/ps3 | PAGE | M',
  '    DSCSN_FORM_PS4 | 상담 예약 4단계: 신청 내용 확인 | /dscsn/form/ps4 | PAGE | M',
  '    DSCSN_RSVT_RTRCN_POPUP | 상담 예약 취소 | /dscsn/rsvt/DscsnRsvtRtrcnPopup | POPUP | M',
  '  DSCSN_INST | 상담 기관 안내 | - | TAB',
  '    DSCSN_INST_KLAC | 대한법률구조공단 | /dscsn/inst/DscInstKlaInfo | MENU | S',
  '    DSCSN_INST_LHM | 한국가정법률상담소 | /dscsn/inst/DscInstLhmInfo | MENU | S',
  '    DSCSN_INST_LQA | 대한가정법률복지상담원 | /dscsn/inst/DscInstLqaInfo | MENU | S',
  '    DSCSN_INST_LHD | 법률홈닥터 | /dscsn/inst/DscInstLhdInfo | MENU | S',
  '    DSCSN_INST_CCRS | 신용회복위원회 | /dscsn/inst/ccrs | MENU | S',
  '    DSCSN_INST_CSA | 양육비이행관리원 | /dscsn/inst/csa | MENU | S',
  '    DSCSN_INST_FWC | 금융복지상담센터 | /dscsn/inst/fwc | MENU | S',
  '    DSCSN_INST_KCAB | 대한상사중재원 상담 신청 | /dscsn/inst/kcab/KcabEdit | MENU | S M',

  // ───────────────────────────── 2. 법률구조 신청 / 전자접수 (SRVC) ─────────────────────────────
  'ELRCPT | 법률구조 신청 | - | MENU | SRVC',
  '  ELRCPT_GD | 전자접수 안내 | /elrcpt/gd | TAB | S',
  '    ELRCPT_GD_POPUP | 전자접수 안내 팝업 | /elrcpt/ElrcptGdPopup | POPUP',
  // 구조대상자 유형 선택 (issue 16): the public catalogue, under the public guide (not under 전자접수 신청, which needs sign-in)
  '    ELRCPT_ATRPR | 구조대상자 유형 선택 | /elrcpt/atrpr | PAGE',
  '  ELRCPT_SLFDGNS | 법률구조 대상 자가진단 | /elrcpt/slfdgns/SlfdgnsInfo | TAB | S',
  '    ELRCPT_SLFDGNS_EDIT | 자가진단하기 | /elrcpt/slfdgns/SlfdgnsEdit | PAGE',
  '  ELRCPT_APLY | 전자접수 신청 | /elrcpt/aply | TAB | S M',
  '    ELRCPT_KLAC_AGRE | 대한법률구조공단 신청: 개인정보 수집·이용 동의 | /elrcpt/form/ElrcptKlacAgreInfo | PAGE | M',
  '    ELRCPT_KLAC_FORM | 대한법률구조공단 법률구조 신청서 작성 | /elrcpt/form/ElrcptKlacM | PAGE | M',
  '    ELRCPT_KLAC_ETC_FORM | 대한법률구조공단 법률구조 신청서 작성(기타) | /elrcpt/form/ElrcptKlacEtcM | PAGE | M',
  '    ELRCPT_KLACFR_AGRE | 한국가정법률상담소 신청: 개인정보 수집·이용 동의 | /elrcpt/form/ElrcptKlacfrAgreInfo | PAGE | M',
  '    ELRCPT_KLACFR_FORM | 한국가정법률상담소 법률구조 신청서 작성 | /elrcpt/form/ElrcptKlacfrM | PAGE | M',
  '    ELRCPT_LEGALAID_AGRE | 대한변협법률구조재단 신청: 개인정보 수집·이용 동의 | /elrcpt/form/ElrcptLegalaidAgreInfo | PAGE | M',
  '    ELRCPT_LEGALAID_FORM | 대한변협법률구조재단 법률구조 신청서 작성 | /elrcpt/form/ElrcptLegalaidM | PAGE | M',
  '    ELRCPT_LEGALAID_STKG_DV_FORM | 대한변협법률구조재단 신청서 작성(스토킹·가정폭력 피해) | /elrcpt/form/ElrcptLegalaidStkgDvM | PAGE | M',
  '    ELRCPT_LEGALAID_SXVL_FORM | 대한변협법률구조재단 신청서 작성(성폭력 피해) | /elrcpt/form/ElrcptLegalaidSxvl | PAGE | M',
  '    ELRCPT_LQA_AGRE | 대한가정법률복지상담원 신청: 개인정보 수집·이용 동의 | /elrcpt/form/ElrcptLqaAgreInfo | PAGE | M',
  '    ELRCPT_LQA_FORM | 대한가정법률복지상담원 법률구조 신청서 작성 | /elrcpt/form/ElrcptLqaM | PAGE | M',
  '    ELRCPT_KCAB_AGRE | 대한상사중재원 신청: 개인정보 수집·이용 동의 | /elrcpt/form/ElrcptKcabAgreInfo | PAGE | M',
  '    ELRCPT_KCAB_FORM | 대한상사중재원 신청서 작성 | /elrcpt/form/ElrcptKcabM | PAGE | M',
  '    ELRCPT_CMPTN | 전자접수 신청 완료 | /elrcpt/ElrcptCmptnInfo | PAGE | M',
  '    ELRCPT_RTRCN_POPUP | 전자접수 신청 취하 | /elrcpt/ElrcptRtrcnPopup | POPUP | M',
  '    ELRCPT_MY_DOC_POPUP | 나의 서류함에서 불러오기 | /elrcpt/MyDocPopup | POPUP | M',
  '  ELRCPT_PRDOC | 증빙서류 제출 | - | PAGE | M',
  '    ELRCPT_PRDOC_RRNO | 주민등록표 등본 제출 | /elrcpt/prdoc/RrnoForm | PAGE | M',
  '    ELRCPT_PRDOC_RRNO_INDV | 주민등록표 초본 제출 | /elrcpt/prdoc/RrnoIndvForm | PAGE | M',
  '    ELRCPT_PRDOC_BDST | 기초생활수급자 증명서 제출 | /elrcpt/prdoc/BdstForm | PAGE | M',
  '    ELRCPT_PRDOC_PRNT | 한부모가족 증명서 제출 | /elrcpt/prdoc/PrntForm | PAGE | M',
  '    ELRCPT_PRDOC_PWDBS | 장애인 증명서 제출 | /elrcpt/prdoc/PwdbsForm | PAGE | M',
  '    ELRCPT_PRDOC_NTN_MERIT | 국가유공자 확인서 제출 | /elrcpt/prdoc/NtnMeritForm | PAGE | M',
  '    ELRCPT_PRDOC_IND_MERIT | 독립유공자 확인서 제출 | /elrcpt/prdoc/IndMeritForm | PAGE | M',
  '    ELRCPT_PRDOC_DEM_MERIT | 민주유공자 확인서 제출 | /elrcpt/prdoc/DemMeritForm | PAGE | M',
  '    ELRCPT_PRDOC_SPCL_MERIT | 특수임무유공자 확인서 제출 | /elrcpt/prdoc/SpclMeritForm | PAGE | M',
  '    ELRCPT_PRDOC_MILT | 병적증명서 제출 | /elrcpt/prdoc/MiltForm | PAGE | M',
  '    ELRCPT_PRDOC_HLTH_ISPM | 건강보험 자격득실 확인서 제출 | /elrcpt/prdoc/HlthIspmForm | PAGE | M',
  '    ELRCPT_PRDOC_NPN | 국민연금 가입증명서 제출 | /elrcpt/prdoc/NpnForm | PAGE | M',
  '    ELRCPT_PRDOC_EARN_AMT | 소득금액증명 제출 | /elrcpt/prdoc/EarnAmtForm | PAGE | M',
  '    ELRCPT_PRDOC_TXPAY | 납세증명서 제출 | /elrcpt/prdoc/TxpayForm | PAGE | M',
  '    ELRCPT_PRDOC_LCLTX_PAY | 지방세 납세증명서 제출 | /elrcpt/prdoc/LcltxPayForm | PAGE | M',
  '    ELRCPT_PRDOC_LCLTX_TXITM | 지방세 세목별 과세증명서 제출 | /elrcpt/prdoc/LcltxTxitmForm | PAGE | M',
  '    ELRCPT_PRDOC_BZMN_REG | 사업자등록증명 제출 | /elrcpt/prdoc/BzmnRegForm | PAGE | M',
  '    ELRCPT_PRDOC_CLSBIZ | 휴업·폐업사실증명 제출 | /elrcpt/prdoc/ClsbizForm | PAGE | M',
  '    ELRCPT_PRDOC_VAT_BZMN_INCM | 부가가치세 과세표준증명 제출 | /elrcpt/prdoc/VatBzmnIncmForm | PAGE | M',
  '    ELRCPT_PRDOC_VAT_TXTN | 부가가치세 면세사업자 수입금액증명 제출 | /elrcpt/prdoc/VatTxtnForm | PAGE | M',
  '    ELRCPT_PRDOC_FARM | 농업경영체 등록확인서 제출 | /elrcpt/prdoc/FarmForm | PAGE | M',
  '    ELRCPT_PRDOC_LNDRG | 토지대장 제출 | /elrcpt/prdoc/LndrgForm | PAGE | M',
  '    ELRCPT_PRDOC_ROBL | 건축물대장 제출 | /elrcpt/prdoc/RoblForm | PAGE | M',
  '    ELRCPT_PRDOC_VHR | 자동차등록원부 제출 | /elrcpt/prdoc/VhrForm | PAGE | M',
  '    ELRCPT_PRDOC_FRGNR | 외국인등록사실증명 제출 | /elrcpt/prdoc/FrgnrForm | PAGE | M',
  '    ELRCPT_PRDOC_EXPAT | 재외국민 등록부 등본 제출 | /elrcpt/prdoc/ExpatForm | PAGE | M',
  '    ELRCPT_PRDOC_ADD_INFO_POPUP | 증빙서류 추가 정보 입력 | /elrcpt/prdoc/elPrdocAddInfoPopup | POPUP | M',
  '    ELRCPT_PRDOC_FORM_POPUP | 증빙서류 제출 양식 | /elrcpt/prdoc/FormPopup | POPUP | M',
  '    ELRCPT_PRDOC_OINST_POPUP | 타 기관 발급 서류 안내 | /elrcpt/prdoc/OinstInfoPopup | POPUP | M',
  '    ELRCPT_PRDOC_POPUP | 증빙서류 제출 안내 | /elrcpt/prdoc/Popup | POPUP | M',
  '    ELRCPT_PRDOC_TRMS_POPUP | 행정정보 공동이용 동의 약관 | /elrcpt/prdoc/TrmsCnPopup | POPUP | M',
  '    ELRCPT_PRDOC_WALLET_POPUP | 전자지갑 이용 안내 | /elrcpt/prdoc/WalletInfoPopup | POPUP | M',
  '    ELRCPT_PRDOC_TEST | 테스트: 증빙서류 제출 | /elrcpt/prdoc/elPrdoctest | PAGE | M',

  // ───────────────────────────── 3. 법률정보 (LWA) ─────────────────────────────
  'LWA | 법률정보 | - | MENU | LWA',
  '  LWA_STATUTE | 법령정보 | - | TAB | LWA_DSC',
  '    LWA_STATUTE_LEGALAID | 법률구조사례 | - | MENU',
  '      LWA_STATUTE_LEGALAID_LIST | 법률구조사례 | /statuteinfo/legalaid/list | TAB | S',
  '      LWA_STATUTE_LEGALAID_DETAIL | 법률구조사례 상세 | /statuteinfo/legalaid/detail | PAGE | S',
  '    LWA_STATUTE_DISCUSSION | 법률상담사례 | - | MENU',
  '      LWA_STATUTE_DISCUSSION_LIST | 법률상담사례 | /statuteinfo/discussion/list | TAB | S',
  '      LWA_STATUTE_DISCUSSION_DETAIL | 법률상담사례 상세 | /statuteinfo/discussion/detail | PAGE | S',
  '    LWA_STATUTE_TEMPLATE | 법률 서식 | - | MENU',
  '      LWA_STATUTE_TEMPLATE_KOREA | 법령 서식 | /statuteinfo/template/korea/list | TAB | S',
  '      LWA_STATUTE_TEMPLATE_SCOURT | 법원 제출 서식 | /statuteinfo/template/supremecourt/list | TAB | S',
  '  LWA_LAW_CASE | 판례 | /law-case | TAB | S',

  // ───────────────────────────── 4. 서비스 찾기 (SRVC) ─────────────────────────────
  'SVC | 서비스 찾기 | - | MENU | SRVC',
  '  SVC_EASYSEARCH | 쉬운 서비스 찾기 | /myservice/easysearch | TAB | S',
  '  SVC_TYPE | 유형별 서비스 | /servicetype | TAB | S',
  '    SVC_TYPE_LIST | 유형별 서비스 목록 | /servicetype/list | PAGE | S',
  '    SVC_TYPE_DETAIL | 유형별 서비스 상세 | /servicetype/detail | PAGE | S',
  '    SVC_TYPE_MAP | 지도로 서비스 찾기 | /servicetype/map | PAGE | S',
  '  SVC_PVSN | 기관별 서비스 | /servicepvsn | TAB | S',
  '    SVC_PVSN_LIST | 서비스 제공기관 목록 | /servicepvsn/list | PAGE | S',
  '    SVC_PVSN_DETAIL | 서비스 제공기관 상세 | /servicepvsn/detail | PAGE | S',
  '    SVC_PVSN_BOARD_DETAIL | 서비스 제공기관 게시글 상세 | /servicepvsn/boardDetail | PAGE | S',
  '  SVC_LAWMAP | 법률복지지도 | /myservice/lawmap | TAB | S',
  '  SVC_ONE_STOP | 원스톱 법률구조 | /one-stop | TAB | S',
  '  SVC_CONTENT_POPUP | 서비스 상세 내용 | /popup/lasp/content | POPUP',

  // ───────────────────────────── 5. AI 법률검색 ─────────────────────────────
  'AI | AI 법률검색 | - | MENU',
  '  AI_MAIN | AI 법률검색 | /ai | MENU | S M',
  '  AI_ACT_MAIN | AI 법령 검색 | /ai/actmain | MENU | S M',
  '  AI_ED_MAIN | AI 사례 검색 | /ai/edmain | MENU | S M',
  '  AI_RESULT | AI 검색 결과 | /ai/result | PAGE | S M',
  '    AI_RESULT_SEARCH | AI 검색 결과 내 재검색 | /ai/result/search | PAGE | S M',
  '    AI_RESULT_LEFTSIDE | AI 검색 결과 측면 영역 | /ai/result/leftside | PAGE | M',
  '    AI_RESULT_MODAL | AI 검색 결과 자세히 보기 | /ai/result/modal | PAGE | M',
  '    AI_RESULT_ACT | AI 법령 검색 결과 | /ai/result/act | PAGE | S M',
  '      AI_RESULT_ACT_EXAMPLE | AI 법령 검색 결과: 사례 | /ai/result/act/exampleresult | PAGE | S M',
  '      AI_RESULT_ACT_FORM | AI 법령 검색 결과: 서식 | /ai/result/act/formresult | PAGE | S M',
  '      AI_RESULT_ACT_PUBLIC | AI 법령 검색 결과: 공공 정보 | /ai/result/act/publicresult | PAGE | S M',
  '      AI_RESULT_ACT_SERVICE | AI 법령 검색 결과: 서비스 | /ai/result/act/serviceresult | PAGE | S M',
  '    AI_RESULT_ED | AI 사례 검색 결과 | /ai/result/ed | PAGE | S M',
  '      AI_RESULT_ED_ACT | AI 사례 검색 결과: 법령 | /ai/result/ed/actresult | PAGE | S M',
  '      AI_RESULT_ED_ER | AI 사례 검색 결과: 전자접수 | /ai/result/ed/erresult | PAGE | S M',
  '      AI_RESULT_ED_EXAMPLE | AI 사례 검색 결과: 사례 | /ai/result/ed/exampleresult | PAGE | S M',
  '      AI_RESULT_ED_FORM | AI 사례 검색 결과: 서식 | /ai/result/ed/formresult | PAGE | S M',
  '  SEARCH | 통합검색 | /search/totalresult | PAGE | S',
  '    SEARCH_BASIC | 통합검색 결과: 기본 | /search/basicresult | PAGE | S',
  '    SEARCH_BASIC_LLM | 통합검색 결과: AI 요약 | /search/basicresultLlm | PAGE | S',
  '    SEARCH_SERVICE | 통합검색 결과: 기관·서비스 | /search/serviceresult | PAGE | S',
  '    SEARCH_PUBLIC | 통합검색 결과: 법령 | /search/publicresult | PAGE | S',
  '    SEARCH_EXAMPLE | 통합검색 결과: 상담·구조사례 | /search/exampleresult | PAGE | S',
  '    SEARCH_FORM | 통합검색 결과: 서식 | /search/formresult | PAGE | S',
  '    SEARCH_RESEARCH | 통합검색 결과: 판례 | /search/researchresult | PAGE | S',
  '    SEARCH_ETC | 통합검색 결과: 공지·자주 묻는 질문 | /search/etcresult | PAGE | S',
  '    SEARCH_EMPTY | 통합검색 결과 없음 | /search/empty | PAGE',
  '    SEARCH_EMPTY_TAB | 통합검색 결과 없음(분류별) | /search/emptytab | PAGE',

  // ───────────────────────────── 6. 고객센터 ─────────────────────────────
  'CENTER | 고객센터 | - | MENU',
  '  CENTER_NTC | 공지사항 | /center/ntc/list | MENU | S',
  '    CENTER_NTC_DETAIL | 공지사항 상세 | /center/ntc/detail | PAGE | S',
  '  CENTER_FAQ | 자주 묻는 질문 | /center/faq/list | MENU | S',
  '    CENTER_FAQ_DETAIL | 자주 묻는 질문 상세 | /center/faq/detail | PAGE | S',
  '  CENTER_QNA | 묻고 답하기 | /center/qna | MENU | S',
  '    CENTER_QNA_CMPTN | 문의 등록 완료 | /center/qna/cmptn | PAGE | M',
  '  CENTER_GD | 이용 안내 | /center/gd | MENU | S',
  '  CENTER_INST | 관련 기관 안내 | /customer/inst/inst | MENU | S',
  '  DGSTFN | 만족도 조사 | /dgstfn/DgstfnSrvyExmn | MENU',
  '    DGSTFN_LIST | 만족도 조사 목록 | /dgstfn/DgstfnSrvyExmnList | PAGE',
  '    DGSTFN_STATS | 만족도 조사 결과 통계 | /dgstfn/DgstfnSrvyExmnStats | PAGE',

  // ───────────────────────────── 7. 플랫폼 소개 ─────────────────────────────
  'PLT | 플랫폼 소개 | - | MENU',
  '  PLT_INTR | 법률구조 플랫폼 소개 | /plt/intr | MENU | S',
  '  PLT_SERVICE | 주요 서비스 | /plt/service | MENU | S',
  '  PLT_INST | 참여 기관 | /plt/inst | MENU | S',
  '  PLT_SYSTEM | 시스템 구성 | /plt/system | MENU | S',
  '  PLT_PRGRS | 추진 경과 | /plt/prgrs | MENU | S',
  '  PLT_GUIDE | 플랫폼 이용 안내 | /plt/guide | MENU | S',
  '  OPN | 오픈 API | /opn/OpnApiList | MENU | S',
  '    OPN_VIEW | 오픈 API 상세 | /opn/OpnApiView | PAGE | S',
  '    OPN_EDIT | 오픈 API 활용 신청 | /opn/OpnApiEdit | PAGE | M',
  '    OPN_APRV_LIST | 오픈 API 승인 내역 | /opn/OpnApiAprvList | PAGE | M',

  // ───────────────────────────── 8. 마이페이지 ─────────────────────────────
  'MY | 마이페이지 | - | MENU | M',
  '  MY_MAIN | 마이페이지 홈 | /my/main/MyPageInfo | MENU | S M',
  '  MY_DSCSN_CYBER | 나의 사이버 상담 | /my/dscsn/cyber/CybdsnDsctnList | MENU | S M',
  '    MY_DSCSN_CYBER_VIEW | 사이버 상담 내역 상세 | /my/dscsn/cyber/CybdsnDsctnView | PAGE | S M',
  '  MY_DSCSN_RSVT | 나의 상담 예약 | /my/dscsn/rsvt/MyDsctnRsvtList | MENU | S M',
  '    MY_DSCSN_RSVT_VIEW | 상담 예약 상세 | /my/dscsn/rsvt/MyDsctnRsvtView | PAGE | S M',
  '    MY_DSCSN_RSVT_NMBR | 상담 예약 번호 확인 | /my/dscsn/rsvt/MyPageNmbrView | PAGE | M',
  '    MY_DSCSN_RSVT_HR_CHG_POPUP | 상담 예약 시간 변경 | /my/dscsn/rsvt/RsvtHrChgPopup | POPUP | M',
  '  MY_ELRCPT | 나의 전자접수 | /my/elrcpt/list | MENU | S M',
  '    MY_ELRCPT_VIEW | 전자접수 신청 상세 | /my/elrcpt/MypElrcptView | PAGE | S M',
  '  MY_ELPRDOC | 나의 증빙서류 | /my/elprdoc/ElPrdocList | MENU | S M',
  '  MY_DOC | 나의 서류함 | /my/doc/list | MENU | S M',
  '    MY_DOC_WRITE | 서류 등록 | /my/doc/write | PAGE | M',
  '  MY_QNA | 나의 문의 내역 | /my/qna/list | MENU | S M',
  '    MY_QNA_WRITE | 문의하기 | /my/qna | PAGE | M',
  '    MY_QNA_DETAIL | 문의 내역 상세 | /my/qna/detail | PAGE | S M',
  '  MY_INFO | 회원정보 수정 | /my/info | MENU | S M',
  '    MY_INFO_CHECK | 회원정보 수정: 비밀번호 확인 | /my/info/check | PAGE | M',
  '  MY_PSWD | 비밀번호 변경 | /my/pswd | MENU | S M',
  '    MY_PSWD_CHECK | 비밀번호 변경: 현재 비밀번호 확인 | /my/pswd/check | PAGE | M',
  '  MY_WHDWL | 회원 탈퇴 | /my/whdwl | MENU | M',
  '    MY_WHDWL_CMPTN | 회원 탈퇴 완료 | /my/whdwl/completion | PAGE | M',

  // ───────────────────────────── 회원 (not in GNB) ─────────────────────────────
  'MBR | 회원 | - | PAGE',
  '  LOGIN | 로그인 | /login | PAGE',
  '    LOGIN_ANYID | 간편인증 로그인 | /login/anyid | PAGE',
  '    LOGIN_AI | AI 법률검색 로그인 | /login/ai | PAGE',
  '    LOGIN_GST | 비회원 본인확인 | /login/gst | PAGE',
  '    LOGIN_GST_AGREEMENT | 비회원 개인정보 수집·이용 동의 | /login/gst/agreement | PAGE',
  '    LOGIN_GUIDE | 로그인 안내 | /login/guide | PAGE',
  '    LOGIN_GUIDE_RMV | 휴면 계정 해제 안내 | /login/guide/rmv | PAGE',
  '    LOGIN_SEARCH_ID | 아이디 찾기 | /login/search/id | PAGE',
  '    LOGIN_SEARCH_PWD | 비밀번호 찾기 | /login/search/pwd | PAGE',
  '  JOIN | 회원가입 | /join | PAGE',
  '    JOIN_AGREEMENT | 회원가입: 약관 동의 | /join/agreement | PAGE',
  '    JOIN_IDENTIFY | 회원가입: 본인 확인 | /join/identify | PAGE',
  '    JOIN_MEMBERINFO | 회원가입: 회원정보 입력 | /join/memberinfo | PAGE',
  '    JOIN_CMPTN | 회원가입 완료 | /join/memberinfo/cmptn | PAGE',

  // ───────────────────────────── 이용약관·정책 (footer, not in GNB) ─────────────────────────────
  'POLICY | 이용약관·정책 | - | PAGE',
  '  POLICY_TRMS | 이용약관 | /trms | PAGE',
  '    POLICY_TRMS_VIEW | 이용약관 보기 | /trms/trmsView | PAGE',
  '    POLICY_TRMS_TEST2 | 이용약관 버전 비교 | /trms/test2 | PAGE',
  '  POLICY_PRVC | 개인정보처리방침 | /prvc | PAGE',
  '  POLICY_COPYRIGHT | 저작권 정책 | /copyright | PAGE',
  '  POLICY_ETC_TERMS | 기타 약관 | /etc/terms | PAGE',

  // ───────────────────────────── 개발자 가이드 (not in GNB) ─────────────────────────────
  'DEV | 개발자 가이드 | - | PAGE',
  '  DEV_SAMPLE | 샘플 | - | PAGE',
  '    DEV_SAMPLE_EXAMPLE | 샘플: 예제 | /sample/Example | PAGE',
  '    DEV_SAMPLE_CAPTCHA | 샘플: 캡차 | /sample/CaptchaSample | PAGE',
  '    DEV_SAMPLE_CUSTOM_INSTALL | 샘플: 프로그램 설치 안내 | /sample/CustomInstall | PAGE',
  '    DEV_SAMPLE_DOWNLOAD | 샘플: 파일 내려받기 | /sample/download | PAGE',
  '    DEV_SAMPLE_UPLOAD | 샘플: 파일 올리기 | /sample/upload | PAGE',
  '    DEV_SAMPLE_ESIGN_FORM1 | 샘플: 전자서명 양식 1 | /sample/esign/form1 | PAGE',
  '    DEV_SAMPLE_ESIGN_FORM2 | 샘플: 전자서명 양식 2 | /sample/esign/form2 | PAGE',
  '    DEV_SAMPLE_PASSWORD | 샘플: 비밀번호 입력 | /sample/password | PAGE',
  '    DEV_SAMPLE_CHECKBOX | 샘플: 체크박스 테스트 | /sample/sampleCheckboxTest | PAGE',
  '    DEV_SAMPLE_COMBO | 샘플: 콤보박스 테스트 | /sample/sampleComboTest | PAGE',
  '    DEV_SAMPLE_RADIO | 샘플: 라디오 버튼 테스트 | /sample/sampleRadioTest | PAGE',
  '    DEV_SAMPLE_VALIDATE | 샘플: 입력값 검증 | /validateSample | PAGE',
  '  DEV_GUIDE | UI 컴포넌트 가이드 | - | PAGE',
  '    DEV_GUIDE_PUBLISHING | 개발자 가이드: 퍼블리싱 목록 | /components/publishing | PAGE',
  '    DEV_GUIDE_COLORS | 개발자 가이드: 색상 | /components/colors | PAGE',
  '    DEV_GUIDE_TYPOGRAPHY | 개발자 가이드: 타이포그래피 | /components/typography | PAGE',
  '    DEV_GUIDE_HEADER | 개발자 가이드: 헤더 | /components/header | PAGE',
  '    DEV_GUIDE_TABLE | 개발자 가이드: 표 | /components/table | PAGE',
  '    DEV_GUIDE_STEP_INDICATOR | 개발자 가이드: 단계 표시기 | /components/stepIndicator | PAGE',
  '    DEV_GUIDE_IDENTITY | 개발자 가이드: 아이덴티티 | - | PAGE',
  '      DEV_GUIDE_IDENTITY_BANNER | 개발자 가이드: 공식 배너 | /components/identity/banner | PAGE',
  '      DEV_GUIDE_IDENTITY_HEADER | 개발자 가이드: 아이덴티티 헤더 | /components/identity/header | PAGE',
  '      DEV_GUIDE_IDENTITY_FOOTER | 개발자 가이드: 아이덴티티 푸터 | /components/identity/footer | PAGE',
  '      DEV_GUIDE_IDENTITY_IDENTIFIER | 개발자 가이드: 운영기관 식별자 | /components/identity/identifier | PAGE',
  '    DEV_GUIDE_INPUT | 개발자 가이드: 입력 | - | PAGE',
  '      DEV_GUIDE_INPUT_INPUT | 개발자 가이드: 입력 필드 | /components/input/input | PAGE',
  '      DEV_GUIDE_INPUT_TEXTAREA | 개발자 가이드: 여러 줄 입력 | /components/input/textarea | PAGE',
  '      DEV_GUIDE_INPUT_DATE | 개발자 가이드: 날짜 입력 | /components/input/date | PAGE',
  '      DEV_GUIDE_INPUT_FILE | 개발자 가이드: 파일 업로드 | /components/input/file | PAGE',
  '    DEV_GUIDE_SELECT | 개발자 가이드: 선택 | - | PAGE',
  '      DEV_GUIDE_SELECT_BUTTON | 개발자 가이드: 버튼 | /components/select/button | PAGE',
  '      DEV_GUIDE_SELECT_CHECK | 개발자 가이드: 체크박스 | /components/select/check | PAGE',
  '      DEV_GUIDE_SELECT_RADIO | 개발자 가이드: 라디오 버튼 | /components/select/radio | PAGE',
  '      DEV_GUIDE_SELECT_SELECT | 개발자 가이드: 셀렉트 | /components/select/select | PAGE',
  '      DEV_GUIDE_SELECT_TAG | 개발자 가이드: 태그 | /components/select/tag | PAGE',
  '      DEV_GUIDE_SELECT_ACCORDION | 개발자 가이드: 아코디언 | /components/select/accordion | PAGE',
  '      DEV_GUIDE_SELECT_TOOLTIP | 개발자 가이드: 툴팁 | /components/select/tooltip | PAGE',
  '    DEV_GUIDE_LAYOUT | 개발자 가이드: 레이아웃 | - | PAGE',
  '      DEV_GUIDE_LAYOUT_FORM | 개발자 가이드: 서식 레이아웃 | /components/layout/form | PAGE',
  '      DEV_GUIDE_LAYOUT_LISTS | 개발자 가이드: 목록 | /components/layout/lists | PAGE',
  '      DEV_GUIDE_LAYOUT_BULL_LIST | 개발자 가이드: 글머리 기호 목록 | /components/layout/bullList | PAGE',
  '      DEV_GUIDE_LAYOUT_BADGE | 개발자 가이드: 배지 | /components/layout/badge | PAGE',
  '      DEV_GUIDE_LAYOUT_ICONS | 개발자 가이드: 아이콘 | /components/layout/icons | PAGE',
  '      DEV_GUIDE_LAYOUT_TAB | 개발자 가이드: 탭 | /components/layout/tab | PAGE',
  '      DEV_GUIDE_LAYOUT_MODAL | 개발자 가이드: 모달 | /components/layout/modal | PAGE',
  '      DEV_GUIDE_LAYOUT_POPUP | 개발자 가이드: 팝업 | /components/layout/popup | PAGE',
  '      DEV_GUIDE_LAYOUT_SPINNER | 개발자 가이드: 로딩 스피너 | /components/layout/spinner | PAGE',
  '    DEV_GUIDE_RESEARCH | 개발자 가이드: 탐색 | - | PAGE',
  '      DEV_GUIDE_RESEARCH_MAIN | 개발자 가이드: 메인 메뉴 | /components/research/main | PAGE',
  '      DEV_GUIDE_RESEARCH_SIDE | 개발자 가이드: 사이드 메뉴 | /components/research/side | PAGE',
  '      DEV_GUIDE_RESEARCH_BREADCRUMB | 개발자 가이드: 브레드크럼 | /components/research/breadcrumb | PAGE',
  '      DEV_GUIDE_RESEARCH_TITLE | 개발자 가이드: 콘텐츠 제목 | /components/research/title | PAGE',
  '      DEV_GUIDE_RESEARCH_SEARCH | 개발자 가이드: 검색 | /components/research/search | PAGE',
  '      DEV_GUIDE_RESEARCH_PAGINATION | 개발자 가이드: 페이지네이션 | /components/research/pagination | PAGE',
  '      DEV_GUIDE_RESEARCH_SKIP | 개발자 가이드: 건너뛰기 링크 | /components/research/skip | PAGE',

  // ───────────────────────────── 시스템 (not in GNB) ─────────────────────────────
  'SYS | 시스템 | - | PAGE',
  '  SYS_ERROR | 오류 안내 | /error | PAGE',
  '  SYS_READY | 서비스 준비 중 | /ready | PAGE',
  '  SYS_ESIGN | 전자서명 | /esign | POPUP',
  '  SYS_ESIGN_OPEN | 전자서명 창 열기 | /esign/open | POPUP',
];

export const menuTree: MenuSeed[] = menuTreeOf(MENU_ROWS);
