import { describe, expect, it } from 'vitest';
import {
  acceptRemoteTimer,
  isMemberOnlyPath,
  isSessionMessage,
  SESSION_WARNING_SECONDS,
  sessionPhase,
} from '../src/shell/session/session-logic';

describe('sessionPhase', () => {
  const now = 1_000_000;
  it('has no timer for anonymous visitors', () => {
    expect(sessionPhase(false, now + 1_800_000, now)).toBe('inactive');
    expect(sessionPhase(false, now - 1, now)).toBe('inactive');
  });
  it('runs until 5 minutes are left, then warns, then expires at zero', () => {
    expect(SESSION_WARNING_SECONDS).toBe(300);
    expect(sessionPhase(true, now + 1_800_000, now)).toBe('running');
    expect(sessionPhase(true, now + 301_000, now)).toBe('running');
    expect(sessionPhase(true, now + 300_000, now)).toBe('warning');
    expect(sessionPhase(true, now + 1000, now)).toBe('warning');
    expect(sessionPhase(true, now + 1, now)).toBe('warning');
    expect(sessionPhase(true, now, now)).toBe('expired');
    expect(sessionPhase(true, now - 60_000, now)).toBe('expired');
  });
});

describe('tab sync messages', () => {
  it('accepts only well-formed messages', () => {
    expect(isSessionMessage({ type: 'timer', expiresAt: 5 })).toBe(true);
    expect(isSessionMessage({ type: 'logout', reason: 'user' })).toBe(true);
    expect(isSessionMessage({ type: 'logout', reason: 'expired' })).toBe(true);
    expect(isSessionMessage({ type: 'timer', expiresAt: '5' })).toBe(false);
    expect(isSessionMessage({ type: 'timer', expiresAt: Number.POSITIVE_INFINITY })).toBe(false);
    expect(isSessionMessage({ type: 'logout', reason: 'other' })).toBe(false);
    expect(isSessionMessage({ type: 'login' })).toBe(false);
    expect(isSessionMessage(null)).toBe(false);
    expect(isSessionMessage('timer')).toBe(false);
  });
  it('takes another tab’s timer only when it is later (a reset or extend there)', () => {
    expect(acceptRemoteTimer(1000, 2000)).toBe(true);
    expect(acceptRemoteTimer(2000, 1000)).toBe(false);
    expect(acceptRemoteTimer(2000, 2000)).toBe(false);
  });
});

describe('member-only paths are left when the session ends', () => {
  it.each([
    ['/my/main/MyPageInfo', true],
    ['/my', true],
    ['/ai', true],
    ['/ai/result', true],
    ['/mypage', false],
    ['/aid', false],
    ['/', false],
    ['/center/faq/list', false],
  ])('%s → %s', (p, expected) => {
    expect(isMemberOnlyPath(p)).toBe(expected);
  });
});
