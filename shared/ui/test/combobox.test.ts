import { describe, expect, it } from 'vitest';
import { COMBO_EXAMPLE_INSTITUTIONS as all } from '../src/combobox/examples';
import { exactOption, initialsOf, matchOptions, normaliseQuery } from '../src/combobox/filter';

describe('combo box matching', () => {
  it('keeps every option in order for an empty query', () => {
    expect(matchOptions(all, '   ').map((o) => o.value)).toEqual(all.map((o) => o.value));
  });
  it('puts label prefixes before other matches', () => {
    const found = matchOptions(all, '대한').map((o) => o.label);
    expect(found.slice(0, 3)).toEqual(['대한법률구조공단', '대한가정법률복지상담원', '대한상사중재원']);
  });
  it('finds by 초성 and ignores spaces and the middle dot', () => {
    expect(initialsOf('법률구조')).toBe('ㅂㄹㄱㅈ');
    expect(matchOptions(all, 'ㅇㅇㅂ').map((o) => o.value)).toContain('CSA');
    expect(normaliseQuery('대한 법률·구조')).toBe('대한법률구조');
    expect(matchOptions(all, '한국 가정').map((o) => o.value)).toEqual(['LHM']);
  });
  it('finds by keyword and description and honours the limit', () => {
    expect(matchOptions(all, '출장소').length).toBeGreaterThan(0);
    expect(matchOptions(all, '', 5)).toHaveLength(5);
    expect(matchOptions(all, '없는기관이름')).toEqual([]);
  });
  it('knows an exact label', () => {
    expect(exactOption(all, '법률홈닥터 ')?.value).toBe('LHD');
    expect(exactOption(all, '법률')).toBeUndefined();
  });
});
