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

export const menuTree: MenuSeed[] = [
  // ───────────────────────────── 메인 ─────────────────────────────
  { id: 'HOME', name: '메인', url: '/', type: 'PAGE', satisfaction: false },

  // ───────────────────────────── 1. 상담 신청 (SRVC) ─────────────────────────────
  {
    id: 'DSCSN',
    name: '상담 신청',
    type: 'MENU',
    module: 'SRVC',
    children: [
      {
        id: 'DSCSN_CYBER',
        name: '사이버 상담',
        url: '/dscsn/cyber',
        type: 'TAB',
        satisfaction: true,
        children: [
          { id: 'DSCSN_CYBER_KLAC_DOM', name: '대한법률구조공단 사이버 상담 신청(국내)', url: '/dscsn/cyber/klac/CybKlacDomM', type: 'PAGE', satisfaction: false, access: 'MEMBER' },
          { id: 'DSCSN_CYBER_KLAC_OVS', name: '대한법률구조공단 사이버 상담 신청(국외)', url: '/dscsn/cyber/klac/CybKlacOvsM', type: 'PAGE', satisfaction: false, access: 'MEMBER' },
          { id: 'DSCSN_CYBER_KLACFR', name: '대한법률구조공단 외국인 사이버 상담 신청', url: '/dscsn/cyber/klacfr/CybKlacfrM', type: 'PAGE', satisfaction: false, access: 'MEMBER' },
          { id: 'DSCSN_CYBER_LQA', name: '대한가정법률복지상담원 사이버 상담 신청', url: '/dscsn/cyber/lawqa/CybLqaM', type: 'PAGE', satisfaction: false, access: 'MEMBER' },
          { id: 'DSCSN_CYBER_CMPTN', name: '사이버 상담 신청 완료', url: '/dscsn/cyber/CyberRsvtCmptnInfo', type: 'PAGE', satisfaction: false, access: 'MEMBER' },
        ],
      },
      {
        id: 'DSCSN_TEL',
        name: '전화 상담',
        url: '/dscsn/tel',
        type: 'TAB',
        satisfaction: true,
        children: [
          { id: 'DSCSN_TEL_KLAC', name: '대한법률구조공단 전화 상담 안내', url: '/dscsn/tel/klacInfo', type: 'PAGE', satisfaction: true },
          { id: 'DSCSN_TEL_LHD', name: '법률홈닥터 전화 상담 안내', url: '/dscsn/tel/LhdTelInfo', type: 'PAGE', satisfaction: true },
          { id: 'DSCSN_TEL_TAPPT', name: '전화 상담 예약', url: '/dscsn/tel/tappt', type: 'PAGE', satisfaction: false, access: 'MEMBER' },
        ],
      },
      {
        id: 'DSCSN_VIDO',
        name: '화상 상담',
        url: '/dscsn/vido',
        type: 'TAB',
        satisfaction: true,
        children: [
          { id: 'DSCSN_VIDO_VAPPT_INST', name: '기관별 화상 상담 예약', url: '/dscsn/vido/vappt/inst', type: 'PAGE', satisfaction: false, access: 'MEMBER' },
          { id: 'DSCSN_VIDO_VAPPT_UNIF', name: '통합 화상 상담 예약', url: '/dscsn/vido/vappt/unif', type: 'PAGE', satisfaction: false, access: 'MEMBER' },
          { id: 'DSCSN_VIDO_LHM', name: '한국가정법률상담소 화상 상담 신청', url: '/dscsn/vido/VidoLhmM', type: 'PAGE', satisfaction: false, access: 'MEMBER' },
          { id: 'DSCSN_VIDO_CMPTN', name: '화상 상담 예약 완료', url: '/dscsn/vido/VidoRsvtCmptnInfo', type: 'PAGE', satisfaction: false, access: 'MEMBER' },
        ],
      },
      {
        id: 'DSCSN_INTV',
        name: '방문 상담',
        url: '/dscsn/intv',
        type: 'TAB',
        satisfaction: true,
        children: [
          { id: 'DSCSN_INTV_TEL_VIEW', name: '방문·전화 상담 안내', url: '/dscsn/IntvTelView', type: 'PAGE', satisfaction: true },
          { id: 'DSCSN_INTV_KLAC', name: '대한법률구조공단 방문·화상 상담 신청', url: '/dscsn/intv/IntvVidoKlacM', type: 'PAGE', satisfaction: false, access: 'MEMBER' },
          { id: 'DSCSN_INTV_LHM', name: '한국가정법률상담소 방문 상담 신청', url: '/dscsn/intv/IntvLhmM', type: 'PAGE', satisfaction: false, access: 'MEMBER' },
          { id: 'DSCSN_INTV_LQA', name: '대한가정법률복지상담원 방문 상담 신청', url: '/dscsn/intv/form/IntvLqaM', type: 'PAGE', satisfaction: false, access: 'MEMBER' },
          { id: 'DSCSN_INTV_LHD', name: '법률홈닥터 방문 상담 신청', url: '/dscsn/intv/form/IntvLhdM', type: 'PAGE', satisfaction: false, access: 'MEMBER' },
          { id: 'DSCSN_INTV_CMPTN', name: '방문 상담 예약 완료', url: '/dscsn/intv/IntvRsvtCmptnInfo', type: 'PAGE', satisfaction: false, access: 'MEMBER' },
        ],
      },
      {
        id: 'DSCSN_RSVT',
        name: '상담 예약',
        url: '/dscsn/rsvt/DscsnRsvtM',
        type: 'TAB',
        satisfaction: true,
        access: 'MEMBER',
        children: [
          { id: 'DSCSN_RSVT_INTV', name: '방문 상담 예약', url: '/dscsn/rsvt/intv', type: 'PAGE', satisfaction: false, access: 'MEMBER' },
          // ps1–ps4: the four steps of the consultation application form
          { id: 'DSCSN_FORM_PS1', name: '상담 예약 1단계: 기관·사무소 선택', url: '/dscsn/form/ps1', type: 'PAGE', satisfaction: false, access: 'MEMBER' },
          { id: 'DSCSN_FORM_PS2', name: '상담 예약 2단계: 날짜·시간 선택', url: '/dscsn/form/ps2', type: 'PAGE', satisfaction: false, access: 'MEMBER' },
          { id: 'DSCSN_FORM_PS3', name: '상담 예약 3단계: 신청인·상담 내용', url: '/dscsn/form/ps3', type: 'PAGE', satisfaction: false, access: 'MEMBER' },
          { id: 'DSCSN_FORM_PS4', name: '상담 예약 4단계: 신청 내용 확인', url: '/dscsn/form/ps4', type: 'PAGE', satisfaction: false, access: 'MEMBER' },
          { id: 'DSCSN_RSVT_RTRCN_POPUP', name: '상담 예약 취소', url: '/dscsn/rsvt/DscsnRsvtRtrcnPopup', type: 'POPUP', satisfaction: false, access: 'MEMBER' },
        ],
      },
      {
        id: 'DSCSN_INST',
        name: '상담 기관 안내',
        type: 'TAB',
        children: [
          { id: 'DSCSN_INST_KLAC', name: '대한법률구조공단', url: '/dscsn/inst/DscInstKlaInfo', type: 'MENU', satisfaction: true },
          { id: 'DSCSN_INST_LHM', name: '한국가정법률상담소', url: '/dscsn/inst/DscInstLhmInfo', type: 'MENU', satisfaction: true },
          { id: 'DSCSN_INST_LQA', name: '대한가정법률복지상담원', url: '/dscsn/inst/DscInstLqaInfo', type: 'MENU', satisfaction: true },
          { id: 'DSCSN_INST_LHD', name: '법률홈닥터', url: '/dscsn/inst/DscInstLhdInfo', type: 'MENU', satisfaction: true },
          { id: 'DSCSN_INST_CCRS', name: '신용회복위원회', url: '/dscsn/inst/ccrs', type: 'MENU', satisfaction: true },
          { id: 'DSCSN_INST_CSA', name: '양육비이행관리원', url: '/dscsn/inst/csa', type: 'MENU', satisfaction: true },
          { id: 'DSCSN_INST_FWC', name: '금융복지상담센터', url: '/dscsn/inst/fwc', type: 'MENU', satisfaction: true },
          { id: 'DSCSN_INST_KCAB', name: '대한상사중재원 상담 신청', url: '/dscsn/inst/kcab/KcabEdit', type: 'MENU', satisfaction: true, access: 'MEMBER' },
        ],
      },
    ],
  },

  // ───────────────────────────── 2. 법률구조 신청 / 전자접수 (SRVC) ─────────────────────────────
  {
    id: 'ELRCPT',
    name: '법률구조 신청',
    type: 'MENU',
    module: 'SRVC',
    children: [
      {
        id: 'ELRCPT_GD',
        name: '전자접수 안내',
        url: '/elrcpt/gd',
        type: 'TAB',
        satisfaction: true,
        children: [
          { id: 'ELRCPT_GD_POPUP', name: '전자접수 안내 팝업', url: '/elrcpt/ElrcptGdPopup', type: 'POPUP', satisfaction: false },
        ],
      },
      {
        id: 'ELRCPT_SLFDGNS',
        name: '법률구조 대상 자가진단',
        url: '/elrcpt/slfdgns/SlfdgnsInfo',
        type: 'TAB',
        satisfaction: true,
        children: [
          { id: 'ELRCPT_SLFDGNS_EDIT', name: '자가진단하기', url: '/elrcpt/slfdgns/SlfdgnsEdit', type: 'PAGE', satisfaction: false },
        ],
      },
      {
        id: 'ELRCPT_APLY',
        name: '전자접수 신청',
        url: '/elrcpt/aply',
        type: 'TAB',
        satisfaction: true,
        access: 'MEMBER',
        children: [
          { id: 'ELRCPT_ATRPR', name: '대리인 신청', url: '/elrcpt/atrpr', type: 'PAGE', satisfaction: false, access: 'MEMBER' },
          { id: 'ELRCPT_KLAC_AGRE', name: '대한법률구조공단 신청: 개인정보 수집·이용 동의', url: '/elrcpt/form/ElrcptKlacAgreInfo', type: 'PAGE', satisfaction: false, access: 'MEMBER' },
          { id: 'ELRCPT_KLAC_FORM', name: '대한법률구조공단 법률구조 신청서 작성', url: '/elrcpt/form/ElrcptKlacM', type: 'PAGE', satisfaction: false, access: 'MEMBER' },
          { id: 'ELRCPT_KLAC_ETC_FORM', name: '대한법률구조공단 법률구조 신청서 작성(기타)', url: '/elrcpt/form/ElrcptKlacEtcM', type: 'PAGE', satisfaction: false, access: 'MEMBER' },
          { id: 'ELRCPT_KLACFR_AGRE', name: '한국가정법률상담소 신청: 개인정보 수집·이용 동의', url: '/elrcpt/form/ElrcptKlacfrAgreInfo', type: 'PAGE', satisfaction: false, access: 'MEMBER' },
          { id: 'ELRCPT_KLACFR_FORM', name: '한국가정법률상담소 법률구조 신청서 작성', url: '/elrcpt/form/ElrcptKlacfrM', type: 'PAGE', satisfaction: false, access: 'MEMBER' },
          { id: 'ELRCPT_LEGALAID_AGRE', name: '대한변협법률구조재단 신청: 개인정보 수집·이용 동의', url: '/elrcpt/form/ElrcptLegalaidAgreInfo', type: 'PAGE', satisfaction: false, access: 'MEMBER' },
          { id: 'ELRCPT_LEGALAID_FORM', name: '대한변협법률구조재단 법률구조 신청서 작성', url: '/elrcpt/form/ElrcptLegalaidM', type: 'PAGE', satisfaction: false, access: 'MEMBER' },
          { id: 'ELRCPT_LEGALAID_STKG_DV_FORM', name: '대한변협법률구조재단 신청서 작성(스토킹·가정폭력 피해)', url: '/elrcpt/form/ElrcptLegalaidStkgDvM', type: 'PAGE', satisfaction: false, access: 'MEMBER' },
          { id: 'ELRCPT_LEGALAID_SXVL_FORM', name: '대한변협법률구조재단 신청서 작성(성폭력 피해)', url: '/elrcpt/form/ElrcptLegalaidSxvl', type: 'PAGE', satisfaction: false, access: 'MEMBER' },
          { id: 'ELRCPT_LQA_AGRE', name: '대한가정법률복지상담원 신청: 개인정보 수집·이용 동의', url: '/elrcpt/form/ElrcptLqaAgreInfo', type: 'PAGE', satisfaction: false, access: 'MEMBER' },
          { id: 'ELRCPT_LQA_FORM', name: '대한가정법률복지상담원 법률구조 신청서 작성', url: '/elrcpt/form/ElrcptLqaM', type: 'PAGE', satisfaction: false, access: 'MEMBER' },
          { id: 'ELRCPT_KCAB_AGRE', name: '대한상사중재원 신청: 개인정보 수집·이용 동의', url: '/elrcpt/form/ElrcptKcabAgreInfo', type: 'PAGE', satisfaction: false, access: 'MEMBER' },
          { id: 'ELRCPT_KCAB_FORM', name: '대한상사중재원 신청서 작성', url: '/elrcpt/form/ElrcptKcabM', type: 'PAGE', satisfaction: false, access: 'MEMBER' },
          { id: 'ELRCPT_CMPTN', name: '전자접수 신청 완료', url: '/elrcpt/ElrcptCmptnInfo', type: 'PAGE', satisfaction: false, access: 'MEMBER' },
          { id: 'ELRCPT_RTRCN_POPUP', name: '전자접수 신청 취하', url: '/elrcpt/ElrcptRtrcnPopup', type: 'POPUP', satisfaction: false, access: 'MEMBER' },
          { id: 'ELRCPT_MY_DOC_POPUP', name: '나의 서류함에서 불러오기', url: '/elrcpt/MyDocPopup', type: 'POPUP', satisfaction: false, access: 'MEMBER' },
        ],
      },
      {
        id: 'ELRCPT_PRDOC',
        name: '증빙서류 제출',
        type: 'PAGE',
        access: 'MEMBER',
        children: [
          { id: 'ELRCPT_PRDOC_RRNO', name: '주민등록표 등본 제출', url: '/elrcpt/prdoc/RrnoForm', type: 'PAGE', satisfaction: false, access: 'MEMBER' },
          { id: 'ELRCPT_PRDOC_RRNO_INDV', name: '주민등록표 초본 제출', url: '/elrcpt/prdoc/RrnoIndvForm', type: 'PAGE', satisfaction: false, access: 'MEMBER' },
          { id: 'ELRCPT_PRDOC_BDST', name: '기초생활수급자 증명서 제출', url: '/elrcpt/prdoc/BdstForm', type: 'PAGE', satisfaction: false, access: 'MEMBER' },
          { id: 'ELRCPT_PRDOC_PRNT', name: '한부모가족 증명서 제출', url: '/elrcpt/prdoc/PrntForm', type: 'PAGE', satisfaction: false, access: 'MEMBER' },
          { id: 'ELRCPT_PRDOC_PWDBS', name: '장애인 증명서 제출', url: '/elrcpt/prdoc/PwdbsForm', type: 'PAGE', satisfaction: false, access: 'MEMBER' },
          { id: 'ELRCPT_PRDOC_NTN_MERIT', name: '국가유공자 확인서 제출', url: '/elrcpt/prdoc/NtnMeritForm', type: 'PAGE', satisfaction: false, access: 'MEMBER' },
          { id: 'ELRCPT_PRDOC_IND_MERIT', name: '독립유공자 확인서 제출', url: '/elrcpt/prdoc/IndMeritForm', type: 'PAGE', satisfaction: false, access: 'MEMBER' },
          { id: 'ELRCPT_PRDOC_DEM_MERIT', name: '민주유공자 확인서 제출', url: '/elrcpt/prdoc/DemMeritForm', type: 'PAGE', satisfaction: false, access: 'MEMBER' },
          { id: 'ELRCPT_PRDOC_SPCL_MERIT', name: '특수임무유공자 확인서 제출', url: '/elrcpt/prdoc/SpclMeritForm', type: 'PAGE', satisfaction: false, access: 'MEMBER' },
          { id: 'ELRCPT_PRDOC_MILT', name: '병적증명서 제출', url: '/elrcpt/prdoc/MiltForm', type: 'PAGE', satisfaction: false, access: 'MEMBER' },
          { id: 'ELRCPT_PRDOC_HLTH_ISPM', name: '건강보험 자격득실 확인서 제출', url: '/elrcpt/prdoc/HlthIspmForm', type: 'PAGE', satisfaction: false, access: 'MEMBER' },
          { id: 'ELRCPT_PRDOC_NPN', name: '국민연금 가입증명서 제출', url: '/elrcpt/prdoc/NpnForm', type: 'PAGE', satisfaction: false, access: 'MEMBER' },
          { id: 'ELRCPT_PRDOC_EARN_AMT', name: '소득금액증명 제출', url: '/elrcpt/prdoc/EarnAmtForm', type: 'PAGE', satisfaction: false, access: 'MEMBER' },
          { id: 'ELRCPT_PRDOC_TXPAY', name: '납세증명서 제출', url: '/elrcpt/prdoc/TxpayForm', type: 'PAGE', satisfaction: false, access: 'MEMBER' },
          { id: 'ELRCPT_PRDOC_LCLTX_PAY', name: '지방세 납세증명서 제출', url: '/elrcpt/prdoc/LcltxPayForm', type: 'PAGE', satisfaction: false, access: 'MEMBER' },
          { id: 'ELRCPT_PRDOC_LCLTX_TXITM', name: '지방세 세목별 과세증명서 제출', url: '/elrcpt/prdoc/LcltxTxitmForm', type: 'PAGE', satisfaction: false, access: 'MEMBER' },
          { id: 'ELRCPT_PRDOC_BZMN_REG', name: '사업자등록증명 제출', url: '/elrcpt/prdoc/BzmnRegForm', type: 'PAGE', satisfaction: false, access: 'MEMBER' },
          { id: 'ELRCPT_PRDOC_CLSBIZ', name: '휴업·폐업사실증명 제출', url: '/elrcpt/prdoc/ClsbizForm', type: 'PAGE', satisfaction: false, access: 'MEMBER' },
          { id: 'ELRCPT_PRDOC_VAT_BZMN_INCM', name: '부가가치세 과세표준증명 제출', url: '/elrcpt/prdoc/VatBzmnIncmForm', type: 'PAGE', satisfaction: false, access: 'MEMBER' },
          { id: 'ELRCPT_PRDOC_VAT_TXTN', name: '부가가치세 면세사업자 수입금액증명 제출', url: '/elrcpt/prdoc/VatTxtnForm', type: 'PAGE', satisfaction: false, access: 'MEMBER' },
          { id: 'ELRCPT_PRDOC_FARM', name: '농업경영체 등록확인서 제출', url: '/elrcpt/prdoc/FarmForm', type: 'PAGE', satisfaction: false, access: 'MEMBER' },
          { id: 'ELRCPT_PRDOC_LNDRG', name: '토지대장 제출', url: '/elrcpt/prdoc/LndrgForm', type: 'PAGE', satisfaction: false, access: 'MEMBER' },
          { id: 'ELRCPT_PRDOC_ROBL', name: '건축물대장 제출', url: '/elrcpt/prdoc/RoblForm', type: 'PAGE', satisfaction: false, access: 'MEMBER' },
          { id: 'ELRCPT_PRDOC_VHR', name: '자동차등록원부 제출', url: '/elrcpt/prdoc/VhrForm', type: 'PAGE', satisfaction: false, access: 'MEMBER' },
          { id: 'ELRCPT_PRDOC_FRGNR', name: '외국인등록사실증명 제출', url: '/elrcpt/prdoc/FrgnrForm', type: 'PAGE', satisfaction: false, access: 'MEMBER' },
          { id: 'ELRCPT_PRDOC_EXPAT', name: '재외국민 등록부 등본 제출', url: '/elrcpt/prdoc/ExpatForm', type: 'PAGE', satisfaction: false, access: 'MEMBER' },
          { id: 'ELRCPT_PRDOC_ADD_INFO_POPUP', name: '증빙서류 추가 정보 입력', url: '/elrcpt/prdoc/elPrdocAddInfoPopup', type: 'POPUP', satisfaction: false, access: 'MEMBER' },
          { id: 'ELRCPT_PRDOC_FORM_POPUP', name: '증빙서류 제출 양식', url: '/elrcpt/prdoc/FormPopup', type: 'POPUP', satisfaction: false, access: 'MEMBER' },
          { id: 'ELRCPT_PRDOC_OINST_POPUP', name: '타 기관 발급 서류 안내', url: '/elrcpt/prdoc/OinstInfoPopup', type: 'POPUP', satisfaction: false, access: 'MEMBER' },
          { id: 'ELRCPT_PRDOC_POPUP', name: '증빙서류 제출 안내', url: '/elrcpt/prdoc/Popup', type: 'POPUP', satisfaction: false, access: 'MEMBER' },
          { id: 'ELRCPT_PRDOC_TRMS_POPUP', name: '행정정보 공동이용 동의 약관', url: '/elrcpt/prdoc/TrmsCnPopup', type: 'POPUP', satisfaction: false, access: 'MEMBER' },
          { id: 'ELRCPT_PRDOC_WALLET_POPUP', name: '전자지갑 이용 안내', url: '/elrcpt/prdoc/WalletInfoPopup', type: 'POPUP', satisfaction: false, access: 'MEMBER' },
          { id: 'ELRCPT_PRDOC_TEST', name: '테스트: 증빙서류 제출', url: '/elrcpt/prdoc/elPrdoctest', type: 'PAGE', satisfaction: false, access: 'MEMBER' },
        ],
      },
    ],
  },

  // ───────────────────────────── 3. 법률정보 (LWA) ─────────────────────────────
  {
    id: 'LWA',
    name: '법률정보',
    type: 'MENU',
    module: 'LWA',
    children: [
      {
        id: 'LWA_STATUTE',
        name: '법령정보',
        type: 'TAB',
        module: 'LWA_DSC',
        children: [
          {
            id: 'LWA_STATUTE_LEGALAID',
            name: '법률구조 자료',
            type: 'MENU',
            children: [
              { id: 'LWA_STATUTE_LEGALAID_LIST', name: '법률구조 자료', url: '/statuteinfo/legalaid/list', type: 'TAB', satisfaction: true },
              { id: 'LWA_STATUTE_LEGALAID_DETAIL', name: '법률구조 자료 상세', url: '/statuteinfo/legalaid/detail', type: 'PAGE', satisfaction: true },
            ],
          },
          {
            id: 'LWA_STATUTE_DISCUSSION',
            name: '법률 토론',
            type: 'MENU',
            children: [
              { id: 'LWA_STATUTE_DISCUSSION_LIST', name: '법률 토론', url: '/statuteinfo/discussion/list', type: 'TAB', satisfaction: true },
              { id: 'LWA_STATUTE_DISCUSSION_DETAIL', name: '법률 토론 상세', url: '/statuteinfo/discussion/detail', type: 'PAGE', satisfaction: true },
            ],
          },
          {
            id: 'LWA_STATUTE_TEMPLATE',
            name: '법률 서식',
            type: 'MENU',
            children: [
              { id: 'LWA_STATUTE_TEMPLATE_KOREA', name: '법령 서식', url: '/statuteinfo/template/korea/list', type: 'TAB', satisfaction: true },
              { id: 'LWA_STATUTE_TEMPLATE_SCOURT', name: '대법원 전자민원 서식', url: '/statuteinfo/template/supremecourt/list', type: 'TAB', satisfaction: true },
            ],
          },
        ],
      },
      { id: 'LWA_LAW_CASE', name: '판례', url: '/law-case', type: 'TAB', satisfaction: true },
    ],
  },

  // ───────────────────────────── 4. 서비스 찾기 (SRVC) ─────────────────────────────
  {
    id: 'SVC',
    name: '서비스 찾기',
    type: 'MENU',
    module: 'SRVC',
    children: [
      { id: 'SVC_EASYSEARCH', name: '쉬운 서비스 찾기', url: '/myservice/easysearch', type: 'TAB', satisfaction: true },
      {
        id: 'SVC_TYPE',
        name: '유형별 서비스',
        url: '/servicetype',
        type: 'TAB',
        satisfaction: true,
        children: [
          { id: 'SVC_TYPE_LIST', name: '유형별 서비스 목록', url: '/servicetype/list', type: 'PAGE', satisfaction: true },
          { id: 'SVC_TYPE_DETAIL', name: '유형별 서비스 상세', url: '/servicetype/detail', type: 'PAGE', satisfaction: true },
          { id: 'SVC_TYPE_MAP', name: '지도로 서비스 찾기', url: '/servicetype/map', type: 'PAGE', satisfaction: true },
        ],
      },
      {
        id: 'SVC_PVSN',
        name: '기관별 서비스',
        url: '/servicepvsn',
        type: 'TAB',
        satisfaction: true,
        children: [
          { id: 'SVC_PVSN_LIST', name: '서비스 제공기관 목록', url: '/servicepvsn/list', type: 'PAGE', satisfaction: true },
          { id: 'SVC_PVSN_DETAIL', name: '서비스 제공기관 상세', url: '/servicepvsn/detail', type: 'PAGE', satisfaction: true },
          { id: 'SVC_PVSN_BOARD_DETAIL', name: '서비스 제공기관 게시글 상세', url: '/servicepvsn/boardDetail', type: 'PAGE', satisfaction: true },
        ],
      },
      { id: 'SVC_LAWMAP', name: '법률복지지도', url: '/myservice/lawmap', type: 'TAB', satisfaction: true },
      { id: 'SVC_ONE_STOP', name: '원스톱 법률구조', url: '/one-stop', type: 'TAB', satisfaction: true },
      { id: 'SVC_CONTENT_POPUP', name: '서비스 상세 내용', url: '/popup/lasp/content', type: 'POPUP', satisfaction: false },
    ],
  },

  // ───────────────────────────── 5. AI 법률검색 ─────────────────────────────
  {
    id: 'AI',
    name: 'AI 법률검색',
    type: 'MENU',
    children: [
      { id: 'AI_MAIN', name: 'AI 법률검색', url: '/ai', type: 'MENU', satisfaction: true, access: 'MEMBER' },
      { id: 'AI_ACT_MAIN', name: 'AI 법령 검색', url: '/ai/actmain', type: 'MENU', satisfaction: true, access: 'MEMBER' },
      { id: 'AI_ED_MAIN', name: 'AI 사례 검색', url: '/ai/edmain', type: 'MENU', satisfaction: true, access: 'MEMBER' },
      {
        id: 'AI_RESULT',
        name: 'AI 검색 결과',
        url: '/ai/result',
        type: 'PAGE',
        satisfaction: true,
        access: 'MEMBER',
        children: [
          { id: 'AI_RESULT_SEARCH', name: 'AI 검색 결과 내 재검색', url: '/ai/result/search', type: 'PAGE', satisfaction: true, access: 'MEMBER' },
          { id: 'AI_RESULT_LEFTSIDE', name: 'AI 검색 결과 측면 영역', url: '/ai/result/leftside', type: 'PAGE', satisfaction: false, access: 'MEMBER' },
          { id: 'AI_RESULT_MODAL', name: 'AI 검색 결과 자세히 보기', url: '/ai/result/modal', type: 'PAGE', satisfaction: false, access: 'MEMBER' },
          {
            id: 'AI_RESULT_ACT',
            name: 'AI 법령 검색 결과',
            url: '/ai/result/act',
            type: 'PAGE',
            satisfaction: true,
            access: 'MEMBER',
            children: [
              { id: 'AI_RESULT_ACT_EXAMPLE', name: 'AI 법령 검색 결과: 사례', url: '/ai/result/act/exampleresult', type: 'PAGE', satisfaction: true, access: 'MEMBER' },
              { id: 'AI_RESULT_ACT_FORM', name: 'AI 법령 검색 결과: 서식', url: '/ai/result/act/formresult', type: 'PAGE', satisfaction: true, access: 'MEMBER' },
              { id: 'AI_RESULT_ACT_PUBLIC', name: 'AI 법령 검색 결과: 공공 정보', url: '/ai/result/act/publicresult', type: 'PAGE', satisfaction: true, access: 'MEMBER' },
              { id: 'AI_RESULT_ACT_SERVICE', name: 'AI 법령 검색 결과: 서비스', url: '/ai/result/act/serviceresult', type: 'PAGE', satisfaction: true, access: 'MEMBER' },
            ],
          },
          {
            id: 'AI_RESULT_ED',
            name: 'AI 사례 검색 결과',
            url: '/ai/result/ed',
            type: 'PAGE',
            satisfaction: true,
            access: 'MEMBER',
            children: [
              { id: 'AI_RESULT_ED_ACT', name: 'AI 사례 검색 결과: 법령', url: '/ai/result/ed/actresult', type: 'PAGE', satisfaction: true, access: 'MEMBER' },
              { id: 'AI_RESULT_ED_ER', name: 'AI 사례 검색 결과: 전자접수', url: '/ai/result/ed/erresult', type: 'PAGE', satisfaction: true, access: 'MEMBER' },
              { id: 'AI_RESULT_ED_EXAMPLE', name: 'AI 사례 검색 결과: 사례', url: '/ai/result/ed/exampleresult', type: 'PAGE', satisfaction: true, access: 'MEMBER' },
              { id: 'AI_RESULT_ED_FORM', name: 'AI 사례 검색 결과: 서식', url: '/ai/result/ed/formresult', type: 'PAGE', satisfaction: true, access: 'MEMBER' },
            ],
          },
        ],
      },
      {
        id: 'SEARCH',
        name: '통합검색',
        url: '/search/totalresult',
        type: 'PAGE',
        satisfaction: true,
        children: [
          { id: 'SEARCH_BASIC', name: '통합검색 결과: 기본', url: '/search/basicresult', type: 'PAGE', satisfaction: true },
          { id: 'SEARCH_BASIC_LLM', name: '통합검색 결과: AI 요약', url: '/search/basicresultLlm', type: 'PAGE', satisfaction: true },
          { id: 'SEARCH_SERVICE', name: '통합검색 결과: 서비스', url: '/search/serviceresult', type: 'PAGE', satisfaction: true },
          { id: 'SEARCH_PUBLIC', name: '통합검색 결과: 공공 정보', url: '/search/publicresult', type: 'PAGE', satisfaction: true },
          { id: 'SEARCH_EXAMPLE', name: '통합검색 결과: 사례', url: '/search/exampleresult', type: 'PAGE', satisfaction: true },
          { id: 'SEARCH_FORM', name: '통합검색 결과: 서식', url: '/search/formresult', type: 'PAGE', satisfaction: true },
          { id: 'SEARCH_RESEARCH', name: '통합검색 결과: 연구 자료', url: '/search/researchresult', type: 'PAGE', satisfaction: true },
          { id: 'SEARCH_ETC', name: '통합검색 결과: 기타', url: '/search/etcresult', type: 'PAGE', satisfaction: true },
          { id: 'SEARCH_EMPTY', name: '통합검색 결과 없음', url: '/search/empty', type: 'PAGE', satisfaction: false },
          { id: 'SEARCH_EMPTY_TAB', name: '통합검색 결과 없음(분류별)', url: '/search/emptytab', type: 'PAGE', satisfaction: false },
        ],
      },
    ],
  },

  // ───────────────────────────── 6. 고객센터 ─────────────────────────────
  {
    id: 'CENTER',
    name: '고객센터',
    type: 'MENU',
    children: [
      {
        id: 'CENTER_NTC',
        name: '공지사항',
        url: '/center/ntc/list',
        type: 'MENU',
        satisfaction: true,
        children: [
          { id: 'CENTER_NTC_DETAIL', name: '공지사항 상세', url: '/center/ntc/detail', type: 'PAGE', satisfaction: true },
        ],
      },
      {
        id: 'CENTER_FAQ',
        name: '자주 묻는 질문',
        url: '/center/faq/list',
        type: 'MENU',
        satisfaction: true,
        children: [
          { id: 'CENTER_FAQ_DETAIL', name: '자주 묻는 질문 상세', url: '/center/faq/detail', type: 'PAGE', satisfaction: true },
        ],
      },
      {
        id: 'CENTER_QNA',
        name: '묻고 답하기',
        url: '/center/qna',
        type: 'MENU',
        satisfaction: true,
        children: [
          { id: 'CENTER_QNA_CMPTN', name: '문의 등록 완료', url: '/center/qna/cmptn', type: 'PAGE', satisfaction: false, access: 'MEMBER' },
        ],
      },
      { id: 'CENTER_GD', name: '이용 안내', url: '/center/gd', type: 'MENU', satisfaction: true },
      { id: 'CENTER_INST', name: '관련 기관 안내', url: '/customer/inst/inst', type: 'MENU', satisfaction: true },
      {
        id: 'DGSTFN',
        name: '만족도 조사',
        url: '/dgstfn/DgstfnSrvyExmn',
        type: 'MENU',
        satisfaction: false,
        children: [
          { id: 'DGSTFN_LIST', name: '만족도 조사 목록', url: '/dgstfn/DgstfnSrvyExmnList', type: 'PAGE', satisfaction: false },
          { id: 'DGSTFN_STATS', name: '만족도 조사 결과 통계', url: '/dgstfn/DgstfnSrvyExmnStats', type: 'PAGE', satisfaction: false },
        ],
      },
    ],
  },

  // ───────────────────────────── 7. 플랫폼 소개 ─────────────────────────────
  {
    id: 'PLT',
    name: '플랫폼 소개',
    type: 'MENU',
    children: [
      { id: 'PLT_INTR', name: '법률구조 플랫폼 소개', url: '/plt/intr', type: 'MENU', satisfaction: true },
      { id: 'PLT_SERVICE', name: '주요 서비스', url: '/plt/service', type: 'MENU', satisfaction: true },
      { id: 'PLT_INST', name: '참여 기관', url: '/plt/inst', type: 'MENU', satisfaction: true },
      { id: 'PLT_SYSTEM', name: '시스템 구성', url: '/plt/system', type: 'MENU', satisfaction: true },
      { id: 'PLT_PRGRS', name: '추진 경과', url: '/plt/prgrs', type: 'MENU', satisfaction: true },
      { id: 'PLT_GUIDE', name: '플랫폼 이용 안내', url: '/plt/guide', type: 'MENU', satisfaction: true },
      {
        id: 'OPN',
        name: '오픈 API',
        url: '/opn/OpnApiList',
        type: 'MENU',
        satisfaction: true,
        children: [
          { id: 'OPN_VIEW', name: '오픈 API 상세', url: '/opn/OpnApiView', type: 'PAGE', satisfaction: true },
          { id: 'OPN_EDIT', name: '오픈 API 활용 신청', url: '/opn/OpnApiEdit', type: 'PAGE', satisfaction: false, access: 'MEMBER' },
          { id: 'OPN_APRV_LIST', name: '오픈 API 승인 내역', url: '/opn/OpnApiAprvList', type: 'PAGE', satisfaction: false, access: 'MEMBER' },
        ],
      },
    ],
  },

  // ───────────────────────────── 8. 마이페이지 ─────────────────────────────
  {
    id: 'MY',
    name: '마이페이지',
    type: 'MENU',
    access: 'MEMBER',
    children: [
      { id: 'MY_MAIN', name: '마이페이지 홈', url: '/my/main/MyPageInfo', type: 'MENU', satisfaction: true, access: 'MEMBER' },
      {
        id: 'MY_DSCSN_CYBER',
        name: '나의 사이버 상담',
        url: '/my/dscsn/cyber/CybdsnDsctnList',
        type: 'MENU',
        satisfaction: true,
        access: 'MEMBER',
        children: [
          { id: 'MY_DSCSN_CYBER_VIEW', name: '사이버 상담 내역 상세', url: '/my/dscsn/cyber/CybdsnDsctnView', type: 'PAGE', satisfaction: true, access: 'MEMBER' },
        ],
      },
      {
        id: 'MY_DSCSN_RSVT',
        name: '나의 상담 예약',
        url: '/my/dscsn/rsvt/MyDsctnRsvtList',
        type: 'MENU',
        satisfaction: true,
        access: 'MEMBER',
        children: [
          { id: 'MY_DSCSN_RSVT_VIEW', name: '상담 예약 상세', url: '/my/dscsn/rsvt/MyDsctnRsvtView', type: 'PAGE', satisfaction: true, access: 'MEMBER' },
          { id: 'MY_DSCSN_RSVT_NMBR', name: '상담 예약 번호 확인', url: '/my/dscsn/rsvt/MyPageNmbrView', type: 'PAGE', satisfaction: false, access: 'MEMBER' },
          { id: 'MY_DSCSN_RSVT_HR_CHG_POPUP', name: '상담 예약 시간 변경', url: '/my/dscsn/rsvt/RsvtHrChgPopup', type: 'POPUP', satisfaction: false, access: 'MEMBER' },
        ],
      },
      {
        id: 'MY_ELRCPT',
        name: '나의 전자접수',
        url: '/my/elrcpt/list',
        type: 'MENU',
        satisfaction: true,
        access: 'MEMBER',
        children: [
          { id: 'MY_ELRCPT_VIEW', name: '전자접수 신청 상세', url: '/my/elrcpt/MypElrcptView', type: 'PAGE', satisfaction: true, access: 'MEMBER' },
        ],
      },
      { id: 'MY_ELPRDOC', name: '나의 증빙서류', url: '/my/elprdoc/ElPrdocList', type: 'MENU', satisfaction: true, access: 'MEMBER' },
      {
        id: 'MY_DOC',
        name: '나의 서류함',
        url: '/my/doc/list',
        type: 'MENU',
        satisfaction: true,
        access: 'MEMBER',
        children: [
          { id: 'MY_DOC_WRITE', name: '서류 등록', url: '/my/doc/write', type: 'PAGE', satisfaction: false, access: 'MEMBER' },
        ],
      },
      {
        id: 'MY_QNA',
        name: '나의 문의 내역',
        url: '/my/qna/list',
        type: 'MENU',
        satisfaction: true,
        access: 'MEMBER',
        children: [
          { id: 'MY_QNA_WRITE', name: '문의하기', url: '/my/qna', type: 'PAGE', satisfaction: false, access: 'MEMBER' },
          { id: 'MY_QNA_DETAIL', name: '문의 내역 상세', url: '/my/qna/detail', type: 'PAGE', satisfaction: true, access: 'MEMBER' },
        ],
      },
      {
        id: 'MY_INFO',
        name: '회원정보 수정',
        url: '/my/info',
        type: 'MENU',
        satisfaction: true,
        access: 'MEMBER',
        children: [
          { id: 'MY_INFO_CHECK', name: '회원정보 수정: 비밀번호 확인', url: '/my/info/check', type: 'PAGE', satisfaction: false, access: 'MEMBER' },
        ],
      },
      {
        id: 'MY_PSWD',
        name: '비밀번호 변경',
        url: '/my/pswd',
        type: 'MENU',
        satisfaction: true,
        access: 'MEMBER',
        children: [
          { id: 'MY_PSWD_CHECK', name: '비밀번호 변경: 현재 비밀번호 확인', url: '/my/pswd/check', type: 'PAGE', satisfaction: false, access: 'MEMBER' },
        ],
      },
      {
        id: 'MY_WHDWL',
        name: '회원 탈퇴',
        url: '/my/whdwl',
        type: 'MENU',
        satisfaction: false,
        access: 'MEMBER',
        children: [
          { id: 'MY_WHDWL_CMPTN', name: '회원 탈퇴 완료', url: '/my/whdwl/completion', type: 'PAGE', satisfaction: false, access: 'MEMBER' },
        ],
      },
    ],
  },

  // ───────────────────────────── 회원 (not in GNB) ─────────────────────────────
  {
    id: 'MBR',
    name: '회원',
    type: 'PAGE',
    children: [
      {
        id: 'LOGIN',
        name: '로그인',
        url: '/login',
        type: 'PAGE',
        satisfaction: false,
        children: [
          { id: 'LOGIN_ANYID', name: '간편인증 로그인', url: '/login/anyid', type: 'PAGE', satisfaction: false },
          { id: 'LOGIN_AI', name: 'AI 법률검색 로그인', url: '/login/ai', type: 'PAGE', satisfaction: false },
          { id: 'LOGIN_GST', name: '비회원 본인확인', url: '/login/gst', type: 'PAGE', satisfaction: false },
          { id: 'LOGIN_GST_AGREEMENT', name: '비회원 개인정보 수집·이용 동의', url: '/login/gst/agreement', type: 'PAGE', satisfaction: false },
          { id: 'LOGIN_GUIDE', name: '로그인 안내', url: '/login/guide', type: 'PAGE', satisfaction: false },
          { id: 'LOGIN_GUIDE_RMV', name: '휴면 계정 해제 안내', url: '/login/guide/rmv', type: 'PAGE', satisfaction: false },
          { id: 'LOGIN_SEARCH_ID', name: '아이디 찾기', url: '/login/search/id', type: 'PAGE', satisfaction: false },
          { id: 'LOGIN_SEARCH_PWD', name: '비밀번호 찾기', url: '/login/search/pwd', type: 'PAGE', satisfaction: false },
        ],
      },
      {
        id: 'JOIN',
        name: '회원가입',
        url: '/join',
        type: 'PAGE',
        satisfaction: false,
        children: [
          { id: 'JOIN_AGREEMENT', name: '회원가입: 약관 동의', url: '/join/agreement', type: 'PAGE', satisfaction: false },
          { id: 'JOIN_IDENTIFY', name: '회원가입: 본인 확인', url: '/join/identify', type: 'PAGE', satisfaction: false },
          { id: 'JOIN_MEMBERINFO', name: '회원가입: 회원정보 입력', url: '/join/memberinfo', type: 'PAGE', satisfaction: false },
          { id: 'JOIN_CMPTN', name: '회원가입 완료', url: '/join/memberinfo/cmptn', type: 'PAGE', satisfaction: false },
        ],
      },
    ],
  },

  // ───────────────────────────── 이용약관·정책 (footer, not in GNB) ─────────────────────────────
  {
    id: 'POLICY',
    name: '이용약관·정책',
    type: 'PAGE',
    children: [
      {
        id: 'POLICY_TRMS',
        name: '이용약관',
        url: '/trms',
        type: 'PAGE',
        satisfaction: false,
        children: [
          { id: 'POLICY_TRMS_VIEW', name: '이용약관 보기', url: '/trms/trmsView', type: 'PAGE', satisfaction: false },
          { id: 'POLICY_TRMS_TEST2', name: '이용약관 버전 비교', url: '/trms/test2', type: 'PAGE', satisfaction: false },
        ],
      },
      { id: 'POLICY_PRVC', name: '개인정보처리방침', url: '/prvc', type: 'PAGE', satisfaction: false },
      { id: 'POLICY_COPYRIGHT', name: '저작권 정책', url: '/copyright', type: 'PAGE', satisfaction: false },
      { id: 'POLICY_ETC_TERMS', name: '기타 약관', url: '/etc/terms', type: 'PAGE', satisfaction: false },
    ],
  },

  // ───────────────────────────── 개발자 가이드 (not in GNB) ─────────────────────────────
  {
    id: 'DEV',
    name: '개발자 가이드',
    type: 'PAGE',
    children: [
      {
        id: 'DEV_SAMPLE',
        name: '샘플',
        type: 'PAGE',
        children: [
          { id: 'DEV_SAMPLE_EXAMPLE', name: '샘플: 예제', url: '/sample/Example', type: 'PAGE', satisfaction: false },
          { id: 'DEV_SAMPLE_CAPTCHA', name: '샘플: 캡차', url: '/sample/CaptchaSample', type: 'PAGE', satisfaction: false },
          { id: 'DEV_SAMPLE_CUSTOM_INSTALL', name: '샘플: 프로그램 설치 안내', url: '/sample/CustomInstall', type: 'PAGE', satisfaction: false },
          { id: 'DEV_SAMPLE_DOWNLOAD', name: '샘플: 파일 내려받기', url: '/sample/download', type: 'PAGE', satisfaction: false },
          { id: 'DEV_SAMPLE_UPLOAD', name: '샘플: 파일 올리기', url: '/sample/upload', type: 'PAGE', satisfaction: false },
          { id: 'DEV_SAMPLE_ESIGN_FORM1', name: '샘플: 전자서명 양식 1', url: '/sample/esign/form1', type: 'PAGE', satisfaction: false },
          { id: 'DEV_SAMPLE_ESIGN_FORM2', name: '샘플: 전자서명 양식 2', url: '/sample/esign/form2', type: 'PAGE', satisfaction: false },
          { id: 'DEV_SAMPLE_PASSWORD', name: '샘플: 비밀번호 입력', url: '/sample/password', type: 'PAGE', satisfaction: false },
          { id: 'DEV_SAMPLE_CHECKBOX', name: '샘플: 체크박스 테스트', url: '/sample/sampleCheckboxTest', type: 'PAGE', satisfaction: false },
          { id: 'DEV_SAMPLE_COMBO', name: '샘플: 콤보박스 테스트', url: '/sample/sampleComboTest', type: 'PAGE', satisfaction: false },
          { id: 'DEV_SAMPLE_RADIO', name: '샘플: 라디오 버튼 테스트', url: '/sample/sampleRadioTest', type: 'PAGE', satisfaction: false },
          { id: 'DEV_SAMPLE_VALIDATE', name: '샘플: 입력값 검증', url: '/validateSample', type: 'PAGE', satisfaction: false },
        ],
      },
      {
        id: 'DEV_GUIDE',
        name: 'UI 컴포넌트 가이드',
        type: 'PAGE',
        children: [
          { id: 'DEV_GUIDE_PUBLISHING', name: '개발자 가이드: 퍼블리싱 목록', url: '/components/publishing', type: 'PAGE', satisfaction: false },
          { id: 'DEV_GUIDE_COLORS', name: '개발자 가이드: 색상', url: '/components/colors', type: 'PAGE', satisfaction: false },
          { id: 'DEV_GUIDE_TYPOGRAPHY', name: '개발자 가이드: 타이포그래피', url: '/components/typography', type: 'PAGE', satisfaction: false },
          { id: 'DEV_GUIDE_HEADER', name: '개발자 가이드: 헤더', url: '/components/header', type: 'PAGE', satisfaction: false },
          { id: 'DEV_GUIDE_TABLE', name: '개발자 가이드: 표', url: '/components/table', type: 'PAGE', satisfaction: false },
          { id: 'DEV_GUIDE_STEP_INDICATOR', name: '개발자 가이드: 단계 표시기', url: '/components/stepIndicator', type: 'PAGE', satisfaction: false },
          {
            id: 'DEV_GUIDE_IDENTITY',
            name: '개발자 가이드: 아이덴티티',
            type: 'PAGE',
            children: [
              { id: 'DEV_GUIDE_IDENTITY_BANNER', name: '개발자 가이드: 공식 배너', url: '/components/identity/banner', type: 'PAGE', satisfaction: false },
              { id: 'DEV_GUIDE_IDENTITY_HEADER', name: '개발자 가이드: 아이덴티티 헤더', url: '/components/identity/header', type: 'PAGE', satisfaction: false },
              { id: 'DEV_GUIDE_IDENTITY_FOOTER', name: '개발자 가이드: 아이덴티티 푸터', url: '/components/identity/footer', type: 'PAGE', satisfaction: false },
              { id: 'DEV_GUIDE_IDENTITY_IDENTIFIER', name: '개발자 가이드: 운영기관 식별자', url: '/components/identity/identifier', type: 'PAGE', satisfaction: false },
            ],
          },
          {
            id: 'DEV_GUIDE_INPUT',
            name: '개발자 가이드: 입력',
            type: 'PAGE',
            children: [
              { id: 'DEV_GUIDE_INPUT_INPUT', name: '개발자 가이드: 입력 필드', url: '/components/input/input', type: 'PAGE', satisfaction: false },
              { id: 'DEV_GUIDE_INPUT_TEXTAREA', name: '개발자 가이드: 여러 줄 입력', url: '/components/input/textarea', type: 'PAGE', satisfaction: false },
              { id: 'DEV_GUIDE_INPUT_DATE', name: '개발자 가이드: 날짜 입력', url: '/components/input/date', type: 'PAGE', satisfaction: false },
              { id: 'DEV_GUIDE_INPUT_FILE', name: '개발자 가이드: 파일 업로드', url: '/components/input/file', type: 'PAGE', satisfaction: false },
            ],
          },
          {
            id: 'DEV_GUIDE_SELECT',
            name: '개발자 가이드: 선택',
            type: 'PAGE',
            children: [
              { id: 'DEV_GUIDE_SELECT_BUTTON', name: '개발자 가이드: 버튼', url: '/components/select/button', type: 'PAGE', satisfaction: false },
              { id: 'DEV_GUIDE_SELECT_CHECK', name: '개발자 가이드: 체크박스', url: '/components/select/check', type: 'PAGE', satisfaction: false },
              { id: 'DEV_GUIDE_SELECT_RADIO', name: '개발자 가이드: 라디오 버튼', url: '/components/select/radio', type: 'PAGE', satisfaction: false },
              { id: 'DEV_GUIDE_SELECT_SELECT', name: '개발자 가이드: 셀렉트', url: '/components/select/select', type: 'PAGE', satisfaction: false },
              { id: 'DEV_GUIDE_SELECT_TAG', name: '개발자 가이드: 태그', url: '/components/select/tag', type: 'PAGE', satisfaction: false },
              { id: 'DEV_GUIDE_SELECT_ACCORDION', name: '개발자 가이드: 아코디언', url: '/components/select/accordion', type: 'PAGE', satisfaction: false },
              { id: 'DEV_GUIDE_SELECT_TOOLTIP', name: '개발자 가이드: 툴팁', url: '/components/select/tooltip', type: 'PAGE', satisfaction: false },
            ],
          },
          {
            id: 'DEV_GUIDE_LAYOUT',
            name: '개발자 가이드: 레이아웃',
            type: 'PAGE',
            children: [
              { id: 'DEV_GUIDE_LAYOUT_FORM', name: '개발자 가이드: 서식 레이아웃', url: '/components/layout/form', type: 'PAGE', satisfaction: false },
              { id: 'DEV_GUIDE_LAYOUT_LISTS', name: '개발자 가이드: 목록', url: '/components/layout/lists', type: 'PAGE', satisfaction: false },
              { id: 'DEV_GUIDE_LAYOUT_BULL_LIST', name: '개발자 가이드: 글머리 기호 목록', url: '/components/layout/bullList', type: 'PAGE', satisfaction: false },
              { id: 'DEV_GUIDE_LAYOUT_BADGE', name: '개발자 가이드: 배지', url: '/components/layout/badge', type: 'PAGE', satisfaction: false },
              { id: 'DEV_GUIDE_LAYOUT_ICONS', name: '개발자 가이드: 아이콘', url: '/components/layout/icons', type: 'PAGE', satisfaction: false },
              { id: 'DEV_GUIDE_LAYOUT_TAB', name: '개발자 가이드: 탭', url: '/components/layout/tab', type: 'PAGE', satisfaction: false },
              { id: 'DEV_GUIDE_LAYOUT_MODAL', name: '개발자 가이드: 모달', url: '/components/layout/modal', type: 'PAGE', satisfaction: false },
              { id: 'DEV_GUIDE_LAYOUT_POPUP', name: '개발자 가이드: 팝업', url: '/components/layout/popup', type: 'PAGE', satisfaction: false },
              { id: 'DEV_GUIDE_LAYOUT_SPINNER', name: '개발자 가이드: 로딩 스피너', url: '/components/layout/spinner', type: 'PAGE', satisfaction: false },
            ],
          },
          {
            id: 'DEV_GUIDE_RESEARCH',
            name: '개발자 가이드: 탐색',
            type: 'PAGE',
            children: [
              { id: 'DEV_GUIDE_RESEARCH_MAIN', name: '개발자 가이드: 메인 메뉴', url: '/components/research/main', type: 'PAGE', satisfaction: false },
              { id: 'DEV_GUIDE_RESEARCH_SIDE', name: '개발자 가이드: 사이드 메뉴', url: '/components/research/side', type: 'PAGE', satisfaction: false },
              { id: 'DEV_GUIDE_RESEARCH_BREADCRUMB', name: '개발자 가이드: 브레드크럼', url: '/components/research/breadcrumb', type: 'PAGE', satisfaction: false },
              { id: 'DEV_GUIDE_RESEARCH_TITLE', name: '개발자 가이드: 콘텐츠 제목', url: '/components/research/title', type: 'PAGE', satisfaction: false },
              { id: 'DEV_GUIDE_RESEARCH_SEARCH', name: '개발자 가이드: 검색', url: '/components/research/search', type: 'PAGE', satisfaction: false },
              { id: 'DEV_GUIDE_RESEARCH_PAGINATION', name: '개발자 가이드: 페이지네이션', url: '/components/research/pagination', type: 'PAGE', satisfaction: false },
              { id: 'DEV_GUIDE_RESEARCH_SKIP', name: '개발자 가이드: 건너뛰기 링크', url: '/components/research/skip', type: 'PAGE', satisfaction: false },
            ],
          },
        ],
      },
    ],
  },

  // ───────────────────────────── 시스템 (not in GNB) ─────────────────────────────
  {
    id: 'SYS',
    name: '시스템',
    type: 'PAGE',
    children: [
      { id: 'SYS_ERROR', name: '오류 안내', url: '/error', type: 'PAGE', satisfaction: false },
      { id: 'SYS_READY', name: '서비스 준비 중', url: '/ready', type: 'PAGE', satisfaction: false },
      { id: 'SYS_ESIGN', name: '전자서명', url: '/esign', type: 'POPUP', satisfaction: false },
      { id: 'SYS_ESIGN_OPEN', name: '전자서명 창 열기', url: '/esign/open', type: 'POPUP', satisfaction: false },
    ],
  },
];
