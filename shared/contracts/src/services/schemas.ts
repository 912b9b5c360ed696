// Finding help (issue 20), area `services`: the catalogue by type and by institution, offices on the
// map, the easy finder and the one-stop request.
import { z } from 'zod';
import { InstitutionRef, keywordField, paged, Paging, textField } from '../common';
import { REGION_CODES } from '../dscsn/rules';
import {
  AGE_BANDS,
  APPLY_KINDS,
  FINDER_PROBLEMS,
  HELP_METHODS,
  INCOME_BANDS,
  INST_CATEGORIES,
  LINK_LEVELS,
  ONE_STOP_INSTS,
  ONE_STOP_MIN,
  PERSON_TAGS,
  SERVICE_QUERY_MAX,
  SERVICE_TYPES,
  type PersonTag,
} from './rules';
import { SIGUNGU } from './sigungu';

export * from './rules';
export { SIGUNGU } from './sigungu';

const SIGUNGU_CODES = new Set(SIGUNGU.map((s) => s[0]));

const Keyword = keywordField(SERVICE_QUERY_MAX);
export const ServiceTypeField = z.enum(SERVICE_TYPES, { error: '서비스 유형을 목록에서 골라 주세요.' });
export const InstCategoryField = z.enum(INST_CATEGORIES, { error: '기관 구분을 목록에서 골라 주세요.' });
export const CatalogueInstCode = z
  .string({ error: '기관을 골라 주세요.' })
  .trim()
  .regex(/^[A-Z][A-Z0-9]{1,15}$/, { error: '기관 코드가 올바르지 않습니다. 기관 목록에서 다시 골라 주세요.' });
export const RegionParam = z.enum(REGION_CODES, { error: '알 수 없는 지역(시·도)입니다. 목록에서 다시 골라 주세요.' });
export const SigunguParam = z
  .string({ error: '시·군·구를 골라 주세요.' })
  .trim()
  .refine((s) => SIGUNGU_CODES.has(s), { error: '알 수 없는 시·군·구입니다. 목록에서 다시 골라 주세요.' });
export const HelpMethodField = z.enum(HELP_METHODS, { error: '도움 방법을 목록에서 골라 주세요.' });
const Counts = z.array(z.object({ code: z.string(), label: z.string(), count: z.number().int() }));
const Source = z.object({ title: z.string(), url: z.string() });

// ─── Services ───
export const ServiceListQuery = z.object({
  type: ServiceTypeField.optional(),
  inst: CatalogueInstCode.optional(),
  region: RegionParam.optional(),
  q: Keyword,
  ...Paging,
});
export const ServiceSummary = z.object({
  id: z.string(),
  ...InstitutionRef,
  title: z.string(),
  types: z.array(ServiceTypeField),
  summary: z.string(),
  cost: z.string(),
  methods: z.array(HelpMethodField),
  /** 시도 codes; empty = 전국. */
  regions: z.array(z.enum(REGION_CODES)),
  applyKind: z.enum(APPLY_KINDS),
});
export type ServiceSummary = z.infer<typeof ServiceSummary>;
export const ServiceList = paged(ServiceSummary).extend({ typeCounts: Counts });
export type ServiceList = z.infer<typeof ServiceList>;
export const ServiceIdParams = z.object({
  serviceId: z.string({ error: '서비스가 없습니다.' }).trim().regex(/^[A-Z0-9][A-Z0-9-]{1,40}$/, { error: '서비스 번호가 올바르지 않습니다. 목록에서 다시 골라 주세요.' }),
});

export const SvcOffice = z.object({
  officeId: z.string(),
  ...InstitutionRef,
  name: z.string(),
  region: z.enum(REGION_CODES),
  regionName: z.string(),
  sigungu: z.string(),
  sigunguName: z.string(),
  address: z.string(),
  phone: z.string(),
  hours: z.string().nullable(),
  methods: z.array(HelpMethodField),
  /** Where the office is drawn: the centre of its 시군구 (the boundaries' data), not the building. */
  lon: z.number(),
  lat: z.number(),
  /** Booked through this portal: the booking's first step. */
  bookHref: z.string().nullable(),
  /** Straight-line distance from the asked position (km, one decimal); null without a position. */
  distanceKm: z.number().nullable(),
  types: z.array(ServiceTypeField),
});
export type SvcOffice = z.infer<typeof SvcOffice>;

