import type { LinkedText } from '@portal/contracts';

/** What a text is linked against: the articles the portal holds, and whose text it is. */
export interface LinkContext {
  /** The jo keys ('3', '3의2') of each law the portal holds, by the law's name as the data writes it. */
  articles: ReadonlyMap<string, ReadonlySet<string>>;
  /** The law the text belongs to: '이 법' and a bare 제N조 mean it; in a decree '법'/'영' mean its parent. */
  self?: string;
}

const compact = (s: string) => s.replace(/\s+/g, '');
const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

interface Prepared {
  byCompact: Map<string, string>;
  scanner: RegExp;
}

const prepared = new WeakMap<LinkContext['articles'], Prepared>();

/**
 * One scanner per set of laws: the law names (longest first, spaces optional between their letters,
 * so 개인정보보호법 finds 「개인정보 보호법」), the phrases that name a law without naming it, and
 * article references with their 항/호/목 and a 부터…까지 range.
 */
function prepare(articles: LinkContext['articles']): Prepared {
  const hit = prepared.get(articles);
  if (hit) return hit;
  const byCompact = new Map([...articles.keys()].map((n) => [compact(n), n]));
  const known = [...byCompact.keys()]
    .sort((a, b) => b.length - a.length)
    .map((n) => [...n].map(escapeRe).join('\\s*'))
    .join('|');
  const ART = String.raw`제\s*\d+\s*조(?:\s*의\s*\d+)?`;
  const source = [
    String.raw`(?<quoted>「(?<qname>[^」\n]{1,80})」)`,
    // a held law, unless the text goes on to its decree (근로기준법 시행규칙 when only the act is held)
    ...(known ? [String.raw`(?<![가-힣])(?<known>${known})(?!\s*시행(?:령|규칙))`] : []),
    String.raw`(?<![가-힣])(?<same>(?:같은\s*법|동법)(?<sub>\s*시행령|\s*시행규칙)?)(?![가-힣])`,
    String.raw`(?<![가-힣])(?<this>이\s*(?:법|영|규칙))(?![가-힣])`,
    String.raw`(?<![가-힣])(?<bare>법|영)(?=\s*${ART})`,
    // a law the portal does not hold, right before its article (its articles must not link elsewhere)
    String.raw`(?<![가-힣])(?<other>[가-힣]+(?:법률|법|령|규칙))(?=\s*(?:\([^()]*\)\s*)?${ART})`,
    String.raw`(?<art>제\s*(?<n>\d+)\s*조(?:\s*의\s*(?<b>\d+))?(?:\s*제\s*\d+\s*항)?(?:\s*제\s*\d+\s*호(?:\s*의\s*\d+)?)?(?:\s*[가-하]\s*목)?(?:\s*부터\s*${ART}(?:\s*제\s*\d+\s*[항호])*\s*까지)?)`,
    String.raw`(?<open>\()`,
    String.raw`(?<close>\))`,
  ].join('|');
  const result = { byCompact, scanner: new RegExp(source, 'g') };
  prepared.set(articles, result);
  return result;
}

/** A law named in the text: held (its name) or not (null), and whether it is an old version (구 …). */
interface LawRef {
  law: string | null;
  old: boolean;
}

interface Level {
  /** A law named and not yet followed by its article. */
  pending: (LawRef & { end: number }) | null;
  /** The law of the last article at this depth, for lists (제3조, 제4조 및 제5조). */
  last: (LawRef & { end: number }) | null;
}

/**
 * Between two articles of one list: separators, 항/호/목, 본문/단서, "… 중", "…에 대한 부분", and
 * parentheses (removed before the test): 제290조제2항 중 제288조제1항에 대한 부분, 제291조.
 */
const LIST_GAP = /^(?:[\s,·ㆍ/및또는과와]|제\s*\d+\s*[항호](?:\s*의\s*\d+)?|[가-하]\s*목|본문|단서|전단|후단|각\s*호(?:\s*외의\s*부분)?|중|에\s*(?:대한|관한)\s*부분|의\s*규정)*$/;
const withoutParens = (s: string) => {
  let prev;
  do {
    prev = s;
    s = s.replace(/\([^()]*\)/g, '');
  } while (s !== prev);
  return s;
};
const parentOf = (self: string | undefined) => (self && /\s*시행(?:령|규칙)$/.test(self) ? self.replace(/\s*시행(?:령|규칙)$/, '') : null);

/**
 * Splits `text` into pieces, an article reference the portal holds becoming a piece with its law and
 * jo: 「민법」 제621조, 민법 제621조, 같은 법 제3조, 이 법 제3조 / 동법, 제3조제1항, 제3조의2, and
 * 제10조부터 제12조까지 (one piece, linked to the first). A law named before an article applies to
 * the list that follows (민법 제162조, 제163조); a bare article means `self` (else the law of the last
 * article, as in the lines of 참조조문). Articles of laws the portal does not hold, of 부칙, and of an
 * old version that names its current article ("구 근로기준법 … 제22조(현행 제24조 참조)") stay
 * text, as do articles marked (… 삭제); other articles of an old version (구 …) link to the current article of the same number.
 */
