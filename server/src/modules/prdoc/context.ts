import { randomBytes } from 'node:crypto';
import type { ExchangeAdapter } from '../../adapters/exchange';
import type { WalletAdapter } from '../../adapters/wallet';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { myDocs, prdocItems } from '../../db/schema';
import { coded } from '../../kernel/errors';
import type { FileStorage } from '../../kernel/files/storage';

export interface PrdocContext {
  db: Db;
  config: Config;
  /** Where fetched records and wallet certificates are kept (encrypted at rest by FileStorage). */
  storage: FileStorage;
  exchange: ExchangeAdapter;
  wallet: WalletAdapter;
}

export type ItemRow = typeof prdocItems.$inferSelect;
export type MyDocRow = typeof myDocs.$inferSelect;

export const newPrdocId = () => `P${randomBytes(12).toString('hex')}`;
export const newMyDocId = () => `D${randomBytes(12).toString('hex')}`;
/** The id of bytes the server stores (a record, a certificate): never a files.file_id. */
export const newObjectId = () => `R${randomBytes(12).toString('hex')}`;


export const PRDOC_NOT_FOUND = '서류를 찾을 수 없습니다. 목록을 새로 고쳐 다시 골라 주세요.';
export const MYDOC_NOT_FOUND = '나의 서류를 찾을 수 없습니다. 나의 서류 목록을 새로 고쳐 다시 골라 주세요.';
export const prdocNotFound = () => coded(404, 'NOT_FOUND', PRDOC_NOT_FOUND);
export const myDocNotFound = () => coded(404, 'NOT_FOUND', MYDOC_NOT_FOUND);
export const notEditable = (message: string) => coded(409, 'NOT_EDITABLE', message);
export const nothingHidden = () =>
  coded(409, 'NOTHING_HIDDEN', '이 서류에는 가려진 주민등록번호 뒷자리가 없습니다. 뒷자리를 포함해 발급받은 서류만 뒷자리를 볼 수 있습니다.');
export const noRecordContent = () => coded(404, 'NOT_FOUND', '이 서류에는 내려받을 내용이 없습니다. 올린 서류는 파일을 내려받아 주세요.');
