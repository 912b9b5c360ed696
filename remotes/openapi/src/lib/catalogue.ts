// The catalogue of the public open API (/openapi/v1) as people read it: what each API gives, its
// parameters in Korean, a sample request and a sample answer. The parameter names and the samples are
// typed by the contract (openapiV1Calls, type-only imports: nothing of zod lands in the bundle from
// here), so a renamed parameter or a changed answer fails tsc instead of leaving the docs wrong. The
// machine-readable form is /openapi/v1/openapi.json, generated on the server from the same schemas.
import type { z } from 'zod';
import type { openapiV1Calls } from '@portal/contracts';

type V1 = typeof openapiV1Calls;
export type ApiId = keyof V1;
type QueryOf<K extends ApiId> = z.input<V1[K]['querystring']>;
type AnswerOf<K extends ApiId> = z.output<V1[K]['responses'][200]>;

/** What every API takes: the key (for 공공데이터포털 tools), paging and the answer's format. */
export type CommonParam = 'serviceKey' | 'pageNo' | 'numOfRows' | 'type';

export interface ParamDoc<N extends string = string> {
  name: N;
  /** The Korean name (항목명). */
  label: string;
  required?: boolean;
  /** 문자열, 숫자, 날짜(YYYY-MM-DD) … */
  type: string;
  description: string;
  example?: string;
}

export interface ApiDoc<K extends ApiId = ApiId> {
  id: K;
  /** The address after /openapi/v1/ (the page's ?api=). */
  slug: string;
  title: string;
  group: ApiGroup;
  summary: string;
  /** What the data is and where it comes from. */
  details: readonly string[];
  params: readonly ParamDoc<Exclude<keyof QueryOf<K> & string, CommonParam>>[];
  /** The query of the sample request (and the console's starting values). */
  sampleQuery: Partial<Record<keyof QueryOf<K> & string, string>>;
  sample: AnswerOf<K>;
  /** The fields of one item (or of the record): name and meaning. */
  fields: readonly (readonly [name: string, meaning: string])[];
}

export const API_GROUPS = ['기관·서비스', '고객센터', '법령·판례', '상담 예약', '통계'] as const;
export type ApiGroup = (typeof API_GROUPS)[number];

export const COMMON_PARAMS: readonly ParamDoc<CommonParam>[] = [
  {
    name: 'serviceKey',
    label: '서비스키',
    type: '문자열',
    description: '발급받은 키. 주소에 남으므로 되도록 Authorization: Bearer <키> 또는 X-API-Key: <키> 헤더로 보내 주십시오. 셋 중 하나는 꼭 있어야 합니다.',
    example: 'lap_dev_…',
  },
  { name: 'pageNo', label: '페이지 번호', type: '숫자', description: '1 이상 (기본 1)', example: '1' },
  { name: 'numOfRows', label: '한 페이지 결과 수', type: '숫자', description: '1~100 (기본 10)', example: '10' },
  { name: 'type', label: '응답 형식', type: '문자열', description: 'json(기본) 또는 xml. Accept: application/xml 헤더로도 XML을 받습니다.', example: 'json' },
];

const listFields = [
  ['response.header.resultCode', '결과 코드 (00 정상)'],
  ['response.header.resultMsg', '결과 메시지 (NORMAL_SERVICE)'],
  ['response.body.items.item', '항목 (XML에서는 item 요소가 항목마다 되풀이됩니다)'],
  ['response.body.numOfRows', '한 페이지 결과 수'],
  ['response.body.pageNo', '페이지 번호'],
  ['response.body.totalCount', '전체 결과 수'],
] as const;
/** The envelope's fields above the item fields of a list answer. */
export const LIST_ENVELOPE_FIELDS: readonly (readonly [string, string])[] = listFields;

const header = { resultCode: '00', resultMsg: 'NORMAL_SERVICE' };
const page = { numOfRows: 1, pageNo: 1 };

type ItemOf<K extends ApiId> = AnswerOf<K> extends { response: { body: { items: { item: readonly (infer I)[] } } } } ? I : never;
/** A list answer's sample: one item (typed by the contract) in the common envelope, page 1 of `totalCount`. */
function listSample<K extends ApiId>(item: ItemOf<K>, totalCount: number): AnswerOf<K> {
  return { response: { header, body: { items: { item: [item] }, ...page, totalCount } } } as AnswerOf<K>;
}

