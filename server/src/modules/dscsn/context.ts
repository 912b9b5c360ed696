import type { VideoAdapter } from '../../adapters/video';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { coded } from '../../kernel/errors';

export interface DscsnContext {
  db: Db;
  config: Config;
  video: VideoAdapter;
}

export const SLOT_FULL_MESSAGE = '선택하신 시간은 마감되었습니다. 다른 시간을 골라 주세요.';
export const slotFull = () => coded(409, 'SLOT_FULL', SLOT_FULL_MESSAGE, 'time');

const WEEKDAYS = ['일', '월', '화', '수', '목', '금', '토'];
/** 2026-12-04 → 2026-12-04(금). */
export function dateLabel(date: string): string {
  const [y, m, d] = date.split('-').map(Number);
  return `${date}(${WEEKDAYS[new Date(Date.UTC(y!, m! - 1, d!)).getUTCDay()]})`;
}

/** An instant as KST 'YYYY-MM-DD HH:MM'. */
export function kstDateTime(at: Date): string {
  const k = new Date(at.getTime() + 9 * 3600_000);
  return k.toISOString().slice(0, 16).replace('T', ' ');
}
