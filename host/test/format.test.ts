import { describe, expect, it } from 'vitest';
import { formatSeoulDateTime } from '@portal/ui/format';

describe('formatSeoulDateTime (최근 로그인 in the header)', () => {
  it('shows the time in Asia/Seoul, 24-hour', () => {
    expect(formatSeoulDateTime('2026-11-20T05:03:00Z')).toBe('2026. 11. 20. 14:03');
    expect(formatSeoulDateTime('2026-12-31T15:30:00Z')).toBe('2027. 01. 01. 00:30');
  });
  it('returns an unreadable value as it came', () => {
    expect(formatSeoulDateTime('어제')).toBe('어제');
  });
});
