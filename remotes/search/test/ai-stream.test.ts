import { describe, expect, it } from 'vitest';
import { readEvents } from '../src/lib/ai/stream';
import { handoffHref, resultHref } from '../src/lib/ai/address';
import { questionError } from '../src/lib/ai/AskBox';

describe('AI answer stream', () => {
  it('reads complete server-sent events and keeps an unfinished one', () => {
    const { events, rest } = readEvents('event: delta\ndata: {"text":"가[1]\\n"}\n\nevent: done\ndata: {"messageId":"AIM-1"}\n\nevent: del');
    expect(events).toEqual([
      { event: 'delta', data: '{"text":"가[1]\\n"}' },
      { event: 'done', data: '{"messageId":"AIM-1"}' },
    ]);
    expect(rest).toBe('event: del');
    expect(readEvents('event: delta\r\ndata: {"text":"a"}\r\n\r\n').events).toEqual([{ event: 'delta', data: '{"text":"a"}' }]);
  });
});

describe('AI addresses and checks', () => {
  it('carries the question to the booking and cyber forms, leaves tel: links alone', () => {
    expect(handoffHref('/dscsn/cyber', '보증금 & 계약')).toBe('/dscsn/cyber?question=%EB%B3%B4%EC%A6%9D%EA%B8%88%20%26%20%EA%B3%84%EC%95%BD');
    expect(handoffHref('tel:132', '보증금')).toBe('tel:132');
    expect(resultHref('/ai/result', { conversationId: 'AIC-1', q: '더 묻기' })).toBe('/ai/result?conversationId=AIC-1&q=%EB%8D%94+%EB%AC%BB%EA%B8%B0');
  });
  it('refuses an empty or too long question in Korean', () => {
    expect(questionError('  ')).toBe('질문을 입력해 주세요.');
    expect(questionError('가'.repeat(1001))).toContain('1,000자 이내');
    expect(questionError('보증금')).toBeNull();
  });
});