/** The real next step: a portal path (BOOK, CYBER, ELRCPT, and EXTERNAL through the leaving notice) or tel: for PHONE. */
export const ApplyStep = z.object({ kind: z.enum(APPLY_KINDS), label: z.string(), href: z.string(), external: z.string().nullable() });
export type ApplyStep = z.infer<typeof ApplyStep>;

export const SvcInstitution = z.object({
  code: z.string(),
  name: z.string(),
  unit: z.string().nullable(),
  category: InstCategoryField,
  categoryName: z.string(),
  linkLevel: z.enum(LINK_LEVELS),
  linkLevelName: z.string(),
  linked: z.array(z.string()),
  summary: z.string(),
  phone: z.string().nullable(),
  website: z.string().nullable(),
  serviceCount: z.number().int(),
});
export type SvcInstitution = z.infer<typeof SvcInstitution>;

export const ServiceDetail = ServiceSummary.extend({
  who: z.array(z.string()),
  documents: z.array(z.string()),
  apply: ApplyStep,
  sources: z.array(Source),
  institution: SvcInstitution,
  offices: z.array(SvcOffice),
  /** Services of the same type at other institutions. */
  related: z.array(ServiceSummary),
});
export type ServiceDetail = z.infer<typeof ServiceDetail>;

// ─── Institutions ───
export const SvcInstitutionQuery = z.object({ category: InstCategoryField.optional(), q: Keyword });
export const SvcInstitutionList = z.object({ items: z.array(SvcInstitution), categoryCounts: Counts });
export type SvcInstitutionList = z.infer<typeof SvcInstitutionList>;
export const InstCodeParams = z.object({ instCode: CatalogueInstCode });
const NoticeHead = z.object({ nttId: z.string(), title: z.string(), postedAt: z.string() });
export const SvcInstitutionDetail = SvcInstitution.extend({
  hours: z.string().nullable(),
  address: z.string().nullable(),
  sources: z.array(Source),
  services: z.array(ServiceSummary),
  offices: z.array(SvcOffice),
  notices: z.array(NoticeHead),
  /** The consultation area's page of the institution, when it takes consultations here. */
  consultPath: z.string().nullable(),
});
export type SvcInstitutionDetail = z.infer<typeof SvcInstitutionDetail>;
export const InstNoticeQuery = z.object({ ...Paging });
export const InstNoticeList = paged(NoticeHead).extend({ instName: z.string() });
export type InstNoticeList = z.infer<typeof InstNoticeList>;
export const InstNoticeParams = z.object({
  instCode: CatalogueInstCode,
  nttId: z.string({ error: '글 번호가 없습니다.' }).trim().regex(/^[A-Za-z0-9-]{1,40}$/, { error: '글 번호가 올바르지 않습니다.' }),
});
export const InstNotice = NoticeHead.extend({ ...InstitutionRef, bodyHtml: z.string(), prev: NoticeHead.nullable(), next: NoticeHead.nullable() });
export type InstNotice = z.infer<typeof InstNotice>;

// ─── Offices (the map) ───
const Coordinate = (name: string, min: number, max: number) =>
  z.coerce.number({ error: `${name}를 숫자로 보내 주세요.` }).min(min, { error: `${name}가 대한민국 범위를 벗어났습니다.` }).max(max, { error: `${name}가 대한민국 범위를 벗어났습니다.` });
export const SvcOfficeQuery = z
  .object({
    region: RegionParam.optional(),
    sigungu: SigunguParam.optional(),
    type: ServiceTypeField.optional(),
    method: HelpMethodField.optional(),
    inst: CatalogueInstCode.optional(),
    /** A position (WGS84): the list comes nearest first with distances. */
    lat: Coordinate('위도', 32.5, 39.5).optional(),
    lon: Coordinate('경도', 123.5, 132.5).optional(),
    limit: z.coerce.number({ error: '건수는 1~300 사이 숫자로 보내 주세요.' }).int().min(1).max(300).optional().default(300),
  })
  .refine((q) => (q.lat == null) === (q.lon == null), { error: '위치는 위도와 경도를 함께 보내 주세요.', path: ['lat'] });
