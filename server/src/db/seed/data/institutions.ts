/**
 * Consultation institutions and their offices (issue 5). Facts come from public pages: each
 * institution's `sources` (shown on its page) and LICENSE-NOTES.md name them. Where a fact could not
 * be confirmed (an office's street address, an office's own number) it is left out and the page says
 * where to ask, rather than guessed. Office capacities (places per 30-minute slot) are our decision.
 */
import type { ConsultMethod, InstCode, RegionCode, RsvtMethod } from '@portal/contracts';

export interface InstitutionSeed {
  instCode: InstCode;
  name: string;
  summary: string;
  phone: string;
  website: string;
  methods: ConsultMethod[];
  infoPath: string;
  description: string[];
  handles: string[];
  eligibility: string[];
  hours: string;
  address: string;
  services: { title: string; description: string; href: string | null }[];
  externalUrl: string | null;
  sources: { title: string; url: string }[];
}

export interface OfficeSeed {
  officeId: string;
  instCode: InstCode;
  name: string;
  region: RegionCode;
  address: string;
  phone: string;
  capacity: Partial<Record<RsvtMethod, number>>;
}

const KLAC_ADDRESS_NOTE = '주소는 공단 누리집(www.klac.or.kr)의 ‘전국 사무소 안내’ 또는 132에서 확인해 주세요.';

const service = (title: string, description: string, href: string | null) => ({ title, description, href });
const source = (title: string, url: string) => ({ title, url });

