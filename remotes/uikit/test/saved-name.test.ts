import { describe, expect, it } from 'vitest';
import { savedName } from '../src/lib/saved-name';

describe('the name a download is saved under', () => {
  it('is the UTF-8 filename* when there is one, else the plain filename', () => {
    expect(savedName(`attachment; filename="___.pdf"; filename*=UTF-8''${encodeURIComponent('법률구조 안내.pdf')}`)).toBe('법률구조 안내.pdf');
    expect(savedName('attachment; filename="guide.pdf"')).toBe('guide.pdf');
    expect(savedName(`attachment; filename="a.pdf"; filename*=UTF-8''%E0%A4%A`)).toBe('a.pdf');
    expect(savedName('inline')).toBe('');
  });
});
