import { describe, expect, it } from 'vitest';
import { directionParticle, objectParticle, subjectParticle } from '../src/particles';

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
  });

  it('picks 으로 or 로 (로 after ㄹ)', () => {
    expect(directionParticle('임차권등기명령')).toBe('으로');
    expect(directionParticle('양육비')).toBe('로');
    expect(directionParticle('임금체불')).toBe('로');
    expect(directionParticle('ABC')).toBe('(으)로');
  });
});
