// Open API (issue 33), area `openapi`: key applications, approvals, and the public APIs at /openapi/v1.
import { z } from 'zod';
import { paged, RecordId, textField } from '../common';
import { FaqItem, NoticeListItem } from '../center/schemas';
import { SurveyStats } from '../dgstfn/schemas';
import { SearchItem } from '../search/schemas';
import { ServiceSummary, SvcInstitution, SvcOffice } from '../services/schemas';
import { OPENAPI_IP_ALLOW_MAX, OPENAPI_MAX_DAILY_LIMIT, OPENAPI_STATUSES, OPENAPI_USE_KINDS, parseCidr } from './rules';

export * from './rules';

// ─── Applications and keys (members; approvers) ────────────────────────────────────────────────
/** A number of calls a day; `topic` is its name with its particle (하루 호출 한도는). */
const DailyCalls = (topic: string) =>
  z.coerce
    .number({ error: `${topic} 숫자로 입력해 주세요.` })
    .int({ error: `${topic} 정수로 입력해 주세요.` })
    .min(1, { error: `${topic} 1 이상으로 입력해 주세요.` })
    .max(OPENAPI_MAX_DAILY_LIMIT, { error: `${topic} ${OPENAPI_MAX_DAILY_LIMIT.toLocaleString('ko-KR')} 이하로 입력해 주세요.` });

export const OpnApplyRequest = z.object({
  useKind: z.enum(OPENAPI_USE_KINDS, { error: '활용 구분은 DEV(개발계정) 또는 OPER(운영계정) 중 하나로 골라 주세요.' }),
  purpose: textField('활용 목적', 10, 1000),
  systemName: textField('시스템 이름', 2, 100),
  expectedDailyCalls: DailyCalls('하루 예상 호출 수는'),
  ipAllow: z
    .array(
      z
        .string({ error: '허용 IP는 문자열로 입력해 주세요.' })
        .trim()
        .refine((v) => parseCidr(v) !== null, { error: '허용 IP는 203.0.113.10 또는 203.0.113.0/24 같은 IPv4·IPv6 주소(CIDR)로 입력해 주세요.' }),
      { error: '허용 IP는 목록으로 보내 주세요.' },
    )
    .max(OPENAPI_IP_ALLOW_MAX, { error: `허용 IP는 ${OPENAPI_IP_ALLOW_MAX}개 이하로 입력해 주세요.` })
    .optional()
    .default([]),
  termsAgreed: z.literal(true, { error: '오픈 API 이용약관에 동의해야 신청할 수 있습니다. 약관 동의에 체크해 주세요.' }),
});
export type OpnApplyRequest = z.input<typeof OpnApplyRequest>;

export const OpnApplicationIdParams = z.object({ applicationId: RecordId('신청 번호') });

export const OpnKey = z.object({
  keyId: z.string(),
  /** The prefix and the last four characters: the key itself is shown once, at issuance. */
  hint: z.string(),
  issuedAt: z.string(),
  expiresAt: z.string(),
  replacedAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
  state: z.enum(['ACTIVE', 'GRACE', 'EXPIRED', 'REVOKED']),
});

export const OpnApplication = z.object({
  applicationId: z.string(),
  useKind: z.enum(OPENAPI_USE_KINDS),
  status: z.enum(OPENAPI_STATUSES),
  purpose: z.string(),
  systemName: z.string(),
  expectedDailyCalls: z.number().int(),
  ipAllow: z.array(z.string()),
  /** Calls a day per API. */
  dailyLimit: z.number().int(),
  rejectReason: z.string().nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
  keys: z.array(OpnKey),
  /** Calls admitted per KST day of the last 30 days (every API), oldest first. */
  usage: z.array(z.object({ date: z.string(), calls: z.number().int() })),
});
export type OpnApplication = z.infer<typeof OpnApplication>;
export const OpnApplicationList = z.object({ items: z.array(OpnApplication) });

/** A key just issued: the only answer that carries the key itself. */
export const OpnIssued = z.object({ application: OpnApplication, key: z.string() });

export const OpnPendingQuery = z.object({
  page: z.coerce.number({ error: '페이지 번호는 1 이상의 숫자로 보내 주세요.' }).int().min(1).max(10_000).optional().default(1),
  pageSize: z.coerce.number({ error: '한 페이지 건수는 1~50 사이 숫자로 보내 주세요.' }).int().min(1).max(50).optional().default(20),
});
export const OpnPendingItem = OpnApplication.omit({ keys: true, usage: true }).extend({ applicantName: z.string() });
export const OpnPendingList = paged(OpnPendingItem);
export const OpnApproveRequest = z.object({ dailyLimit: DailyCalls('하루 호출 한도는').optional() });
export const OpnRejectRequest = z.object({
  reason: z
    .string({ error: '반려 사유를 적어 주세요.' })
    .trim()
    .min(5, { error: '반려 사유를 5자 이상 적어 주세요.' })
    .max(500, { error: '반려 사유는 500자 이하로 적어 주세요.' }),
});

// ─── The public APIs (/openapi/v1) ─────────────────────────────────────────────────────────────
const Header = z.object({
  resultCode: z.string(),
  resultMsg: z.string(),
  /** With an error: a Korean sentence naming what to fix. */
  message: z.string().optional(),
});
/** Every error of /openapi/v1: the code and its HTTP status agree (OPENAPI_RESULTS). */
export const OpenError = z.object({ response: z.object({ header: Header }) });

