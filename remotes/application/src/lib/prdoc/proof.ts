// The proof form's values, checks and body (pure: the page, elPrdoctest and the unit tests share it).
// The issuer's questions live in the form as flat keys 'options.<key>' so the field errors of
// checkPrdocOptions ('options.include') and of the server ('body.options.include') land on them as they are.
import {
  PRDOC_ETC,
  PRDOC_KINDS,
  PrdocSupply,
  checkPrdocOptions,
  initialOptions,
  prdocKind,
  type PrdocCode,
  type PrdocField,
  type PrdocFormCode,
  type PrdocOptionValues,
  type UploadedFile,
  type WalletList,
} from '@portal/contracts';
import type { SafeParser } from '@portal/ui/form';

export type Way = 'EXCHANGE' | 'WALLET' | 'UPLOAD' | 'MYDOC';
export type WalletCert = WalletList['items'][number];

export const WAY_LABELS: Record<Way, string> = {
  EXCHANGE: '행정정보 공동이용으로 확인',
  WALLET: '전자문서지갑에서 보내기',
  UPLOAD: '파일 올리기',
  MYDOC: '나의 서류에서 고르기',
};
export const WAY_DESCRIPTIONS: Record<Way, string> = {
  EXCHANGE: '동의하면 담당 기관이 발급 기관의 정보를 직접 확인합니다. 서류를 따로 발급받지 않아도 됩니다.',
  WALLET: '전자문서지갑(정부24 등)에 받아 둔 전자증명서를 보냅니다. 발급 기관의 전자서명으로 진위를 확인합니다.',
  UPLOAD: '발급받은 서류를 PDF나 사진 파일로 올립니다. 담당자가 내용을 확인합니다.',
  MYDOC: '전에 받아 둔 나의 서류를 다시 씁니다. 유효기간이 지나지 않은 것만 낼 수 있습니다.',
};

export interface ProofValues extends Record<string, unknown> {
  way: Way | '';
  /** 행정정보 공동이용 consent for this document and this application. */
  consent: boolean;
  /** The chosen wallet certificate (its `document` is what is sent). */
  wallet: WalletCert | null;
  /** The uploaded file (at most one). */
  file: UploadedFile[];
  issuedAt: string;
  myDocId: string;
  /** 'Etc' documents: what the document is. */
  title: string;
}

/** The form's key of an issuer's question. */
export const optionKey = (key: string) => `options.${key}`;

