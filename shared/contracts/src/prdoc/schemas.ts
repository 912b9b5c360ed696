import { z } from 'zod';
import { paged, Paging, UploadedFile } from '../common';
import { AplyNo, ElrcptStatusField } from '../elrcpt/schemas';
import {
  EXCHANGE_CONSENT_PURPOSE,
  MYDOC_ID_PATTERN,
  MYDOC_TITLE_MAX,
  PRDOC_CODES,
  PRDOC_ETC,
  PRDOC_FORM_CODES,
  PRDOC_ID_PATTERN,
  PRDOC_REASON_MAX,
  PRDOC_SOURCE_CODES,
  PRDOC_STATUS_CODES,
  STAFF_UNMASK_PURPOSE_CODES,
  WALLET_DOCUMENT_MAX,
} from './rules';

export * from './rules';

// ─── Fields ────────────────────────────────────────────────────────────────────────────────────
export const PrdocId = z.string({ error: '서류 번호가 없습니다.' }).trim().regex(PRDOC_ID_PATTERN, { error: '서류 번호가 올바르지 않습니다.' });
export const MyDocId = z.string({ error: '나의 서류 번호가 없습니다.' }).trim().regex(MYDOC_ID_PATTERN, { error: '나의 서류 번호가 올바르지 않습니다. 나의 서류 목록에서 다시 골라 주세요.' });
export const PrdocFormCodeField = z.enum(PRDOC_FORM_CODES, { error: '서류 종류를 목록에서 골라 주세요.' });
export const PrdocCodeField = z.enum(PRDOC_CODES, { error: '서류 종류를 목록에서 골라 주세요.' });
export const PrdocSourceField = z.enum(PRDOC_SOURCE_CODES);
export const PrdocStatusField = z.enum(PRDOC_STATUS_CODES);
const IsoDate = (label: string) => z.string({ error: `${label}을 입력해 주세요.` }).trim().regex(/^\d{4}-\d{2}-\d{2}$/, { error: `${label}은 YYYY-MM-DD 형식으로 입력해 주세요. 예: 2026-11-02` });
const FileIdField = z.string({ error: '올린 파일이 없습니다. 파일을 올려 주세요.' }).trim().min(1, { error: '올린 파일이 없습니다. 파일을 올려 주세요.' }).max(60, { error: '파일 번호가 올바르지 않습니다.' });
/** For 'Etc' documents: what the document is, as the citizen names it. */
const DocTitle = z.string().trim().min(2, { error: '서류 이름을 2자 이상 입력해 주세요.' }).max(MYDOC_TITLE_MAX, { error: `서류 이름은 ${MYDOC_TITLE_MAX}자 이하로 입력해 주세요.` });

/** A proof form's answers; which keys and values are allowed is checkPrdocOptions's job (rules.ts). */
export const PrdocOptions = z
  .record(
    z.string().regex(/^[a-zA-Z]{1,30}$/, { error: '항목 이름이 올바르지 않습니다.' }),
    z.union([z.string().max(200, { error: '입력한 값은 200자 이하로 줄여 주세요.' }), z.array(z.string().max(40)).max(20)]),
    { error: '발급 항목을 골라 주세요.' },
  )
  .refine((o) => Object.keys(o).length <= 20, { error: '발급 항목이 너무 많습니다.' });

export const AplyPrdocParams = z.object({ aplyNo: AplyNo, prdocId: PrdocId });
export const MyDocParams = z.object({ myDocId: MyDocId });

// ─── Supplying a document to an application: one call, four ways ─────────────────────────────────
const etcTitle = { title: DocTitle.optional() };
/**
 * `prdocId` answers an existing item (a 보완요청, a document the institution requested, an expired
 * one) instead of adding one. `title` is required for code 'Etc' and ignored otherwise.
 */
export const PrdocSupply = z
  .discriminatedUnion(
    'method',
    [
      z.object({
        method: z.literal('EXCHANGE'),
        code: PrdocFormCodeField,
        options: PrdocOptions,
        /** 행정정보 공동이용 consent for this document and this application. */
        consent: z.literal(true, { error: '행정정보 공동이용에 동의해야 기관이 서류를 확인할 수 있습니다. 동의하지 않으면 전자문서지갑이나 파일 올리기를 이용해 주세요.' }),
        prdocId: PrdocId.optional(),
      }),
      z.object({
        method: z.literal('WALLET'),
        code: PrdocFormCodeField,
        /** The signed certificate as the wallet hands it over (walletList's `document`). */
        document: z.string({ error: '전자문서지갑에서 보낼 증명서를 골라 주세요.' }).min(1, { error: '전자문서지갑에서 보낼 증명서를 골라 주세요.' }).max(WALLET_DOCUMENT_MAX, { error: '전자증명서가 너무 큽니다. 지갑에서 다시 골라 주세요.' }),
        prdocId: PrdocId.optional(),
      }),
      z.object({ method: z.literal('UPLOAD'), code: PrdocCodeField, ...etcTitle, fileId: FileIdField, issuedAt: IsoDate('발급일'), prdocId: PrdocId.optional() }),
      z.object({ method: z.literal('MYDOC'), code: PrdocCodeField, ...etcTitle, myDocId: MyDocId, prdocId: PrdocId.optional() }),
    ],
    { error: '서류를 받을 방법(공동이용, 전자문서지갑, 파일 올리기, 나의 서류)을 골라 주세요.' },
  )
  .superRefine((s, ctx) => {
    if (s.code === PRDOC_ETC && (s.method === 'UPLOAD' || s.method === 'MYDOC') && !s.title) ctx.addIssue({ code: 'custom', path: ['title'], message: '어떤 서류인지 서류 이름을 입력해 주세요. 예: 가족관계증명서' });
  });