const institutions: ApiDoc<'openInstitutions'> = {
  id: 'openInstitutions',
  slug: 'institutions',
  title: '참여기관 목록',
  group: '기관·서비스',
  summary: '법률구조 플랫폼에 참여하는 기관의 이름, 구분, 연계 수준, 연락처와 제공 서비스 수입니다.',
  details: ['기관·서비스 안내(/plt/inst)와 같은 자료입니다.', '기관 코드(code)는 사무소·서비스 API의 instCode로 씁니다.'],
  params: [],
  sampleQuery: { pageNo: '1', numOfRows: '1' },
  sample: listSample<'openInstitutions'>(
    {
      code: 'KLAC',
      name: '대한법률구조공단',
      unit: null,
      category: 'LEGAL_AID',
      categoryName: '법률구조기관',
      linkLevel: 'PROCESS',
      linkLevelName: '처리연계',
      linked: ['법률상담, 소송구조, 법문화교육', '주택·상가 임대차 분쟁조정 신청'],
      summary: '돈이 없거나 법을 몰라 권리를 지키기 어려운 사람에게 무료 법률상담, 소송대리, 형사변호를 하는 법무부 산하 공공기관입니다.',
      phone: '132',
      website: 'https://www.klac.or.kr',
      serviceCount: 6,
    },
    35,
  ),
  fields: [
    ['code', '기관 코드'],
    ['name', '기관 이름'],
    ['unit', '담당 부서 (없으면 null)'],
    ['category / categoryName', '기관 구분 코드와 이름'],
    ['linkLevel / linkLevelName', '플랫폼 연계 수준 (INFO 정보연계, APPLY 신청연계, PROCESS 처리연계)'],
    ['linked', '플랫폼과 연계된 업무'],
    ['summary', '기관 소개'],
    ['phone / website', '대표 전화와 누리집 (없으면 null)'],
    ['serviceCount', '제공 서비스 수'],
  ],
};

const offices: ApiDoc<'openOffices'> = {
  id: 'openOffices',
  slug: 'offices',
  title: '기관 사무소 목록',
  group: '기관·서비스',
  summary: '참여기관 사무소의 주소, 전화, 운영 시간, 상담 방법과 시군구입니다.',
  details: ['instCode와 region으로 거를 수 있습니다.', 'officeId는 상담 예약 가능 현황 API의 officeId로 씁니다.'],
  params: [
    { name: 'instCode', label: '기관 코드', type: '문자열', description: '참여기관 목록 API의 code (예: KLAC)', example: 'KLAC' },
    { name: 'region', label: '시도 코드', type: '문자열', description: '행정구역 시도 코드 두 자리 (예: 11 서울특별시)', example: '11' },
  ],
  sampleQuery: { instCode: 'KLAC', region: '11', pageNo: '1', numOfRows: '1' },
  sample: listSample<'openOffices'>(
    {
      officeId: 'KLAC-SEOUL-CENTRAL',
      instCode: 'KLAC',
      instName: '대한법률구조공단',
      name: '대한법률구조공단 서울중앙지부',
      region: '11',
      regionName: '서울특별시',
      sigungu: '11650',
      sigunguName: '서초구',
      address: '주소는 공단 누리집(www.klac.or.kr)의 ‘전국 사무소 안내’ 또는 132에서 확인해 주세요.',
      phone: '132',
      hours: '평일 09:00~18:00',
      methods: ['VISIT', 'PHONE', 'VIDEO'],
      lon: 127.0327,
      lat: 37.4837,
      types: ['COUNSEL', 'LITIGATION'],
    },
    8,
  ),
  fields: [
    ['officeId', '사무소 코드'],
    ['instCode / instName', '기관 코드와 이름'],
    ['name', '사무소 이름'],
    ['region / regionName', '시도 코드와 이름'],
    ['sigungu / sigunguName', '시군구 코드와 이름'],
    ['address / phone', '주소와 전화'],
    ['hours', '운영 시간 (없으면 null)'],
    ['methods', '상담 방법 (VISIT 방문, PHONE 전화, VIDEO 화상, ONLINE 온라인)'],
    ['lon / lat', '지도에 그리는 위치 (시군구의 중심, 건물 위치가 아님)'],
    ['types', '서비스 유형'],
  ],
};

