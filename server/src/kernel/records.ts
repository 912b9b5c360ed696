import { randomInt } from 'node:crypto';
import { isUniqueViolation } from './errors';

/** 'R' (reservation), 'C' (cyber consultation), 'Q' (묻고 답하기) or 'O' (one-stop) + YYYYMMDD + '-' + 6 random digits. */
export function recordNo(prefix: 'R' | 'C' | 'Q' | 'O', date: string): string {
  return `${prefix}${date.replaceAll('-', '')}-${String(randomInt(0, 1_000_000)).padStart(6, '0')}`;
}

/** The unique keys of the random record numbers (recordNo, an application's A-number): a clash is tried again with a new number. */
const RECORD_NO_KEYS = ['dscsn_reservations_rsvt_no_key', 'dscsn_cyber_receipt_no_key', 'svc_one_stop_receipt_no_key', 'elrcpt_applications_aply_no_key'];

export const isRecordNoClash = (error: unknown) => isUniqueViolation(error, ...RECORD_NO_KEYS);
