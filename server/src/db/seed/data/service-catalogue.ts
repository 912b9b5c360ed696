/**
 * The service catalogue of issue 20 ("Finding help"): the 35 participating institutions of the real
 * platform (its /plt/inst table, in its order, with its grouping, link level and 플랫폼 연계사업),
 * their services, the offices of the institutions outside the consultation area, and where each
 * consultation office (officeSeeds in institutions.ts) lies on the KOSTAT 2018 시군구 map.
 *
 * Facts only, each with its source (LICENSE-NOTES.md lists them); the wording is our own. What could
 * not be confirmed is null or left out — never guessed: a telephone number, a street address, an
 * income cap. Services that only the institution itself takes end in a link to its own site
 * (EXTERNAL, https) or its number (PHONE); those the portal takes end in its own pages.
 *
 * The institutions, services and offices are data: service-catalogue.json, checked here when loaded.
 * Its `sources` names the sources many entries cite; an entry's `sources` lists such a name or a
 * source of its own ({ title, url }). A service without documents or regions leaves them out.
 */
import { z } from 'zod';
import {
  AGE_BANDS,
  APPLY_KINDS,
  FINDER_PROBLEMS,
  HELP_METHODS,
  INST_CATEGORIES,
  LINK_LEVELS,
  PERSON_TAGS,
  REGION_CODES,
  SERVICE_TYPES,
  type CatalogueInstitution,
  type CatalogueOffice,
  type CatalogueService,
  type SourceRef,
} from '@portal/contracts';
import catalogueJson from './service-catalogue.json';

const Source = z.object({ title: z.string(), url: z.string() }).strict();
const Sources = z.array(z.union([z.string(), Source]));
const nullable = z.string().nullable();

const Catalogue = z
  .object({
    sources: z.record(z.string(), Source),
    institutions: z.array(
      z
        .object({
          code: z.string(),
          name: z.string(),
          unit: z.string().optional(),
          category: z.enum(INST_CATEGORIES),
          linkLevel: z.enum(LINK_LEVELS),
          linked: z.array(z.string()),
          summary: z.string(),
          phone: nullable,
          website: nullable,
          hours: nullable,
          address: nullable,
          sources: Sources,
        })
        .strict(),
    ),
    services: z.array(
      z
        .object({
          id: z.string(),
          instCode: z.string(),
          title: z.string(),
          types: z.array(z.enum(SERVICE_TYPES)),
          summary: z.string(),
          who: z.array(z.string()),
          cost: z.string(),
          methods: z.array(z.enum(HELP_METHODS)),
          apply: z.object({ kind: z.enum(APPLY_KINDS), target: z.string(), label: z.string().optional() }).strict(),
          documents: z.array(z.string()).optional(),
          regions: z.array(z.enum(REGION_CODES)).optional(),
          match: z
            .object({
              problems: z.array(z.enum(FINDER_PROBLEMS)),
              onlyFor: z.array(z.enum(PERSON_TAGS)).optional(),
              favours: z.array(z.enum(PERSON_TAGS)).optional(),
              incomeMaxPercent: z.number().optional(),
              ages: z.array(z.enum(AGE_BANDS)).optional(),
            })
            .strict(),
          sources: Sources,
        })
        .strict(),
    ),
    offices: z.array(
      z
        .object({
          officeId: z.string(),
          instCode: z.string(),
          name: z.string(),
          sigungu: z.string().regex(/^\d{5}$/),
          address: z.string(),
          phone: z.string(),
          hours: nullable,
          methods: z.array(z.enum(HELP_METHODS)),
        })
        .strict(),
    ),
  })
  .strict();

const catalogue = Catalogue.parse(catalogueJson);

/** An entry's sources: the shared ones by name (a name the file does not define is an error). */
function sourcesOf(entry: string, refs: (string | SourceRef)[]): SourceRef[] {
  return refs.map((r) => {
    if (typeof r !== 'string') return r;
    const shared = catalogue.sources[r];
    if (!shared) throw new Error(`service catalogue: ${entry} cites the unknown source '${r}'`);
    return shared;
  });
}

// ─── 1. Institutions: the 35 of the real platform, in its order ─────────────────────────────────
export const catalogueInstitutions: CatalogueInstitution[] = catalogue.institutions.map((i) => ({ ...i, sources: sourcesOf(i.code, i.sources) }));

// ─── 2. Services ────────────────────────────────────────────────────────────────────────────────
export const catalogueServices: CatalogueService[] = catalogue.services.map((s) => ({ documents: [], regions: [], ...s, sources: sourcesOf(s.id, s.sources) }));