const services: ApiDoc<'openServices'> = {
  id: 'openServices',
  slug: 'services',
  title: '법률복지 서비스 목록',
  group: '기관·서비스',
  summary: '기관이 제공하는 법률상담, 소송지원, 조정·중재, 채무조정, 피해구제, 생활·복지 지원 서비스입니다.',
  details: ['serviceType(서비스 유형)과 instCode(기관 코드)로 거를 수 있습니다.'],
  params: [
    { name: 'serviceType', label: '서비스 유형', type: '문자열', description: 'COUNSEL 법률상담, LITIGATION 소송지원, MEDIATION 조정·중재, DEBT 채무조정, RELIEF 피해구제, WELFARE 생활·복지 지원', example: 'COUNSEL' },
    { name: 'instCode', label: '기관 코드', type: '문자열', description: '참여기관 목록 API의 code', example: 'KLAC' },
  ],
  sampleQuery: { serviceType: 'COUNSEL', pageNo: '1', numOfRows: '1' },
  sample: listSample<'openServices'>(
    {
      id: 'KLAC-COUNSEL',
      instCode: 'KLAC',
      instName: '대한법률구조공단',
      title: '무료 법률상담 (방문·화상·전화)',
      types: ['COUNSEL'],
      summary: '가까운 공단 사무소에 가거나 화상·전화로 변호사·공익법무관 등에게 법률문제를 상담합니다.',
      cost: '무료',
      methods: ['VISIT', 'VIDEO', 'PHONE'],
      regions: [],
      applyKind: 'BOOK',
    },
    24,
  ),
  fields: [
    ['id', '서비스 코드'],
    ['instCode / instName', '제공 기관'],
    ['title / summary', '서비스 이름과 설명'],
    ['types', '서비스 유형'],
    ['cost', '비용'],
    ['methods', '도움 방법'],
    ['regions', '제공 지역 시도 코드 (비어 있으면 전국)'],
    ['applyKind', '신청 방법 (BOOK 상담 예약, CYBER 온라인 상담, ELRCPT 전자신청, EXTERNAL 기관 누리집, PHONE 전화)'],
  ],
};

const faq: ApiDoc<'openFaq'> = {
  id: 'openFaq',
  slug: 'faq',
  title: '자주 묻는 질문',
  group: '고객센터',
  summary: '고객센터의 자주 묻는 질문과 답변입니다 (조회 수는 주지 않습니다).',
  details: ['category(분류)와 keyword(검색어)로 거를 수 있습니다.', 'answerHtml은 허용된 태그만 남긴 HTML입니다.'],
  params: [
    { name: 'category', label: '분류', type: '문자열', description: 'PORTAL 플랫폼 이용, LEGAL_AID 법률구조 제도, HOUSING 주택·임대차, JEONSE_FRAUD 전세사기 피해, WELFARE 복지·생활, ELDERLY 노인·돌봄, HEALTH 건강보험', example: 'PORTAL' },
    { name: 'keyword', label: '검색어', type: '문자열', description: '질문과 답변에서 찾을 말 (100자 이하)', example: '회원가입' },
  ],
  sampleQuery: { category: 'PORTAL', keyword: '회원가입', pageNo: '1', numOfRows: '1' },
  sample: listSample<'openFaq'>(
    {
      faqId: 'FAQ-PORTAL-01',
      category: 'PORTAL',
      categoryName: '플랫폼 이용',
      question: '법률구조 플랫폼 회원가입은 어떻게 하나요?',
      answerHtml: '<p>화면 위의 회원가입을 누른 뒤 본인확인을 거쳐 가입합니다.</p>',
      source: null,
      updatedAt: '2026-01-02T00:00:00.000Z',
    },
    2,
  ),
  fields: [
    ['faqId', '질문 번호'],
    ['category / categoryName', '분류 코드와 이름'],
    ['question', '질문'],
    ['answerHtml', '답변 (HTML)'],
    ['source', '출처 (title, url; 없으면 null)'],
    ['updatedAt', '고친 때 (ISO 8601, UTC)'],
  ],
};

