import { describe, expect, it } from 'vitest';
import { compareArticles, diffWords } from '../src/lib/terms-diff';

describe('diffWords', () => {
  it('marks inserted and deleted words and keeps the rest', () => {
    const pieces = diffWords('시행일 7일 전부터 공지합니다.', '시행일 7일 전부터(불리한 변경은 30일 전부터) 공지합니다.');
    expect(pieces[0]).toEqual({ kind: 'same', text: '시행일 7일 ' });
    expect(pieces[pieces.length - 1]).toEqual({ kind: 'same', text: '공지합니다.' });
    expect(pieces.filter((p) => p.kind === 'ins').map((p) => p.text).join('')).toContain('30일');
    expect(pieces.filter((p) => p.kind === 'del').map((p) => p.text).join('')).toBe('전부터');
    const join = (k: 'del' | 'ins') => pieces.filter((p) => p.kind !== k).map((p) => p.text).join('');
    expect(join('ins')).toBe('시행일 7일 전부터 공지합니다.');
    expect(join('del')).toBe('시행일 7일 전부터(불리한 변경은 30일 전부터) 공지합니다.');
  });

  it('gives one same piece for equal texts and only insertions from empty', () => {
    expect(diffWords('가 나', '가 나')).toEqual([{ kind: 'same', text: '가 나' }]);
    expect(diffWords('', '새 조항')).toEqual([{ kind: 'ins', text: '새 조항' }]);
  });
});

describe('compareArticles', () => {
  const a = (articleNo: string, heading: string, text: string) => ({ articleNo, heading, text });
  it('finds added, removed, changed and renumbered articles by heading', () => {
    const before = [a('제1조', '목적', '목적 글'), a('제2조', '옛 조항', '없어질 글'), a('제3조', '탈퇴', '탈퇴 글'), a('제4조', '책임', '책임 글')];
    const after = [a('제1조', '목적', '목적 글'), a('제2조', '계정 보호', '새 글'), a('제3조', '탈퇴', '탈퇴 글'), a('제4조', '책임', '바뀐 책임 글')];
    const kinds = compareArticles(before, after).map((c) => [c.kind, 'after' in c ? c.after.heading : c.before.heading]);
    expect(kinds).toEqual([
      ['same', '목적'],
      ['added', '계정 보호'],
      ['removed', '옛 조항'],
      ['same', '탈퇴'],
      ['changed', '책임'],
    ]);
    const moved = compareArticles([a('제7조', '탈퇴', 'x')], [a('제8조', '탈퇴', 'x')]);
    expect(moved[0]!.kind).toBe('renumbered');
  });
});
