import { describe, expect, it } from 'vitest';
import { applyZoom, readStoredZoom, storeZoom, ZOOM_STORAGE_KEY } from '../src/shell/zoom/zoom';

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    removeItem: (k: string) => void data.delete(k),
  };
}

describe('remembered zoom', () => {
  it('defaults to 100 when nothing or nonsense is stored, or storage throws', () => {
    expect(readStoredZoom(memoryStorage())).toBe(100);
    expect(readStoredZoom(memoryStorage({ [ZOOM_STORAGE_KEY]: 'huge' }))).toBe(100);
    expect(readStoredZoom({ getItem: () => { throw new Error('blocked'); } })).toBe(100);
    expect(readStoredZoom(undefined)).toBe(100);
  });
  it('reads a stored level, clamped to 80–150', () => {
    expect(readStoredZoom(memoryStorage({ [ZOOM_STORAGE_KEY]: '130' }))).toBe(130);
    expect(readStoredZoom(memoryStorage({ [ZOOM_STORAGE_KEY]: '500' }))).toBe(150);
  });
  it('stores a level and forgets it at 100', () => {
    const s = memoryStorage();
    storeZoom(120, s);
    expect(s.data.get(ZOOM_STORAGE_KEY)).toBe('120');
    storeZoom(100, s);
    expect(s.data.has(ZOOM_STORAGE_KEY)).toBe(false);
    expect(() => storeZoom(110, { setItem: () => { throw new Error('quota'); }, removeItem: () => undefined })).not.toThrow();
  });
  it('applies CSS zoom on the root and removes it at 100', () => {
    const props = new Map<string, string>();
    const root = {
      style: { setProperty: (k: string, v: string) => void props.set(k, v), removeProperty: (k: string) => void props.delete(k) },
      dataset: {} as Record<string, string>,
    } as unknown as HTMLElement;
    applyZoom(root, 120);
    expect(props.get('zoom')).toBe('1.2');
    expect(root.dataset.zoom).toBe('120');
    applyZoom(root, 100);
    expect(props.has('zoom')).toBe(false);
    expect(root.dataset.zoom).toBe('100');
  });
});
