// The KRDS tokens as data, read from tokens.css itself (the one source): the UI kit's colour and type
// pages are generated from it, so a token added or changed there shows up there with no second list.
import css from './tokens.css?raw';

export interface Token {
  name: string;
  /** As written (a colour, a size, or var(--other)). */
  raw: string;
  /** var() references followed to the end. */
  value: string;
  /** The comment on its line (e.g. the px size). */
  note: string;
}

export function parseTokens(text: string): Token[] {
  const found: Omit<Token, 'value'>[] = [];
  for (const m of text.matchAll(/(--[\w-]+)\s*:\s*([^;]+);[ \t]*(?:\/\*\s*(.*?)\s*\*\/)?/g)) found.push({ name: m[1], raw: m[2].trim(), note: m[3] ?? '' });
  const byName = new Map(found.map((t) => [t.name, t.raw]));
  const resolve = (raw: string, depth = 0): string => {
    const ref = /^var\((--[\w-]+)\)$/.exec(raw);
    return ref && depth < 8 ? resolve(byName.get(ref[1]) ?? raw, depth + 1) : raw;
  };
  return found.map((t) => ({ ...t, value: resolve(t.raw) }));
}

export const tokens: Token[] = parseTokens(css);

/** Relative luminance of #rrggbb (WCAG 2.1). */
function luminance(hex: string): number {
  const n = Number.parseInt(hex.slice(1), 16);
  const ch = [(n >> 16) & 255, (n >> 8) & 255, n & 255].map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * ch[0] + 0.7152 * ch[1] + 0.0722 * ch[2];
}

/** WCAG contrast ratio of two #rrggbb colours, rounded to one decimal. */
export function contrast(a: string, b: string): number {
  const [x, y] = [luminance(a), luminance(b)].sort((p, q) => q - p);
  return Math.round(((x + 0.05) / (y + 0.05)) * 10) / 10;
}

export const isHexColour = (v: string) => /^#[0-9a-f]{6}$/i.test(v);
