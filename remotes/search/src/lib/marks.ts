// The search answer's titleMarked / snippet are escaped text in which only the matched words are
// wrapped in <mark>…</mark>. They are split here into plain text parts (entities decoded) so the
// page renders text nodes and <mark> elements: never HTML from the answer.

export interface MarkPart {
  text: string;
  mark: boolean;
}

const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

function codePoint(n: number): string {
  // a surrogate or a number beyond Unicode is not a character: U+FFFD, as an HTML parser does
  return Number.isInteger(n) && n > 0 && n <= 0x10ffff && (n < 0xd800 || n > 0xdfff) ? String.fromCodePoint(n) : '\ufffd';
}

/** The text of escaped text: &amp; &lt; &gt; &quot; &apos; &nbsp; and numeric references decoded, anything else left as it is. */
export function unescapeText(s: string): string {
  return s.replace(/&(?:#(\d{1,7})|#[xX]([0-9a-fA-F]{1,6})|(amp|lt|gt|quot|apos|nbsp));/g, (whole, dec?: string, hex?: string, name?: string) => {
    if (dec) return codePoint(Number.parseInt(dec, 10));
    if (hex) return codePoint(Number.parseInt(hex, 16));
    return name ? NAMED[name]! : whole;
  });
}

/** The parts of a marked text in order; empty parts dropped, neighbours of the same kind joined. */
export function markParts(marked: string): MarkPart[] {
  const parts: MarkPart[] = [];
  let mark = false;
  for (const piece of marked.split(/(<\/?mark>)/)) {
    if (piece === '<mark>') mark = true;
    else if (piece === '</mark>') mark = false;
    else if (piece) {
      const text = unescapeText(piece);
      const last = parts[parts.length - 1];
      if (last && last.mark === mark) last.text += text;
      else parts.push({ text, mark });
    }
  }
  return parts;
}

/** The plain text of a marked text (for names and labels). */
export const markedText = (marked: string) => markParts(marked).map((p) => p.text).join('');
