import { createHash, randomInt } from 'node:crypto';
import { canonicalJson, type ElrcptForm } from '@portal/contracts';
import type { EsignAdapter } from '../../adapters/esign';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { coded } from '../../kernel/errors';
import type { FileStorage } from '../../kernel/files/storage';
import type { AplyRow } from '../../kernel/repos/applications';
import { decryptRrn, rrnDigest } from './rrn';
import type { SignedDocuments } from './signed-documents';

export interface ElrcptContext {
  db: Db;
  config: Config;
  esign: EsignAdapter;
  rrnKey: Buffer;
  /** Stored files: the signature covers the content of the application's records too. */
  storage: FileStorage;
}

export const notDraft = () => coded(409, 'NOT_DRAFT', '이미 신청한 신청서는 고치거나 지울 수 없습니다. 마이페이지에서 진행 상황을 확인해 주세요.');

/** A + KST date + '-' + 6 random digits (a clash is retried by the caller). */
export function newAplyNo(now: Date): string {
  const ymd = new Date(now.getTime() + 9 * 3600_000).toISOString().slice(0, 10).replaceAll('-', '');
  return `A${ymd}-${String(randomInt(0, 1_000_000)).padStart(6, '0')}`;
}

/**
 * The case of the duplicate rule (one open application per person, institution and case): the case
 * type and the opponent's name, normalised (NFKC, lower case, without spaces, punctuation and
 * company forms such as 주식회사 / (주)), e.g. "CIVIL|김철수". The institution is its own column.
 */
export function caseKey(content: Record<string, unknown>): string {
  const c = (content.case ?? {}) as { caseType?: string };
  const o = (content.opponent ?? {}) as { name?: string };
  const name = (o.name ?? '')
    .normalize('NFKC')
    .toLowerCase()
    .replace(/주식회사|유한회사|\(주\)|㈜|\(유\)/g, '')
    .replace(/[\s\p{P}\p{S}]/gu, '');
  return `${c.caseType ?? ''}|${name}`;
}

/**
 * The SHA-256 (hex) a signature covers: of canonicalJson({ form, content, rrn, documents }) where
 * content is the stored draft (without the RRN), rrn the keyed digest of the stored RRN (or null)
 * and documents the attached files and supporting documents with their content hashes
 * (signed-documents.ts). Changing any field, the form, the RRN, or adding, removing or replacing a
 * document changes the hash.
 */
export function signedHash(key: Buffer, row: Pick<AplyRow, 'form' | 'content' | 'rrnEnc' | 'aplyNo'>, documents: SignedDocuments): string {
  const rrn = row.rrnEnc ? rrnDigest(key, decryptRrn(key, row.rrnEnc, row.aplyNo)) : null;
  const doc = canonicalJson({ form: row.form as ElrcptForm, content: row.content, rrn, documents });
  return createHash('sha256').update(doc, 'utf8').digest('hex');
}