export const institutionSeeds: InstitutionSeed[] = [
  {
    instCode: 'KLAC',
    name: '대한법률구조공단',
    summary: '경제적으로 어렵거나 법을 몰라 법의 보호를 받기 어려운 국민에게 무료 법률상담, 소송대리, 형사변호 등 법률구조를 하는 공공기관입니다.',
    phone: '132',
    website: 'https://www.klac.or.kr',
    methods: ['VISIT', 'VIDEO', 'PHONE', 'CYBER'],
    infoPath: '/dscsn/inst/DscInstKlaInfo',
    description: [
      '대한법률구조공단은 법률구조법에 따라 1987년에 설립된 공공기관으로, 전국의 지부·출장소·지소에서 법률상담, 소송대리, 형사변호, 법 교육, 주택·상가 임대차 분쟁조정, 범죄피해자 지원을 합니다.',
      '법률상담은 누구나 무료로 받을 수 있습니다. 전화(국번 없이 132), 방문, 화상, 인터넷(사이버) 상담 가운데 편한 방법을 고르세요.',
      '소송 지원(법률구조)은 소득·재산 기준과 대상자 요건을 살펴 결정합니다. 자세한 기준은 상담 때 안내받을 수 있습니다.',
    ],
    handles: ['민사(대여금, 손해배상, 계약)', '주택·상가 임대차(전세보증금)', '임금체불·근로', '이혼·양육 등 가사', '개인회생·파산', '형사 변호', '행정', '범죄피해자 지원'],
    eligibility: [
      '법률상담: 누구나 무료입니다.',
      '무료 소송 지원 대상 예: 기초생활보장수급자, 장애인, 국가유공자, 농·어업인, 체불임금 피해근로자, 범죄피해자 등 (소득·재산 기준을 함께 봅니다).',
      '그 밖의 저소득 국민은 기준에 따라 적은 비용으로 소송 지원을 받을 수 있습니다.',
    ],
    hours: '평일 09:00~18:00 (토·일요일, 공휴일 휴무). 전화상담 국번 없이 132',
    address: `본부: 경상북도 김천시 (김천혁신도시, 2014년 이전). 전국 지부·출장소·지소 ${KLAC_ADDRESS_NOTE}`,
    services: [
      service('방문상담 예약', '가까운 지부·출장소를 골라 날짜와 시간을 예약합니다. 신분증과 관련 서류를 가져오세요.', '/dscsn/rsvt/DscsnRsvtM'),
      service('화상상담 예약', '집에서 컴퓨터나 스마트폰으로 변호사·공익법무관과 상담합니다.', '/dscsn/vido'),
      service('전화상담 예약', '예약한 시간에 공단 상담원이 전화를 겁니다. 바로 상담하려면 국번 없이 132.', '/dscsn/tel/klacInfo'),
      service('사이버상담 (국내 거주)', '글로 질문을 남기면 3근무일 안에 답변합니다.', '/dscsn/cyber/klac/CybKlacDomM'),
      service('재외국민 사이버상담', '외국에 사는 국민이 국내 법률문제를 글로 상담합니다.', '/dscsn/cyber/klac/CybKlacOvsM'),
      service('외국인 사이버상담', '국내에 사는 외국인이 법률문제를 글로 상담합니다.', '/dscsn/cyber/klacfr/CybKlacfrM'),
      service('법률구조(소송 지원) 신청', '상담 뒤 소송 지원이 필요하면 온라인으로 신청할 수 있습니다.', '/elrcpt/gd'),
    ],
    externalUrl: null,
    sources: [
      source('대한법률구조공단 누리집', 'https://www.klac.or.kr'),
      source('대한법률구조공단 영주지소 요일제 방문상담 (국제전문기자, 2023-03-21): 설립·업무·132·누리집', 'http://www.reporternside.com/news/articleView.html?idxno=242398'),
      source('대한법률구조공단 무료상담 안내 (전화 132, 평일 09:00~18:00)', 'https://info-gleam.reve12.com/80'),
      source('교통안전공단·대한법률구조공단 김천혁신도시 이전 (매일신문, 2014-04-28)', 'https://m.imaeil.com/page/view/2014042810310153339'),
      source('대한법률구조공단 영천·청도지소 개소 (매일신문, 2013-06-26)', 'https://m.imaeil.com/page/view/2013062610313510374'),
      source('법률구조공단 9개 지소 신설: 남양주·연천·용인·보은·청도·영천·창녕·영광·서귀포 (법률신문)', 'https://www.lawtimes.co.kr/Legal-Info/LawFirm-NewsLetter-view?serial=76314'),
      source('법률구조공단 청주지부 새 사무실: 전국 18개 지부 (세계일보, 2016-12-20)', 'http://www.segye.com/content/html/2016/12/20/20161220001195.html?OutUrl=naver'),
      source('대한법률구조공단 구미지소 개소 (뉴스토마토)', 'http://healthtomato.com/view.aspx?seq=880694'),
    ],
  },
  {
    instCode: 'LHD',
    name: '법률홈닥터',
    summary: '법무부가 채용한 변호사가 시청·구청·사회복지협의회에 머물며 취약계층에게 무료 법률상담, 법률문서 작성 도움, 기관 연계를 하는 ‘찾아가는 서민 법률주치의’입니다.',
    phone: '02-2110-3743',
    website: 'https://lawhomedoctor.moj.go.kr',
    methods: ['VISIT', 'PHONE'],
    infoPath: '/dscsn/inst/DscInstLhdInfo',
    description: [
      '법률홈닥터는 법무부(인권국 인권구조과)가 변호사를 직접 채용해 지방자치단체와 사회복지협의회에 배치하고, 법률 도움이 필요한 서민에게 찾아가는 법률서비스를 제공하는 사업입니다.',
      '법률상담, 법 교육, 내용증명·지급명령신청서 같은 법률문서 작성 도움, 법률구조기관 연계를 무료로 합니다. 소송 수행은 하지 않으며, 소송이 필요하면 대한법률구조공단 등으로 연계합니다.',
      '배치된 기관에 전화로 일정을 예약한 뒤 방문하세요. 간단한 문제는 전화로도 상담할 수 있습니다.',
    ],
    handles: ['채권·채무', '임대차', '이혼·친권·양육권', '상속·유언', '손해배상', '근로관계·임금', '개인회생·파산'],
    eligibility: [
      '기초생활수급자, 장애인, 독거노인, 결혼이주여성, 범죄피해자, 농어촌 지역 주민, 저소득 주민 등 법률 도움을 받기 어려운 서민',
      '소송 수행은 법률홈닥터의 업무가 아닙니다.',
    ],
    hours: '평일 09:00~18:00 (배치 기관마다 상담 시간이 다를 수 있습니다)',
    address: '전국 시청·구청·사회복지협의회 등 법률홈닥터가 배치된 기관',
    services: [
      service('방문상담 예약', '가까운 배치 기관을 골라 날짜와 시간을 예약합니다.', '/dscsn/intv/form/IntvLhdM'),
      service('전화상담 안내', '예약한 시간에 법률홈닥터가 전화를 겁니다.', '/dscsn/tel/LhdTelInfo'),
      service('법률홈닥터 누리집', '배치 지역과 연락처를 확인합니다.', 'https://lawhomedoctor.moj.go.kr'),
    ],
    externalUrl: null,
    sources: [
      source('법무부 ‘법률홈닥터 개요 및 이용안내’', 'http://www.moj.go.kr/HP/MOJ03/menu.do?strOrgGbnCd=100000&strRtnURL=MOJ_1021103010'),
      source('법률홈닥터 누리집', 'https://lawhomedoctor.moj.go.kr'),
      source('부산 남구청 ‘법률홈닥터 제도’ (상담 예약 051-607-4316)', 'https://www.bsnamgu.go.kr/index.namgu?menuCd=DOM_000000102001006000'),
      source('대전시 법률홈닥터 운영 (프레시안, 2024-01-12): 시청 1층', 'https://pressian.com/pages/articles/2024011209422658258'),
      source('대구 중구 법률홈닥터 (경상매일신문, 2023): 053-661-2148', 'https://www.ksmnews.co.kr/news/view.php?idx=414106'),
      source('노원구 법률홈닥터 (서울경제): 노원구청 1층 일자리·생활법률 상담센터', 'https://www.sedaily.com/NewsView/1OC3SMKUIY'),
    ],
  },
  {
    instCode: 'LHM',
    name: '한국가정법률상담소',
    summary: '1956년 문을 연 우리나라 첫 법률구조기관으로, 가정 문제를 중심으로 민사·형사·파산까지 무료 법률상담과 소송구조를 합니다.',
    phone: '1644-7077',
    website: 'https://lawhome.or.kr',
    methods: ['VISIT', 'VIDEO'],
    infoPath: '/dscsn/inst/DscInstLhmInfo',
    description: [
      '한국가정법률상담소는 1956년에 창설된 우리나라 최초의 법률구조기관입니다. 본부와 국내외 지부에서 이혼, 가정폭력, 양육, 상속 같은 가정 문제와 민사·형사·파산 문제를 상담합니다.',
      '면접(방문)·전화 상담과 화해 조정, 소장 작성 도움, 소송 구조를 합니다. 자원봉사 변호사단이 상담과 소송 구조에 참여합니다.',
    ],
    handles: ['이혼·가족관계', '가정폭력', '양육권·양육비', '상속·유언', '민사', '형사', '파산·면책·개인회생'],
    eligibility: ['가정 문제나 생활 법률문제로 도움이 필요한 사람은 누구나 상담받을 수 있습니다.', '소송 구조는 상담 뒤 형편과 사건을 살펴 정합니다.'],
    hours: '평일 상담 (시간은 상담소 대표전화 1644-7077로 확인해 주세요)',
    address: '서울특별시 영등포구 여의도동 (본부, 여성백인회관). 국내외 지부 위치는 누리집(lawhome.or.kr)에서 확인해 주세요.',
    services: [
      service('방문(면접) 상담 예약', '본부에서 상담위원과 마주 앉아 상담합니다.', '/dscsn/intv/IntvLhmM'),
      service('화상상담 신청', '집에서 화상으로 상담합니다.', '/dscsn/vido/VidoLhmM'),
    ],
    externalUrl: null,
    sources: [
      source('한국가정법률상담소 누리집', 'https://lawhome.or.kr'),
      source('한국가정법률상담소 공지 ‘새 건물에 힘을 보태어 주십시오’ (2004): 여의도 여성백인회관', 'http://www.lawhome.or.kr/newhome/sub012/detail.asp?code=notice&page=&no=11&keyfield=&keyword='),
      source('가정법률상담소 송도지부 개소 (인천in, 2018-01-04): 1956년 창설, 최초의 법률구조기관', 'https://www.incheonin.com/news/articleView.html?idxno=41570'),
    ],
  },
  {
    instCode: 'LQA',
    name: '대한가정법률복지상담원',
    summary: '1999년 설립되어 법무부에 등록된 법률구조법인으로, 가정 문제를 중심으로 법률상담, 화해·조정, 소송구조를 무료로 합니다.',
    phone: '02-2697-0155',
    website: 'http://law4u.or.kr',
    methods: ['VISIT', 'CYBER'],
    infoPath: '/dscsn/inst/DscInstLqaInfo',
    description: [
      '대한가정법률복지상담원은 1999년 8월 26일 설립되어 법률구조법인으로 법무부에 등록된 법률구조기관입니다.',
      '가정에서부터 평등과 정의가 실현되도록, 법을 몰라 억울한 일을 당한 이웃에게 법률상담, 조력, 화해, 조정, 소송구조를 무료로 제공합니다. 인천지부가 있습니다.',
      '방문(면접)상담을 예약하거나, 온라인(사이버)으로 글을 남겨 상담받을 수 있습니다.',
    ],
    handles: ['이혼·가족관계', '가정폭력', '양육·상속', '생활 법률 전반'],
    eligibility: ['법률 도움이 필요한 사람은 누구나 무료로 상담받을 수 있습니다.', '소송구조는 상담 뒤 형편과 사건을 살펴 정합니다.'],
    hours: '평일 상담 (시간은 상담원에 전화로 확인해 주세요)',
    address: '서울특별시 양천구 오목로 176 (신정동, 산호빌딩). 인천지부는 누리집에서 확인해 주세요.',
    services: [
      service('방문(면접)상담 예약', '상담원을 방문해 상담합니다.', '/dscsn/intv/form/IntvLqaM'),
      service('온라인(사이버) 상담', '글로 질문을 남기면 3근무일 안에 답변합니다.', '/dscsn/cyber/lawqa/CybLqaM'),
    ],
    externalUrl: null,
    sources: [source('대한가정법률복지상담원 누리집 ‘상담원 소개’', 'http://law4u.or.kr/html/a_main1.htm')],
  },
  {
    instCode: 'KCAB',
    name: '대한상사중재원',
    summary: '중재법에 따라 국내외 상거래 분쟁을 중재·조정·알선·상담으로 해결하는 국내 유일의 상설 상사중재기관입니다.',
    phone: '',
    website: 'https://www.kcab.or.kr',
    methods: ['CYBER', 'EXTERNAL'],
    infoPath: '/dscsn/inst/kcab/KcabEdit',
    description: [
      '대한상사중재원은 1966년 대한상공회의소 부설기관으로 설립되어 1970년 중재법에 따른 독립 중재기관이 된 정부출연 공공기관입니다.',
      '중재는 당사자가 합의해 법원 재판 대신 중재인의 판정으로 분쟁을 끝내는 제도로, 중재판정은 법원의 확정판결과 같은 효력이 있습니다. 조정은 조정인의 도움으로 당사자가 합의에 이르도록 하는 절차입니다.',
      '중재는 단심제로 운영되어 소송보다 빨리 끝나는 경우가 많고, 중재원 직원이 우호적인 해결을 돕는 알선은 무료입니다. 서울 본원 외에 부산지부가 있습니다.',
      '이 포털에서 중재·조정 신청서를 접수할 수 있습니다. 접수 뒤 진행은 대한상사중재원이 안내합니다. 전화 문의처는 누리집(www.kcab.or.kr)에서 확인해 주세요.',
    ],
    handles: ['국내·국제 상거래 분쟁 중재', '조정·알선', '분쟁 상담', '건설·무역·부동산·소비자 분쟁'],
    eligibility: ['중재는 당사자 사이에 중재합의(계약의 중재조항 또는 분쟁 뒤 합의)가 있어야 합니다.', '조정·상담은 분쟁 당사자 누구나 신청할 수 있습니다.'],
    hours: '평일 (자세한 시간은 누리집에서 확인해 주세요)',
    address: '서울특별시 강남구 삼성동 무역센터 트레이드타워 (부산지부: 부산광역시 남구 문현동 부산국제금융센터)',
    services: [
      service('중재·조정 신청 (이 포털)', '신청서와 증빙서류를 올려 접수합니다. 접수번호와 처리 예정일을 알려 드립니다.', '/dscsn/inst/kcab/KcabEdit'),
      service('대한상사중재원 누리집', '중재 규칙, 비용, 진행 절차를 확인합니다.', '/dscsn/ext/kcab'),
    ],
    externalUrl: 'https://www.kcab.or.kr/',
    sources: [
      source('대한상사중재원 누리집', 'https://www.kcab.or.kr'),
      source('위키백과 ‘대한상사중재원’', 'https://ko.wikipedia.org/wiki/%EB%8C%80%ED%95%9C%EC%83%81%EC%82%AC%EC%A4%91%EC%9E%AC%EC%9B%90'),
      source('박삼규 대한상사중재원장 간담회 (서울경제): 단심제, 알선 무료', 'https://m.sedaily.com/NewsView/1HOGOS0MN2'),
    ],
  },
  {
    instCode: 'CCRS',
    name: '신용회복위원회',
    summary: '빚을 갚기 어려운 개인과 개인사업자의 채무조정(신속채무조정, 프리워크아웃, 개인워크아웃)과 재기를 돕는 공적 기관입니다.',
    phone: '1600-5500',
    website: 'https://www.ccrs.or.kr',
    methods: ['EXTERNAL'],
    infoPath: '/dscsn/inst/ccrs',
    description: [
      '신용회복위원회는 「서민의 금융생활 지원에 관한 법률」에 근거한 기관으로, 과중한 빚 때문에 어려움을 겪는 사람의 채무조정과 신용회복을 돕습니다.',
      '채무조정 상담과 신청은 신용회복위원회 누리집과 전국 상담센터에서 합니다. 이 포털의 ‘상담하러 가기’를 누르면 신용회복위원회 누리집으로 이동합니다.',
    ],
    handles: ['신속채무조정', '프리워크아웃', '개인워크아웃', '채무·신용 상담', '개인회생·파산 안내'],
    eligibility: ['연체 중이거나 연체가 걱정되는 개인 채무자(개인사업자 포함)', '제도마다 연체 기간, 소득, 채무 규모 기준이 다릅니다.'],
    hours: '전화상담 1600-5500 (운영시간은 누리집에서 확인해 주세요)',
    address: '전국 상담센터 (가까운 센터는 누리집에서 확인해 주세요)',
    services: [service('채무조정 상담하러 가기', '신용회복위원회 누리집에서 상담과 신청을 합니다.', '/dscsn/ext/ccrs')],
    externalUrl: 'https://www.ccrs.or.kr/',
    sources: [
      source('신용회복위원회 누리집', 'https://www.ccrs.or.kr'),
      source('신복위 ‘주말에도 채무 전화상담’ (파이낸셜뉴스, 2009-12-03): 신용회복상담센터 1600-5500', 'https://www.fnnews.com/news/200912032227359557'),
    ],
  },
  {
    instCode: 'CSA',
    name: '양육비이행관리원',
    summary: '양육비를 받지 못한 한부모·조손가족이 양육비를 받을 수 있도록 상담, 협의, 소송, 채권추심, 이행 관리를 돕는 기관입니다.',
    phone: '1644-6621',
    website: 'https://www.childsupport.or.kr',
    methods: ['EXTERNAL'],
    infoPath: '/dscsn/inst/csa',
    description: [
      '양육비이행관리원은 「양육비 이행확보 및 지원에 관한 법률」에 따라 설립되어, 비양육 부모로부터 양육비를 받을 수 있도록 상담부터 협의, 소송, 채권추심, 이행 모니터링까지 지원합니다.',
      '신청과 상담은 양육비이행관리원 누리집(온라인), 우편, 방문으로 할 수 있습니다. 이 포털의 ‘상담하러 가기’를 누르면 양육비이행관리원 누리집으로 이동합니다.',
    ],
    handles: ['양육비 상담·합의', '양육비 청구·이행확보 소송', '채권추심', '이행 모니터링', '한부모가족 지원 연계'],
    eligibility: ['미성년 자녀를 직접 키우는 한부모·조손가족 (이혼한 부모, 미혼모·미혼부 포함)'],
    hours: '대표전화 1644-6621 (운영시간은 누리집에서 확인해 주세요)',
    address: '누리집(www.childsupport.or.kr)에서 확인해 주세요',
    services: [service('양육비 상담하러 가기', '양육비이행관리원 누리집에서 상담과 신청을 합니다.', '/dscsn/ext/csa')],
    externalUrl: 'https://www.childsupport.or.kr/',
    sources: [
      source('양육비이행관리원 누리집', 'https://www.childsupport.or.kr'),
      source('KDI 경제교육·정보센터 ‘양육비 이행 원스톱 종합서비스’', 'https://eiec.kdi.re.kr/policy/customView.do?polc_seq=351&pa_cd=0001300002&child_cd=000130000200004'),
    ],
  },
  {
    instCode: 'FWC',
    name: '금융복지상담센터',
    summary: '서울시복지재단이 운영하는 서울금융복지상담센터로, 빚 문제로 어려운 시민에게 채무조정, 개인회생·파산 절차 안내, 재무상담과 복지 연계를 무료로 합니다.',
    phone: '1644-0120',
    website: 'https://sfwc.welfare.seoul.kr',
    methods: ['EXTERNAL'],
    infoPath: '/dscsn/inst/fwc',
    description: [
      '서울금융복지상담센터는 금융·복지·법률을 한 번에 상담하는 곳입니다. 전문 상담사가 개인회생·파산·채무조정 같은 빚 문제를 상담하고, 필요한 복지서비스를 연결합니다.',
      '상담 신청은 센터 누리집, 전화(1644-0120), 센터 방문으로 합니다. 이 포털의 ‘상담하러 가기’를 누르면 센터 누리집으로 이동합니다.',
    ],
    handles: ['채무조정 상담', '개인회생·파산·면책 절차 안내', '재무 설계', '복지서비스 연계'],
    eligibility: ['가계 빚으로 어려움을 겪는 서울 시민 (저소득 취약계층에 한정하지 않습니다)'],
    hours: '평일 09:00~18:00',
    address: '서울시복지재단(중앙센터)과 서울 자치구 센터 (가까운 센터는 누리집에서 확인해 주세요)',
    services: [service('금융복지 상담하러 가기', '서울금융복지상담센터 누리집에서 상담을 신청합니다.', '/dscsn/ext/fwc')],
    externalUrl: 'https://sfwc.welfare.seoul.kr/',
    sources: [
      source('서울금융복지상담센터 누리집', 'https://sfwc.welfare.seoul.kr'),
      source('서울시, 금융복지상담센터 6곳 개소 (파이낸셜뉴스, 2013-07-15): 1644-0120, 평일 09:00~18:00', 'http://www.fnnews.com/view?ra=Sent1201m_01A&corp=fnnews&arcid=201307150100153340008585&cDateYear=2013&cDateMonth=07&cDateDay=15&'),
    ],
  },
];