export function linkArticles(text: string, ctx: LinkContext): LinkedText {
  const { byCompact, scanner } = prepare(ctx.articles);
  const held = (name: string) => byCompact.get(compact(name)) ?? null;
  const out: LinkedText = [];
  const push = (piece: LinkedText[number]) => {
    const prev = out[out.length - 1];
    if (!piece.law && prev && !prev.law) prev.text += piece.text;
    else if (piece.text) out.push(piece);
  };
  const levels: Level[] = [{ pending: null, last: null }];
  let lastNamed: string | null = null;
  let depth = 0;
  let at = 0;
  scanner.lastIndex = 0;
  for (let m = scanner.exec(text); m; m = scanner.exec(text)) {
    const g = m.groups!;
    const start = m.index;
    const end = start + m[0].length;
    const level = levels[levels.length - 1]!;
    const old = /(?:^|[^가-힣])구\s*$/.test(text.slice(Math.max(0, start - 3), start));
    const name = (law: string | null) => {
      level.pending = { law, old, end };
    };
    // parentheses nest their own lists (deeper than 8 counts as 8: no real text goes there)
    if (g.open) {
      // right after an article, the parenthesis speaks of its law: 제55조부터 제60조까지(제58조제1항 후단은 제외한다)
      const outer = level.last && /^\s*$/.test(text.slice(level.last.end, start)) ? { ...level.last, end } : null;
      if (depth++ < 8) levels.push({ pending: null, last: outer });
    } else if (g.close) {
      if (depth > 0 && depth-- <= 8) levels.pop();
    } else if (g.quoted) {
      lastNamed = g.qname!.trim();
      name(held(lastNamed));
    } else if (g.known) {
      lastNamed = g.known;
      name(held(g.known));
    } else if (g.other) {
      lastNamed = g.other;
      name(null);
    } else if (g.same) {
      name(lastNamed ? held(lastNamed + (g.sub ?? '')) : null);
    } else if (g.this) name(ctx.self ?? null);
    else if (g.bare) {
      const parent = parentOf(ctx.self);
      name(parent ? held(g.bare === '법' ? parent : `${parent} 시행령`) : null);
    } else if (g.art) {
      const before = text.slice(Math.max(0, start - 120), start);
      let ref: LawRef;
      if (/부칙\s*(?:\([^()]*\)\s*)?$/.test(before)) ref = { law: null, old: false };
      else if (level.pending && /^\s*(?:\([^()]*\)\s*)?$/.test(text.slice(level.pending.end, start))) ref = level.pending;
      else if (level.last && LIST_GAP.test(withoutParens(text.slice(level.last.end, start)))) ref = level.last;
      else if (ctx.self) ref = { law: ctx.self, old: false };
      else ref = levels.findLast((l) => l.last)?.last ?? { law: null, old: false };
      level.pending = null;
      level.last = { ...ref, end };
      const jo = g.b ? `${Number(g.n)}의${Number(g.b)}` : String(Number(g.n));
      const after = text.slice(end, end + 80);
      // an old number that names its current article, or an article marked deleted: not the article held
      const elsewhere = (ref.old && /^\s*\(\s*현행/.test(after)) || /^\s*\([^()]*삭제\s*\)/.test(after);
      if (ref.law && !elsewhere && ctx.articles.get(ref.law)?.has(jo)) {
        push({ text: text.slice(at, start) });
        out.push({ text: m[0], law: ref.law, jo });
        at = end;
      }
    }
  }
  push({ text: text.slice(at) });
  return out.length ? out : [{ text: '' }];
}

/** The linked articles of a text, each once, in the order they first appear. */
export function linkedArticles(pieces: LinkedText): { law: string; jo: string }[] {
  const seen = new Set<string>();
  const found: { law: string; jo: string }[] = [];
  for (const p of pieces) {
    if (!p.law || !p.jo) continue;
    const key = `${p.law}\u0000${p.jo}`;
    if (seen.has(key)) continue;
    seen.add(key);
    found.push({ law: p.law, jo: p.jo });
  }
  return found;
}

/** Splits linked text into lines where the plain text matches `separator` (the separator dropped). */
export function splitLinked(pieces: LinkedText, separator: RegExp): LinkedText[] {
  const lines: LinkedText[] = [[]];
  for (const p of pieces) {
    if (p.law) {
      lines[lines.length - 1]!.push(p);
      continue;
    }
    const parts = p.text.split(separator);
    parts.forEach((part, i) => {
      if (i > 0) lines.push([]);
      if (part) lines[lines.length - 1]!.push({ text: part });
    });
  }
  return lines
    .map((line) => {
      if (!line.length) return line;
      const first = line[0]!;
      const last = line[line.length - 1]!;
      if (!first.law) first.text = first.text.trimStart();
      if (!last.law) last.text = last.text.trimEnd();
      return line.filter((p) => p.text);
    })
    .filter((line) => line.length > 0);
}
