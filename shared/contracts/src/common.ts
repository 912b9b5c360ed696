import { z } from 'zod';
import { ATTACHMENT_TYPES } from './dscsn/rules';
import { objectParticle, topicParticle } from './particles';
import { RECORD_ID_PATTERN } from './route-validation';

/** Every error body: a Korean sentence for people; validation errors add per-field details. */
export const ErrorBody = z.object({
  message: z.string(),
  /** Membership calls add a machine code, e.g. REAUTH_REQUIRED, BAD_CREDENTIALS, DELAYED, NOT_VERIFIED. */
  code: z.string().optional(),
  /** With 429 answers (also sent as the Retry-After header). */
  retryAfterSeconds: z.number().int().optional(),
  errors: z.array(z.object({ field: z.string(), message: z.string() })).optional(),
});
export type ErrorBody = z.infer<typeof ErrorBody>;

/** Longest menuUrl we accept: far above any real path, far below abuse. */
export const MAX_URL_LENGTH = 300;

/** A site-relative path such as /dscsn/cyber (query and fragment allowed, as pages pass them). */
export const SitePath = z
  .string()
  .trim()
  .min(1, { error: '경로를 입력해 주세요.' })
  .max(MAX_URL_LENGTH, { error: `경로는 ${MAX_URL_LENGTH}자 이하로 입력해 주세요.` })
  .regex(/^\/(?!\/)[^\s\\]*$/, { error: "경로는 '/' 하나로 시작하고 공백이 없어야 합니다." });

export const OkBody = z.object({ success: z.literal(true) });

/** A record id such as FAQ-0001, SRVY-2026-2 (RECORD_ID_PATTERN), its messages naming the field. */
export const RecordId = (label: string) =>
  z.string({ error: `${label}가 없습니다.` }).trim().regex(RECORD_ID_PATTERN, { error: `${label}가 올바르지 않습니다.` });

// ─── Fragments the areas' schemas share: paging, staff question lists, text fields, uploaded files ───
const Page = z.coerce.number({ error: '페이지 번호는 1 이상의 숫자로 보내 주세요.' }).int().min(1).max(10_000).optional().default(1);
const PageSize = z.coerce.number({ error: '한 페이지 건수는 1~50 사이 숫자로 보내 주세요.' }).int().min(1).max(50).optional().default(10);
/** The paging fields of a list query (spread into it): page from 1, 10 a page unless asked, at most 50. */
export const Paging = { page: Page, pageSize: PageSize };

/**
 * The server-side sort of a staff table (spread into its query beside Paging): `sort` one of the
 * list's sortable columns, `order` asc or desc; the back office keeps both in the address.
 */
export function sorting<const F extends readonly [string, ...string[]]>(fields: F, defaults: { sort: F[number]; order: 'asc' | 'desc' }) {
  return {
    sort: z.enum(fields, { error: `정렬 기준은 ${fields.join(', ')} 중 하나로 보내 주세요.` }).optional().default(defaults.sort),
    order: z.enum(['asc', 'desc'], { error: '정렬 방향은 asc 또는 desc로 보내 주세요.' }).optional().default(defaults.order),
  };
}

/** One page of a list: its items, the page and page size answered, and the total of all pages. */
export function paged<T extends z.ZodType>(item: T) {
  return z.object({ items: z.array(item), page: z.number().int(), pageSize: z.number().int(), total: z.number().int() });
}

/** A staff list of questions (Q&A, cyber consultations): by answer status, the waiting ones unless asked. */
export const StaffQuestionQuery = z.object({
  status: z.enum(['WAITING', 'ANSWERED', 'ALL'], { error: '상태는 WAITING, ANSWERED, ALL 중 하나로 보내 주세요.' }).optional().default('WAITING'),
  ...Paging,
});

/**
 * Trimmed text of `min` to `max` characters, its messages naming it with the particle its last
 * syllable takes (제목을, 주소를). `verb` asks for it in the length messages, `ask` when it is missing.
 */
export function textField(name: string, min: number, max: number, { verb = '입력해', ask = verb }: { verb?: '입력해' | '적어'; ask?: '입력해' | '적어' } = {}) {
  const object = `${name}${objectParticle(name)}`;
  return z
    .string({ error: `${object} ${ask} 주세요.` })
    .trim()
    .min(min, { error: `${object} ${min}자 이상 ${verb} 주세요.` })
    .max(max, { error: `${name}${topicParticle(name)} ${max}자 이하로 ${verb} 주세요.` });
}

/**
 * Trimmed text that must be given, at most `max` characters: missing and empty are one message
 * (named with its particles, as textField's).
 */
export function requiredText(name: string, max: number) {
  const missing = `${name}${objectParticle(name)} 입력해 주세요.`;
  return z
    .string({ error: missing })
    .trim()
    .min(1, { error: missing })
    .max(max, { error: `${name}${topicParticle(name)} ${max}자 이하로 입력해 주세요.` });
}

/** The institution a record belongs to: its code (KLAC, …) and its name (spread into the record). */
export const InstitutionRef = {
  instCode: z.string(),
  instName: z.string(),
};

/** POST /api/files (multipart/form-data, one part named "file"): the type is read from the content. */
export const UploadedFile = z.object({
  fileId: z.string(),
  name: z.string(),
  size: z.number().int(),
  type: z.enum(ATTACHMENT_TYPES),
  uploadedAt: z.string(),
});
export type UploadedFile = z.infer<typeof UploadedFile>;

/**
 * Text as people meant it: lone UTF-16 surrogates and U+FFFD (what a broken byte sequence decodes
 * to) removed, NFC, control and invisible format characters turned into spaces, spaces collapsed.
 */
export const cleanText = (s: string) =>
  s
    .replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]|\uFFFD/g, '')
    .normalize('NFC')
    .replace(/[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u2028-\u202e\u2060-\u206f\ufeff]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/**
 * A list's search words for the search index: cleaned (cleanText), at most `max` characters. Optional:
 * no words (or empty ones) lists everything.
 */
export const keywordField = (max: number) =>
  z
    .string({ error: '검색어를 글자로 입력해 주세요.' })
    .transform(cleanText)
    .pipe(z.string().max(max, { error: `검색어는 ${max}자 이하로 입력해 주세요.` }))
    .optional()
    .default('');