export const SvcOfficeList = z.object({ items: z.array(SvcOffice), total: z.number().int() });
export type SvcOfficeList = z.infer<typeof SvcOfficeList>;

// ─── The easy finder ───
/** persons=SINGLE_PARENT,DISABLED in the address (any order, no repeats). */
const PersonList = z
  .string({ error: '해당하는 사항을 목록에서 골라 주세요.' })
  .max(200, { error: '해당하는 사항이 너무 많습니다.' })
  .transform((s, ctx) => {
    const parts = [...new Set(s.split(',').map((x) => x.trim()).filter(Boolean))];
    const bad = parts.find((p) => !(PERSON_TAGS as readonly string[]).includes(p));
    if (bad) {
      ctx.addIssue({ code: 'custom', message: '알 수 없는 항목이 있습니다. 해당하는 사항을 목록에서 다시 골라 주세요.' });
      return z.NEVER;
    }
    return parts as PersonTag[];
  })
  .optional()
  .default([]);
export const FinderQuery = z.object({
  problem: z.enum(FINDER_PROBLEMS, { error: '어떤 일이 있었는지 목록에서 골라 주세요.' }),
  age: z.enum(AGE_BANDS, { error: '나이를 목록에서 골라 주세요.' }).optional(),
  income: z.enum(INCOME_BANDS, { error: '가구 소득을 목록에서 골라 주세요.' }).optional(),
  persons: PersonList,
  region: RegionParam.optional(),
  sigungu: SigunguParam.optional(),
  method: HelpMethodField.optional(),
});
export type FinderQuery = z.input<typeof FinderQuery>;
export const FinderResult = z.object({
  items: z.array(
    z.object({
      service: ServiceSummary,
      score: z.number(),
      /** Why it matches, in plain Korean ("기준 중위소득 125% 이하라서"). */
      reasons: z.array(z.string()),
      /** What to check before applying (a condition the answers did not settle). */
      checks: z.array(z.string()),
      nearestOffice: SvcOffice.nullable(),
      apply: ApplyStep,
    }),
  ),
  /** Services that take the problem but whose conditions the answers rule out, with the reason. */
  excluded: z.array(z.object({ service: ServiceSummary, reason: z.string() })),
});
export type FinderResult = z.infer<typeof FinderResult>;

// ─── One-stop ───
export const OneStopRequest = z.object({
  problem: z.enum(FINDER_PROBLEMS, { error: '어떤 일인지 목록에서 골라 주세요.' }),
  title: textField('제목', 2, 100),
  content: textField('상담 내용', 10, 4000, { verb: '적어' }),
  insts: z
    .array(z.enum(ONE_STOP_INSTS, { error: '받을 기관을 목록에서 골라 주세요.' }), { error: '받을 기관을 골라 주세요.' })
    .min(ONE_STOP_MIN, { error: `받을 기관을 ${ONE_STOP_MIN}곳 이상 골라 주세요.` })
    .refine((a) => new Set(a).size === a.length, { error: '같은 기관을 두 번 고를 수 없습니다.' }),
  agree: z.literal(true, { error: '개인정보를 고른 기관에 보내는 데 동의해 주세요.' }),
});
export type OneStopRequest = z.infer<typeof OneStopRequest>;
export const OneStopCase = z.object({
  ...InstitutionRef,
  receiptNo: z.string(),
  status: z.enum(['WAITING', 'ANSWERED']),
  expectedAnswerBy: z.string(),
  /** See CyberConsultation.expectedAnswerEstimated. */
  expectedAnswerEstimated: z.boolean(),
  answeredAt: z.string().nullable(),
});
export const OneStopReceipt = z.object({
  id: z.string(),
  receiptNo: z.string(),
  problem: z.enum(FINDER_PROBLEMS),
  problemName: z.string(),
  title: z.string(),
  createdAt: z.string(),
  cases: z.array(OneStopCase),
});
export type OneStopReceipt = z.infer<typeof OneStopReceipt>;
export const OneStopList = z.object({ items: z.array(OneStopReceipt) });
export type OneStopList = z.infer<typeof OneStopList>;