const notices: ApiDoc<'openNotices'> = {
  id: 'openNotices',
  slug: 'notices',
  title: '공지사항',
  group: '고객센터',
  summary: '고객센터 공지사항입니다. 고정 공지가 먼저, 그다음 최신순입니다.',
  details: ['keyword(검색어)로 제목을 찾습니다.', '조회 수는 주지 않습니다.'],
  params: [{ name: 'keyword', label: '검색어', type: '문자열', description: '제목에서 찾을 말 (100자 이하)', example: '개통' }],
  sampleQuery: { pageNo: '1', numOfRows: '1' },
  sample: listSample<'openNotices'>({ nttId: 'NTT-2026-0002', category: '안내', title: '법률구조 플랫폼 개통 안내', pinned: true, postedAt: '2026-01-05T00:00:00.000Z', attachmentCount: 0 }, 12),
  fields: [
    ['nttId', '공지 번호'],
    ['category', '분류 (공지, 안내, 점검, 채용)'],
    ['title', '제목'],
    ['pinned', '고정 공지 여부'],
    ['postedAt', '게시한 때 (ISO 8601, UTC)'],
    ['attachmentCount', '첨부파일 수'],
  ],
};

const legalFields = [
  ['ref', '식별 이름 (법령 이름과 조문, 사건번호)'],
  ['kind', 'statute 법령 또는 precedent 판례'],
  ['title', '제목'],
  ['snippet', '본문에서 검색어 둘레'],
  ['meta', '법령의 편·장·절, 법원과 선고일'],
  ['url', '플랫폼에서 보는 주소'],
  ['category', '분류'],
  ['date', '시행일·선고일 (없으면 null)'],
] as const;

const statutes: ApiDoc<'openStatutes'> = {
  id: 'openStatutes',
  slug: 'statutes',
  title: '법령 조문 검색',
  group: '법령·판례',
  summary: '법령 조문을 검색 색인에서 정확도순으로 찾습니다.',
  details: ['검색어는 적은 그대로 찾습니다 (맞춤법 고침 없음).', 'query는 꼭 보내야 합니다.'],
  params: [{ name: 'query', label: '검색어', type: '문자열', required: true, description: '찾을 말 (1~100자)', example: '보증금' }],
  sampleQuery: { query: '보증금', pageNo: '1', numOfRows: '1' },
  sample: listSample<'openStatutes'>(
    {
      ref: '주택임대차보호법 제3조의2',
      kind: 'statute',
      title: '주택임대차보호법 제3조의2 (보증금의 회수)',
      snippet: '임차인이 임차주택에 대하여 보증금반환청구소송의 확정판결 …',
      meta: '주택임대차보호법',
      url: `/law-case?${new URLSearchParams({ law: '주택임대차보호법', jo: '3의2' })}`,
      category: '법령',
      date: null,
    },
    41,
  ),
  fields: legalFields,
};

const precedents: ApiDoc<'openPrecedents'> = {
  id: 'openPrecedents',
  slug: 'precedents',
  title: '판례 검색',
  group: '법령·판례',
  summary: '판례를 검색 색인에서 정확도순으로 찾습니다.',
  details: ['검색어는 적은 그대로 찾습니다 (맞춤법 고침 없음).', 'query는 꼭 보내야 합니다.'],
  params: [{ name: 'query', label: '검색어', type: '문자열', required: true, description: '찾을 말 (1~100자)', example: '임대차' }],
  sampleQuery: { query: '임대차', pageNo: '1', numOfRows: '1' },
  sample: listSample<'openPrecedents'>(
    {
      ref: '대법원 2019다12345',
      kind: 'precedent',
      title: '대법원 2019다12345 임대차보증금반환',
      snippet: '임대차가 끝난 뒤 임차인이 목적물을 계속 점유하는 경우 …',
      meta: '대법원 · 2020-01-30 선고',
      url: `/law-case?${new URLSearchParams({ case: '2019다12345' })}`,
      category: '판례',
      date: '2020-01-30',
    },
    9,
  ),
  fields: legalFields,
};