/** Today in Seoul as YYYY-MM-DD. */
export function seoulToday(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Seoul', year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

export const isFormCode = (code: string): code is PrdocFormCode => code !== PRDOC_ETC && prdocKind(code) !== undefined;

/** The ways this document can come in: 공동이용 only with the application's consent, the wallet only for kinds it issues, 'Etc' by file or 나의 서류. */
export function waysFor(code: PrdocCode, adminInfoSharing: 'Y' | 'N'): Way[] {
  if (!isFormCode(code)) return ['UPLOAD', 'MYDOC'];
  const kind = PRDOC_KINDS[code];
  return [...(adminInfoSharing === 'Y' ? (['EXCHANGE'] as const) : []), ...(kind.wallet ? (['WALLET'] as const) : []), 'UPLOAD', 'MYDOC'];
}

/** A fresh form: the issuer's usual answers, the first way offered. */
export function proofBlank(code: PrdocCode, today: string, ways: readonly Way[], title = ''): ProofValues {
  const v: ProofValues = { way: ways[0] ?? '', consent: false, wallet: null, file: [], issuedAt: '', myDocId: '', title };
  if (isFormCode(code)) for (const [k, x] of Object.entries(initialOptions(code, today))) v[optionKey(k)] = x;
  return v;
}

/** The issuer's answers of the form values. */
export function optionsOf(code: PrdocCode, values: Record<string, unknown>): PrdocOptionValues {
  const out: Record<string, string | readonly string[]> = {};
  if (!isFormCode(code)) return out;
  for (const f of PRDOC_KINDS[code].fields as readonly PrdocField[]) {
    const v = values[optionKey(f.key)];
    if (typeof v === 'string' || Array.isArray(v)) out[f.key] = v as string | string[];
  }
  return out;
}

/** The body of prdocSupply for these values (checked by the contract's PrdocSupply). */
export function proofBody(code: PrdocCode, v: ProofValues, prdocId?: string | null): unknown {
  const extra = prdocId ? { prdocId } : {};
  const title = code === PRDOC_ETC && v.title.trim() ? { title: v.title } : {};
  switch (v.way) {
    case 'EXCHANGE':
      return { method: 'EXCHANGE', code, options: optionsOf(code, v), consent: v.consent, ...extra };
    case 'WALLET':
      return { method: 'WALLET', code, document: v.wallet?.document ?? '', ...extra };
    case 'UPLOAD':
      return { method: 'UPLOAD', code, ...title, fileId: v.file[0]?.fileId ?? '', issuedAt: v.issuedAt, ...extra };
    case 'MYDOC':
      return { method: 'MYDOC', code, ...title, myDocId: v.myDocId, ...extra };
    default:
      return { code, ...extra };
  }
}

/** The form's field of a contract or server error path ('body.fileId' → 'file', 'method' → 'way'). */
export function proofFieldOf(path: string): string {
  const p = path.replace(/^body\./, '');
  if (p === 'method' || p === '') return 'way';
  if (p === 'fileId') return 'file';
  if (p === 'document') return 'wallet';
  if (p === 'options') return 'way';
  return p;
}

/** What the browser checks before sending: the contract's PrdocSupply, and the issuer's questions by checkPrdocOptions (the server runs both). */
export function proofParser(code: PrdocCode, today: string, prdocId?: string | null): SafeParser<PrdocSupply> {
  return {
    safeParse(values) {
      const v = values as ProofValues;
      const issues: { path: PropertyKey[]; message: string }[] = [];
      if (!v.way) issues.push({ path: ['way'], message: '서류를 낼 방법을 골라 주세요.' });
      if (v.way === 'EXCHANGE' && isFormCode(code)) for (const e of checkPrdocOptions(code, optionsOf(code, v), today)) issues.push({ path: [e.field], message: e.message });
      if (v.way === 'UPLOAD' && /^\d{4}-\d{2}-\d{2}$/.test(v.issuedAt) && v.issuedAt > today) issues.push({ path: ['issuedAt'], message: '발급일은 오늘이나 그 전 날짜로 입력해 주세요.' });
      const r = PrdocSupply.safeParse(proofBody(code, v, prdocId));
      if (!r.success) for (const i of r.error.issues) issues.push({ path: [proofFieldOf(i.path.map(String).join('.'))], message: i.message });
      if (issues.length || !r.success) return { success: false, error: { issues } };
      return { success: true, data: r.data };
    },
  };
}

/** The field a refusal's code belongs to (PrdocError.code): the wallet's on the certificate, the centre's on the way. */
export function refusalField(code: string | undefined, way: Way | ''): string | null {
  if (!code) return null;
  if (code.startsWith('WALLET_')) return 'wallet';
  if (code.startsWith('EXCHANGE_') || code === 'NO_RECORD' || code === 'NO_SHARING_CONSENT') return 'way';
  if (code === 'MYDOC_EXPIRED' || code === 'MYDOC_WRONG_KIND') return 'myDocId';
  if (code === 'FILE_NOT_FOUND' || code === 'FILE_NOT_YOURS') return 'file';
  if (code === 'NOT_FOUND' && way === 'MYDOC') return 'myDocId';
  return null;
}

/** For elPrdoctest: an answer to every question that checkPrdocOptions refuses. */
export function badOptions(code: PrdocFormCode, today: string): PrdocOptionValues {
  const y = Number(today.slice(0, 4));
  const out: Record<string, string | readonly string[]> = {};
  for (const f of PRDOC_KINDS[code].fields as readonly PrdocField[]) {
    out[f.key] =
      f.kind === 'checks' ? ['NOPE'] : f.kind === 'period' ? `${y}-06~${y - 1}-01` : f.kind === 'year' ? String(y - 30) : f.kind === 'text' ? '가' : 'NOPE';
  }
  return out;
}

/** The years a 'year' question offers, newest first. */
export function yearChoices(field: PrdocField, today: string): string[] {
  const y = Number(today.slice(0, 4));
  return Array.from({ length: (field.max ?? 5) + 1 }, (_, i) => String(y - i));
}

/** A period value 'YYYY-MM~YYYY-MM' as its two months (either may be ''). */
export function periodParts(value: unknown): [string, string] {
  const [a = '', b = ''] = typeof value === 'string' ? value.split('~') : [];
  return [a, b];
}