export type PrdocSupply = z.infer<typeof PrdocSupply>;

// ─── What the server answers ───────────────────────────────────────────────────────────────────
/** A fetched or wallet record as it is shown (label/value rows and, for 등본·건강보험료, a table). */
export const PrdocRecord = z.object({
  title: z.string(),
  issuer: z.string(),
  /** 발급번호 (exchange: the centre's answer number; wallet: the certificate number). */
  docNo: z.string(),
  issuedAt: z.string(),
  rows: z.array(z.object({ label: z.string(), value: z.string() })),
  table: z.object({ caption: z.string(), head: z.array(z.string()), rows: z.array(z.array(z.string())) }).nullable(),
});
export type PrdocRecord = z.infer<typeof PrdocRecord>;
/**
 * A record as the API answers it: 주민등록번호 shown as 800101-1****** unless an unmasked view was
 * asked for (…/unmask, written to the audit log); `rrnHidden` says the stored record holds back
 * halves this answer hides (the page offers 뒷자리 보기 only then).
 */
export const PrdocRecordView = PrdocRecord.extend({ rrnHidden: z.boolean() });
export type PrdocRecordView = z.infer<typeof PrdocRecordView>;

export const PrdocItem = z.object({
  prdocId: PrdocId,
  code: PrdocCodeField,
  /** The kind's name, or the citizen's title for 'Etc'. */
  name: z.string(),
  issuer: z.string().nullable(),
  status: PrdocStatusField,
  statusLabel: z.string(),
  source: PrdocSourceField.nullable(),
  sourceLabel: z.string().nullable(),
  myDocId: MyDocId.nullable(),
  /** Uploaded documents: the file (download GET /api/files/:fileId, owner or the institution's staff). */
  file: UploadedFile.nullable(),
  issuedAt: z.string().nullable(),
  expiresAt: z.string().nullable(),
  requestedAt: z.string().nullable(),
  /** Who asked for it when REQUESTED by the institution, with its reason. */
  requestNote: z.string().nullable(),
  submittedAt: z.string().nullable(),
  reviewedAt: z.string().nullable(),
  /** The reason of a 보완요청. */
  reviewNote: z.string().nullable(),
  consent: z.object({ at: z.string(), purpose: z.string() }).nullable(),
  /** Fetched (EXCHANGE) and wallet documents: what they say (back halves masked unless unmasked). */
  record: PrdocRecordView.nullable(),
});
export type PrdocItem = z.infer<typeof PrdocItem>;

export const AplyPrdocs = z.object({
  aplyNo: AplyNo,
  aplyStatus: ElrcptStatusField,
  /** Whether the citizen may add or replace documents now (a draft, or answering the institution). */
  editable: z.boolean(),
  /** The application's 행정정보 공동이용 consent (Y/N): with N, the 공동이용 way is not offered. */
  adminInfoSharing: z.enum(['Y', 'N']),
  /** What the application's aid-target types need (requiredDocs), each with whether an item covers it. */
  required: z.array(z.object({ name: z.string(), code: PrdocCodeField, supplied: z.boolean() })),
  items: z.array(PrdocItem),
});
export type AplyPrdocs = z.infer<typeof AplyPrdocs>;

export const PrdocError = z.object({
  message: z.string(),
  /**
   * EXCHANGE_DOWN (503), EXCHANGE_TIMEOUT (504), NO_RECORD (422): the exchange centre's answers;
   * WALLET_EXPIRED, WALLET_FORGED, WALLET_NOT_YOURS, WALLET_WRONG_KIND (400, field document);
   * NO_SHARING_CONSENT (409: the application said no to 공동이용); NOT_EDITABLE (409); ALREADY (409).
   */
  code: z.string().optional(),
  errors: z.array(z.object({ field: z.string(), message: z.string() })).optional(),
});