const availability: ApiDoc<'openAvailability'> = {
  id: 'openAvailability',
  slug: 'availability',
  title: '상담 예약 가능 현황',
  group: '상담 예약',
  summary: '사무소의 날짜별 상담 예약 가능 건수입니다. 남은 자리 수만 주며, 누가 예약했는지는 주지 않습니다.',
  details: ['내일부터 예약할 수 있는 기간까지의 날짜입니다.', '없는 사무소이거나 그 상담 방법을 받지 않으면 결과 코드 03입니다.'],
  params: [
    { name: 'officeId', label: '사무소 코드', type: '문자열', required: true, description: '기관 사무소 목록 API의 officeId', example: 'KLAC-SEOUL-CENTRAL' },
    { name: 'method', label: '상담 방법', type: '문자열', description: 'VISIT 방문(기본), VIDEO 화상, PHONE 전화', example: 'VISIT' },
    { name: 'fromDate', label: '시작 날짜', type: '날짜 (YYYY-MM-DD)', description: '이 날짜부터 (없으면 내일부터)', example: '' },
  ],
  sampleQuery: { officeId: 'KLAC-SEOUL-CENTRAL', method: 'VISIT', pageNo: '1', numOfRows: '2' },
  sample: {
    response: {
      header,
      body: {
        items: {
          item: [
            { officeId: 'KLAC-SEOUL-CENTRAL', method: 'VISIT', date: '2026-12-01', bookable: true, remaining: 14, closedReason: null },
            { officeId: 'KLAC-SEOUL-CENTRAL', method: 'VISIT', date: '2026-12-05', bookable: false, remaining: 0, closedReason: '토요일' },
          ],
        },
        numOfRows: 2,
        pageNo: 1,
        totalCount: 28,
      },
    },
  },
  fields: [
    ['officeId / method', '사무소 코드와 상담 방법'],
    ['date', '날짜 (한국 시간)'],
    ['bookable', '예약할 수 있는 날인지'],
    ['remaining', '남은 자리 수'],
    ['closedReason', '쉬는 까닭 (주말, 공휴일 …; 없으면 null)'],
  ],
};

const satisfaction: ApiDoc<'openSatisfaction'> = {
  id: 'openSatisfaction',
  slug: 'satisfaction',
  title: '만족도 통계',
  group: '통계',
  summary: '만족도 조사와 페이지 만족도의 기간별 통계입니다 (한 건).',
  details: ['fromMonth~toMonth (YYYY-MM), 없으면 최근 6개월입니다.', '목록이 아니라 body.item 하나로 답합니다.'],
  params: [
    { name: 'fromMonth', label: '시작 월', type: '연월 (YYYY-MM)', description: '이 달부터', example: '2026-06' },
    { name: 'toMonth', label: '끝 월', type: '연월 (YYYY-MM)', description: '이 달까지', example: '2026-11' },
  ],
  sampleQuery: { fromMonth: '2026-10', toMonth: '2026-11' },
  sample: {
    response: {
      header,
      body: {
        item: {
          from: '2026-10',
          to: '2026-11',
          responses: 12,
          average: 4.3,
          distribution: [1, 2, 8, 20, 29],
          monthly: [
            { month: '2026-10', count: 5, average: 4.1 },
            { month: '2026-11', count: 7, average: 4.4 },
          ],
          byArea: [{ area: 'CONSULT', name: '법률상담', count: 12, average: 4.2 }],
          pageSatisfaction: { responses: 30, average: 4.5, distribution: [0, 1, 2, 8, 19], monthly: [{ month: '2026-11', count: 30, average: 4.5 }], byMenu: [{ menuId: 'CENTER_FAQ', name: '자주 묻는 질문', count: 10, average: 4.6 }] },
        },
      },
    },
  },
  fields: [
    ['from / to', '기간 (YYYY-MM)'],
    ['responses / average', '응답 수와 평균 점수 (응답이 없으면 null)'],
    ['distribution', '1점~5점 응답 수'],
    ['monthly', '월별 응답 수와 평균'],
    ['byArea', '서비스 영역별 응답 수와 평균'],
    ['pageSatisfaction', '페이지 만족도 (응답 수, 평균, 분포, 월별, 메뉴별)'],
  ],
};

/** Every API of /openapi/v1, in the catalogue's order (a missing one fails tsc). */
const docs: { [K in ApiId]: ApiDoc<K> } = {
  openInstitutions: institutions,
  openOffices: offices,
  openServices: services,
  openFaq: faq,
  openNotices: notices,
  openStatutes: statutes,
  openPrecedents: precedents,
  openAvailability: availability,
  openSatisfaction: satisfaction,
};
export const CATALOGUE: readonly ApiDoc[] = Object.values(docs) as ApiDoc[];

/** The API a page address names (?api=offices), or null. */
export function apiBySlug(slug: string | null | undefined): ApiDoc | null {
  return CATALOGUE.find((d) => d.slug === slug) ?? null;
}

/** The documentation page of an API. */
export const docHref = (d: Pick<ApiDoc, 'slug'>) => `/opn/OpnApiView?api=${encodeURIComponent(d.slug)}`;

/** Whether an answer is a list (items.item) or one record (item). */
export const isListAnswer = (d: ApiDoc) => 'items' in (d.sample as { response: { body: object } }).response.body;
