import { describe, expect, it } from 'vitest';
import { directionParticle, objectParticle, subjectParticle, topicParticle } from '../src/particles';
import { requiredText, textField } from '../src/common';

describe('Korean particles by the last syllable', () => {
  it('picks 이 or 가', () => {
    expect(subjectParticle('조문')).toBe('이');
    expect(subjectParticle('사례')).toBe('가');
    expect(subjectParticle('글')).toBe('이');
    expect(subjectParticle('ABC')).toBe('가');
  });

  it('picks 을 or 를', () => {
    expect(objectParticle('임금체불')).toBe('을');
    expect(objectParticle('보증금 반환')).toBe('을');
    expect(objectParticle('양육비')).toBe('를');
    expect(objectParticle('ABC')).toBe('을(를)');
    expect(objectParticle('상대방 이름(상호)')).toBe('를');
    expect(objectParticle('사건 내용(요지)')).toBe('를');
  });

  it('picks 은 or 는', () => {
    expect(topicParticle('제목')).toBe('은');
    expect(topicParticle('휴무 사유')).toBe('는');
    expect(topicParticle('ABC')).toBe('은(는)');
  });

  it('picks 으로 or 로 (로 after ㄹ)', () => {
    expect(directionParticle('임차권등기명령')).toBe('으로');
    expect(directionParticle('양육비')).toBe('로');
    expect(directionParticle('임금체불')).toBe('로');
    expect(directionParticle('ABC')).toBe('(으)로');
  });
});

describe('field messages name the field with its particles', () => {
  const messages = (schema: { safeParse(v: unknown): { error?: { issues: { message: string }[] } } }, ...values: unknown[]) => values.map((v) => schema.safeParse(v).error?.issues[0]?.message);

  it('textField: 을/를 when missing or short, 은/는 when long', () => {
    expect(messages(textField('주소', 2, 5), undefined, 'a', 'abcdef')).toEqual(['주소를 입력해 주세요.', '주소를 2자 이상 입력해 주세요.', '주소는 5자 이하로 입력해 주세요.']);
    expect(messages(textField('제목', 2, 5, { verb: '적어' }), undefined, 'a', 'abcdef')).toEqual(['제목을 적어 주세요.', '제목을 2자 이상 적어 주세요.', '제목은 5자 이하로 적어 주세요.']);
  });

  it('requiredText: one message for missing and empty', () => {
    expect(messages(requiredText('서명 값', 3), undefined, '  ', 'abcd')).toEqual(['서명 값을 입력해 주세요.', '서명 값을 입력해 주세요.', '서명 값은 3자 이하로 입력해 주세요.']);
    expect(messages(requiredText('묶음 이름', 3), '')).toEqual(['묶음 이름을 입력해 주세요.']);
    expect(messages(requiredText('휴무 사유', 3), '')).toEqual(['휴무 사유를 입력해 주세요.']);
  });
});
