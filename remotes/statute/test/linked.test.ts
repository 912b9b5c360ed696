import { describe, expect, it } from 'vitest';
import { paragraphs, plain } from '../src/lib/linked';

describe('linked text', () => {
  it('splits paragraphs at blank lines and keeps single line breaks (항·호) inside one', () => {
    const text = [{ text: '① 첫째 항\n② 둘째 항\n\n둘째 문단' }];
    expect(paragraphs(text)).toEqual([[{ text: '① 첫째 항\n② 둘째 항' }], [{ text: '둘째 문단' }]]);
  });

  it('keeps an article link whole inside its paragraph, with the words around it', () => {
    const text = [
      { text: '임대인은 ' },
      { text: '「주택임대차보호법」 제3조의3', law: '주택임대차보호법', jo: '3의3' },
      { text: '에 따라 등기에 협력해야 합니다.\n\n  다음 문단입니다.  ' },
    ];
    const out = paragraphs(text);
    expect(out).toHaveLength(2);
    expect(out[0]).toEqual([
      { text: '임대인은 ' },
      { text: '「주택임대차보호법」 제3조의3', law: '주택임대차보호법', jo: '3의3' },
      { text: '에 따라 등기에 협력해야 합니다.' },
    ]);
    expect(out[1]).toEqual([{ text: '다음 문단입니다.' }]);
    expect(plain(out[0]!)).toBe('임대인은 「주택임대차보호법」 제3조의3에 따라 등기에 협력해야 합니다.');
  });

  it('drops empty paragraphs (leading, trailing or repeated blank lines)', () => {
    expect(paragraphs([{ text: '\n\n\n하나\n\n\n\n둘\n\n' }])).toEqual([[{ text: '하나' }], [{ text: '둘' }]]);
    expect(paragraphs([])).toEqual([]);
  });
});