/** One page of a list, as 공공데이터포털 APIs answer it (items.item in JSON and XML alike). */
export function openList<T extends z.ZodType>(item: T) {
  return z.object({
    response: z.object({
      header: Header,
      body: z.object({ items: z.object({ item: z.array(item) }), numOfRows: z.number().int(), pageNo: z.number().int(), totalCount: z.number().int() }),
    }),
  });
}
/** One record. */
export function openItem<T extends z.ZodType>(item: T) {
  return z.object({ response: z.object({ header: Header, body: z.object({ item }) }) });
}

/** What every /openapi/v1 query takes: the key (serviceKey, for compatibility), paging and the answer's format. */
const openQuery = {
  serviceKey: z.string().optional(),
  pageNo: z.coerce.number({ error: 'pageNo는 1 이상의 숫자로 보내 주세요.' }).int({ error: 'pageNo는 정수로 보내 주세요.' }).min(1, { error: 'pageNo는 1 이상으로 보내 주세요.' }).max(100_000, { error: 'pageNo는 100000 이하로 보내 주세요.' }).optional().default(1),
  numOfRows: z.coerce.number({ error: 'numOfRows는 1~100 사이 숫자로 보내 주세요.' }).int({ error: 'numOfRows는 정수로 보내 주세요.' }).min(1, { error: 'numOfRows는 1 이상으로 보내 주세요.' }).max(100, { error: 'numOfRows는 100 이하로 보내 주세요.' }).optional().default(10),
  type: z.enum(['json', 'xml'], { error: 'type은 json 또는 xml로 보내 주세요.' }).optional(),
};
const Word = (name: string) => z.string().trim().max(100, { error: `${name}는 100자 이하로 보내 주세요.` }).optional();
const Code = (name: string) => z.string().trim().regex(/^[A-Za-z0-9_-]{1,40}$/, { error: `${name}가 올바르지 않습니다. 목록 API가 알려 주는 코드로 보내 주세요.` }).optional();

export const OpenPageQuery = z.object(openQuery);
export const OpenOfficeQuery = z.object({ ...openQuery, instCode: Code('instCode(기관 코드)'), region: Code('region(시도 코드)') });
export const OpenServiceQuery = z.object({ ...openQuery, serviceType: Code('serviceType(서비스 유형)'), instCode: Code('instCode(기관 코드)') });
export const OpenFaqQuery = z.object({ ...openQuery, category: Code('category(분류)'), keyword: Word('keyword(검색어)') });
export const OpenNoticeQuery = z.object({ ...openQuery, keyword: Word('keyword(검색어)') });
export const OpenSearchQuery = z.object({
  ...openQuery,
  query: z.string({ error: 'query(검색어)를 보내 주세요.' }).trim().min(1, { error: 'query(검색어)를 보내 주세요.' }).max(100, { error: 'query(검색어)는 100자 이하로 보내 주세요.' }),
});
const IsoDate = z.string().trim().regex(/^\d{4}-\d{2}-\d{2}$/, { error: '날짜는 YYYY-MM-DD 형식으로 보내 주세요.' });
export const OpenAvailabilityQuery = z.object({
  ...openQuery,
  officeId: z.string({ error: 'officeId(사무소 코드)를 보내 주세요.' }).trim().regex(/^[A-Za-z0-9_-]{1,40}$/, { error: 'officeId(사무소 코드)가 올바르지 않습니다. offices API가 알려 주는 코드로 보내 주세요.' }),
  method: z.enum(['VISIT', 'VIDEO', 'PHONE'], { error: 'method(상담 방법)는 VISIT, VIDEO, PHONE 중 하나로 보내 주세요.' }).optional().default('VISIT'),
  fromDate: IsoDate.optional(),
});
export const OpenSatisfactionQuery = z.object({
  ...openQuery,
  fromMonth: z.string().trim().regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: 'fromMonth는 YYYY-MM 형식으로 보내 주세요.' }).optional(),
  toMonth: z.string().trim().regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: 'toMonth는 YYYY-MM 형식으로 보내 주세요.' }).optional(),
});

export const OpenInstitution = SvcInstitution;
export const OpenOffice = SvcOffice.omit({ bookHref: true, distanceKm: true });
export type OpenOffice = z.infer<typeof OpenOffice>;
export const OpenService = ServiceSummary;
export const OpenFaq = FaqItem.omit({ viewCount: true });
export type OpenFaq = z.infer<typeof OpenFaq>;
export const OpenNotice = NoticeListItem.omit({ viewCount: true });
export type OpenNotice = z.infer<typeof OpenNotice>;
export const OpenLegalHit = SearchItem.omit({ titleMarked: true, score: true });
/** Places left per day (counts only: nothing about who booked). */
export const OpenAvailabilityDay = z.object({ officeId: z.string(), method: z.string(), date: z.string(), bookable: z.boolean(), remaining: z.number().int(), closedReason: z.string().nullable() });
export type OpenAvailabilityDay = z.infer<typeof OpenAvailabilityDay>;
export const OpenSatisfaction = SurveyStats.omit({ surveyId: true });