/** Places per 30-minute slot (our decision): a 지부 books more than a 출장소 or 지소. */
const KLAC_BRANCH = { VISIT: 3, VIDEO: 2, PHONE: 3 } as const;
const KLAC_SMALL = { VISIT: 2, VIDEO: 1, PHONE: 2 } as const;
const KLAC_TINY = { VISIT: 1, PHONE: 1 } as const;

const klac = (id: string, name: string, region: RegionCode, capacity: OfficeSeed['capacity'], phone = '132', address = KLAC_ADDRESS_NOTE): OfficeSeed => ({
  officeId: `KLAC-${id}`,
  instCode: 'KLAC',
  name: `대한법률구조공단 ${name}`,
  region,
  address,
  phone,
  capacity,
});

export const officeSeeds: OfficeSeed[] = [
  // KLAC: the 18 지부 (one beside each district court), then 출장소 and 지소 confirmed by the sources.
  klac('SEOUL-CENTRAL', '서울중앙지부', '11', KLAC_BRANCH),
  klac('SEOUL-EAST', '서울동부지부', '11', KLAC_BRANCH, '132', '서울특별시 송파구 법원로 114 엠스테이트 B동 317호'),
  klac('SEOUL-SOUTH', '서울남부지부', '11', KLAC_BRANCH),
  klac('SEOUL-NORTH', '서울북부지부', '11', KLAC_BRANCH),
  klac('SEOUL-WEST', '서울서부지부', '11', KLAC_BRANCH),
  klac('UIJEONGBU', '의정부지부', '31', KLAC_BRANCH),
  klac('INCHEON', '인천지부', '23', KLAC_BRANCH),
  klac('SUWON', '수원지부', '31', KLAC_BRANCH),
  klac('CHUNCHEON', '춘천지부', '32', KLAC_BRANCH),
  klac('DAEJEON', '대전지부', '25', KLAC_BRANCH),
  klac('CHEONGJU', '청주지부', '33', KLAC_BRANCH),
  klac('DAEGU', '대구지부', '22', KLAC_BRANCH),
  klac('BUSAN', '부산지부', '21', KLAC_BRANCH),
  klac('ULSAN', '울산지부', '26', KLAC_BRANCH),
  klac('CHANGWON', '창원지부', '38', KLAC_BRANCH, '132', '경상남도 창원시 성산구 창이대로689번길 4-32 오션빌딩 4층'),
  klac('GWANGJU', '광주지부', '24', KLAC_BRANCH),
  klac('JEONJU', '전주지부', '35', KLAC_BRANCH),
  klac('JEJU', '제주지부', '39', KLAC_BRANCH, '132', '제주특별자치도 제주시 중앙로 359 신해빌딩 2층'),
  klac('DAEGU-WEST', '대구서부출장소', '22', KLAC_SMALL, '132', '대구광역시 달서구 용산로 141 그랜드M타워 9층'),
  klac('MASAN', '마산출장소', '38', KLAC_SMALL),
  klac('CHUNGJU', '충주출장소', '33', KLAC_SMALL),
  klac('NAMYANGJU', '남양주지소', '31', KLAC_TINY, '031-523-9202'),
  klac('YONGIN', '용인지소', '31', KLAC_TINY, '031-526-6439'),
  klac('YEONCHEON', '연천지소', '31', KLAC_TINY, '031-8088-8042'),
  klac('BOEUN', '보은지소', '33', KLAC_TINY, '043-715-6026'),
  klac('YEONGCHEON', '영천지소', '37', KLAC_TINY, '054-705-6076', '경상북도 영천시 역전로 KT건물 3층'),
  klac('CHEONGDO', '청도지소', '37', KLAC_TINY, '054-373-8437', '경상북도 청도군 화양읍 청화3길 농업기술센터 2층'),
  klac('CHANGNYEONG', '창녕지소', '38', KLAC_TINY, '055-533-9814'),
  klac('YEONGGWANG', '영광지소', '36', KLAC_TINY, '061-351-8981'),
  klac('SEOGWIPO', '서귀포지소', '39', KLAC_TINY, '064-803-0681'),
  klac('BORYEONG', '보령지소', '34', KLAC_TINY, '132', '충청남도 보령시 보령우체국 3층'),
  klac('SEOCHEON', '서천지소', '34', KLAC_TINY),
  klac('BUYEO', '부여지소', '34', KLAC_TINY, '132', '충청남도 부여군 동남리 군민회관'),
  klac('YEONGJU', '영주지소', '37', KLAC_TINY),
  klac('GUMI', '구미지소', '37', KLAC_TINY),
  // 법률홈닥터: placements confirmed by the sources (address and number as published there)
  { officeId: 'LHD-DAEJEON', instCode: 'LHD', name: '법률홈닥터 대전광역시청', region: '25', address: '대전광역시청 1층', phone: '02-2110-3743', capacity: { VISIT: 1, PHONE: 1 } },
  { officeId: 'LHD-DAEGU-JUNG', instCode: 'LHD', name: '법률홈닥터 대구 중구청', region: '22', address: '대구광역시 중구청', phone: '053-661-2148', capacity: { VISIT: 1, PHONE: 1 } },
  { officeId: 'LHD-BUSAN-NAMGU', instCode: 'LHD', name: '법률홈닥터 부산 남구청', region: '21', address: '부산광역시 남구 못골로 19 (대연동) 남구청 6층 복지정책과', phone: '051-607-4316', capacity: { VISIT: 1, PHONE: 1 } },
  { officeId: 'LHD-SEOUL-NOWON', instCode: 'LHD', name: '법률홈닥터 서울 노원구청', region: '11', address: '서울특별시 노원구청 1층 일자리·생활법률 상담센터', phone: '02-2110-3743', capacity: { VISIT: 1, PHONE: 1 } },
  // 한국가정법률상담소 본부, 대한가정법률복지상담원 본원
  { officeId: 'LHM-MAIN', instCode: 'LHM', name: '한국가정법률상담소 본부', region: '11', address: '서울특별시 영등포구 여의도동 (여성백인회관)', phone: '1644-7077', capacity: { VISIT: 2, VIDEO: 2 } },
  { officeId: 'LQA-MAIN', instCode: 'LQA', name: '대한가정법률복지상담원 (서울)', region: '11', address: '서울특별시 양천구 오목로 176 (신정동, 산호빌딩)', phone: '02-2697-0155', capacity: { VISIT: 2 } },
];