// ─── 3. Offices ─────────────────────────────────────────────────────────────────────────────────
/**
 * Where each consultation office of institutions.ts lies (KOSTAT 2018 시군구 code; 2018 data: 인천
 * 미추홀구 is still 23030 남구). Offices with a confirmed address use it; KLAC 지부 without one use the
 * 시군구 of the district court beside which the 지부 sits (서울중앙 → 서초구 … 수원 → 영통구, the
 * court's 법조로 105 since 2019). Hours only where the institution publishes them.
 */
const KLAC_HOURS = '평일 09:00~18:00';
const klacAt = (sigungu: string) => ({ sigungu, hours: KLAC_HOURS });
export const consultOfficePlaces: Record<string, { sigungu: string; hours?: string }> = {
  'KLAC-SEOUL-CENTRAL': klacAt('11220'), // 서초구
  'KLAC-SEOUL-EAST': klacAt('11240'), // 송파구 법원로 114
  'KLAC-SEOUL-SOUTH': klacAt('11150'), // 양천구
  'KLAC-SEOUL-NORTH': klacAt('11100'), // 도봉구
  'KLAC-SEOUL-WEST': klacAt('11140'), // 마포구
  'KLAC-UIJEONGBU': klacAt('31030'), // 의정부시
  'KLAC-INCHEON': klacAt('23030'), // 남구(미추홀구)
  'KLAC-SUWON': klacAt('31014'), // 수원시 영통구 (수원지방법원, 법조로 105)
  'KLAC-CHUNCHEON': klacAt('32010'), // 춘천시
  'KLAC-DAEJEON': klacAt('25030'), // 대전 서구
  'KLAC-CHEONGJU': klacAt('33042'), // 청주시 서원구
  'KLAC-DAEGU': klacAt('22060'), // 수성구
  'KLAC-BUSAN': klacAt('21130'), // 연제구
  'KLAC-ULSAN': klacAt('26020'), // 울산 남구
  'KLAC-CHANGWON': klacAt('38112'), // 창원시 성산구 창이대로689번길
  'KLAC-GWANGJU': klacAt('24010'), // 광주 동구
  'KLAC-JEONJU': klacAt('35012'), // 전주시 덕진구
  'KLAC-JEJU': klacAt('39010'), // 제주시 중앙로
  'KLAC-DAEGU-WEST': klacAt('22070'), // 달서구 용산로
  'KLAC-MASAN': klacAt('38113'), // 창원시 마산합포구 (창원지방법원 마산지원)
  'KLAC-CHUNGJU': klacAt('33020'), // 충주시
  'KLAC-NAMYANGJU': klacAt('31130'), // 남양주시
  'KLAC-YONGIN': klacAt('31191'), // 용인시 처인구 (시청 소재 구)
  'KLAC-YEONCHEON': klacAt('31350'), // 연천군
  'KLAC-BOEUN': klacAt('33320'), // 보은군
  'KLAC-YEONGCHEON': klacAt('37070'), // 영천시
  'KLAC-CHEONGDO': klacAt('37360'), // 청도군
  'KLAC-CHANGNYEONG': klacAt('38330'), // 창녕군
  'KLAC-YEONGGWANG': klacAt('36440'), // 영광군
  'KLAC-SEOGWIPO': klacAt('39020'), // 서귀포시
  'KLAC-BORYEONG': klacAt('34030'), // 보령시
  'KLAC-SEOCHEON': klacAt('34340'), // 서천군
  'KLAC-BUYEO': klacAt('34330'), // 부여군
  'KLAC-YEONGJU': klacAt('37060'), // 영주시
  'KLAC-GUMI': klacAt('37050'), // 구미시
  'LHD-DAEJEON': { sigungu: '25030', hours: '평일 09:00~18:00 (예약제)' }, // 대전광역시청, 서구
  'LHD-DAEGU-JUNG': { sigungu: '22010', hours: '평일 09:00~18:00 (예약제)' }, // 대구 중구청
  'LHD-BUSAN-NAMGU': { sigungu: '21070', hours: '평일 09:00~18:00 (예약제)' }, // 부산 남구청
  'LHD-SEOUL-NOWON': { sigungu: '11110', hours: '평일 09:00~18:00 (예약제)' }, // 노원구청
  'LHM-MAIN': { sigungu: '11190' }, // 영등포구 여의도동
  'LQA-MAIN': { sigungu: '11150' }, // 양천구 오목로 176
};

/** Offices of the other institutions whose address (and a number to call) a public source gives. */
export const catalogueOffices: CatalogueOffice[] = catalogue.offices;