// ─── The sandbox wallet (WalletInfoPopup) and the sandbox exchange centre ─────────────────────────
export const WalletList = z.object({
  /** True when the sandbox wallet answers (the popup says so). */
  sandbox: z.boolean(),
  items: z.array(
    z.object({
      certId: z.string(),
      code: PrdocFormCodeField,
      title: z.string(),
      issuer: z.string(),
      issuedAt: z.string(),
      expiresAt: z.string(),
      expired: z.boolean(),
      /** The signed certificate to send (PrdocSupply WALLET `document`). */
      document: z.string(),
    }),
  ),
});
export type WalletList = z.infer<typeof WalletList>;
/** Sandbox only: how the centre answers this member's next requests (elPrdoctest). */
export const ExchangeSandboxMode = z.object({ mode: z.enum(['NORMAL', 'OUTAGE', 'TIMEOUT'], { error: '모드는 NORMAL, OUTAGE, TIMEOUT 중 하나입니다.' }) });
export const ExchangeSandboxState = ExchangeSandboxMode.extend({ sandbox: z.literal(true), purpose: z.literal(EXCHANGE_CONSENT_PURPOSE) });

// ─── 나의서류 ─────────────────────────────────────────────────────────────────────────────────
export const MyDoc = z.object({
  myDocId: MyDocId,
  code: PrdocCodeField,
  name: z.string(),
  source: PrdocSourceField,
  sourceLabel: z.string(),
  issuer: z.string().nullable(),
  issuedAt: z.string(),
  expiresAt: z.string(),
  expired: z.boolean(),
  file: UploadedFile.nullable(),
  createdAt: z.string(),
  /** Applications that used it (newest first). */
  usedIn: z.array(z.object({ aplyNo: AplyNo, title: z.string(), statusLabel: z.string() })),
});
export type MyDoc = z.infer<typeof MyDoc>;
export const MyDocDetail = MyDoc.extend({ record: PrdocRecordView.nullable() });
export const MyDocQuery = z.object({
  source: z.enum(['ALL', ...PRDOC_SOURCE_CODES], { error: '출처는 ALL, EXCHANGE, WALLET, UPLOAD 중 하나로 보내 주세요.' }).optional().default('ALL'),
  /** Only documents with a file (the application form's MyDocPopup attaches files). */
  files: z.enum(['Y', 'N']).optional(),
  ...Paging,
});
export const MyDocPage = paged(MyDoc);
export type MyDocPage = z.infer<typeof MyDocPage>;
/** /my/doc/write: save an uploaded file as a document of mine. */
export const MyDocCreate = z
  .object({ code: PrdocCodeField, title: DocTitle.optional(), fileId: FileIdField, issuedAt: IsoDate('발급일') })
  .superRefine((s, ctx) => {
    if (s.code === PRDOC_ETC && !s.title) ctx.addIssue({ code: 'custom', path: ['title'], message: '어떤 서류인지 서류 이름을 입력해 주세요. 예: 가족관계증명서' });
  });
export type MyDocCreate = z.infer<typeof MyDocCreate>;

export const MyElprdocQuery = z.object({
  status: z.enum(['ALL', ...PRDOC_STATUS_CODES], { error: '상태는 ALL, REQUESTED, SUBMITTED, CONFIRMED, SUPPLEMENT, EXPIRED 중 하나로 보내 주세요.' }).optional().default('ALL'),
  ...Paging,
});
export const MyElprdocList = paged(
  PrdocItem.omit({ record: true, consent: true }).extend({ aplyNo: AplyNo, aplyTitle: z.string(), instName: z.string(), aplyStatusLabel: z.string() }),
);

// ─── Staff ───────────────────────────────────────────────────────────────────────────────────
export const StaffPrdocReview = z
  .object({
    result: z.enum(['CONFIRMED', 'SUPPLEMENT'], { error: '확인 또는 보완요청을 골라 주세요.' }),
    reason: z.string().trim().max(PRDOC_REASON_MAX, { error: `사유는 ${PRDOC_REASON_MAX}자 이하로 적어 주세요.` }).optional(),
  })
  .superRefine((r, ctx) => {
    if (r.result === 'SUPPLEMENT' && (!r.reason || r.reason.length < 2)) ctx.addIssue({ code: 'custom', path: ['reason'], message: '보완할 내용을 2자 이상 적어 주세요.' });
  });
/** Why a staff member opens a record with its back halves (kept in the audit row). */
export const StaffPrdocUnmask = z.object({ purpose: z.enum(STAFF_UNMASK_PURPOSE_CODES, { error: '뒷자리를 보는 목적(구조 요건 심사, 소송 서류 작성)을 골라 주세요.' }) });
export const StaffPrdocRequest = z.object({
  code: PrdocCodeField,
  title: DocTitle.optional(),
  reason: z.string({ error: '요청하는 이유를 적어 주세요.' }).trim().min(2, { error: '요청하는 이유를 2자 이상 적어 주세요.' }).max(PRDOC_REASON_MAX, { error: `사유는 ${PRDOC_REASON_MAX}자 이하로 적어 주세요.` }),
});
