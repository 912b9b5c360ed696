import { HttpError } from './errors';

/**
 * One check of every text a request brings in, before any schema or database sees it (issue 13):
 * control characters and broken UTF-16 are never part of what a person types, and PostgreSQL
 * refuses NUL in text outright (that was a 500).
 *
 * Refused: C0 controls except tab and line feed, CR unless it starts a CRLF pair (Windows line
 * ends in multi-line text are fine), DEL, the C1 controls U+0080–U+009F, and unpaired UTF-16
 * surrogates (what a lone `\uD800` in JSON or `%ED%A0%80` in a query decodes to). Object keys are
 * text too and are checked the same way. Single-line fields may be stricter in their own schema.
 */
const BAD_TEXT = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]|\r(?!\n)|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
const BAD_TEXT_ALL = new RegExp(BAD_TEXT.source, 'g');

const hex = (code: number) => `U+${code.toString(16).toUpperCase().padStart(4, '0')}`;

/** The first refused character of a text as a Korean noun phrase (`제어 문자(U+0000)`), or null when the text is fine. */
export function badCharacter(text: string): string | null {
  const m = BAD_TEXT.exec(text);
  if (!m) return null;
  const code = m[0].charCodeAt(0);
  return code >= 0xd800 && code <= 0xdfff ? `깨진 문자(짝이 없는 서로게이트 ${hex(code)})` : `제어 문자(${hex(code)})`;
}

export interface TextIssue {
  field: string;
  message: string;
}

const FIX = '보이지 않는 문자나 깨진 문자를 지우고 다시 입력해 주십시오.';
/** A path segment as shown in the field name: refused characters as '?', at most 100 characters. */
const shown = (segment: string) => segment.replace(BAD_TEXT_ALL, '?').slice(0, 100);

/**
 * The first bad text in a value (strings, object keys, array items, any depth), its field named like
 * validationError names zod's (`content`, `fileIds.0`, `scores.Q3`; `where` for the value itself).
 * Iterative, so a deeply nested body cannot overflow the stack.
 */
export function findBadText(value: unknown, where: string): TextIssue | null {
  // each entry keeps its key and its parent, not a copy of the path: a body nested 100 000 deep
  // stays linear (the path is built only for the one field reported)
  type Node = { v: unknown; key: string | null; parent: Node | null };
  const pathOf = (n: Node | null, last?: string): string => {
    const parts: string[] = last === undefined ? [] : [last];
    for (let c = n; c && c.key !== null; c = c.parent) parts.push(shown(c.key));
    if (!parts.length) return where;
    parts.reverse();
    return parts.length > 20 ? `${parts.slice(0, 20).join('.')}.…` : parts.join('.');
  };
  const stack: Node[] = [{ v: value, key: null, parent: null }];
  const seen = new Set<object>();
  while (stack.length) {
    const node = stack.pop()!;
    const v = node.v;
    if (typeof v === 'string') {
      const bad = badCharacter(v);
      if (bad) return { field: pathOf(node), message: `${bad}는 쓸 수 없습니다. ${FIX}` };
    } else if (typeof v === 'object' && v !== null) {
      if (seen.has(v)) continue;
      seen.add(v);
      const keys = Object.keys(v);
      for (const k of keys) {
        const bad = badCharacter(k);
        if (bad) return { field: pathOf(node, shown(k)), message: `항목 이름의 ${bad}는 쓸 수 없습니다. 항목 이름을 확인해 주십시오.` };
      }
      // pushed in reverse, so the first field of the request is the one reported
      for (let i = keys.length - 1; i >= 0; i--) stack.push({ v: (v as Record<string, unknown>)[keys[i]!], key: keys[i]!, parent: node });
    }
  }
  return null;
}

/** A 400 shaped like validationError's, for one bad text. */
export function badTextError(issue: TextIssue): HttpError {
  return new HttpError(400, `요청 값을 확인해 주십시오. ${issue.field}: ${issue.message}`, [issue]);
}

/**
 * Throws that 400 when any text of the value is refused (route.ts calls it for params, headers,
 * query and body). Of the headers only those the call's schema names are read: the others are
 * not ours to judge (Node hands header bytes over as Latin-1, so UTF-8 in a User-Agent would look
 * like C1 controls).
 */
export function assertCleanText(schema: unknown, value: unknown, where: string): void {
  const badEncoding = where === 'query' && typeof value === 'object' && value !== null ? (value as { [BAD_ENCODING]?: TextIssue })[BAD_ENCODING] : undefined;
  if (badEncoding) throw badTextError(badEncoding);
  let checked = value;
  if (where === 'headers' && typeof value === 'object' && value !== null) {
    const shape = (schema as { shape?: Record<string, unknown> }).shape;
    const named = shape ? Object.keys(shape) : [];
    checked = Object.fromEntries(named.filter((k) => k in value).map((k) => [k, (value as Record<string, unknown>)[k]]));
  }
  const issue = findBadText(checked, where);
  if (issue) throw badTextError(issue);
}

/** Set by parseQuery on the parsed query when a part of it was not valid percent-encoded UTF-8. */
const BAD_ENCODING = Symbol('badEncoding');

function decodePart(raw: string): string | null {
  const plain = raw.includes('+') ? raw.replaceAll('+', ' ') : raw;
  if (!plain.includes('%')) return plain;
  try {
    return decodeURIComponent(plain);
  } catch {
    return null;
  }
}

/**
 * The query string parser of the app (Fastify's `querystringParser`): like Fastify's own (`+` is a
 * space, a repeated key gives an array, no prototype), but a part that is not valid percent-encoded
 * UTF-8 (`%ZZ`, a cut `%E0%A4%A`, `%ED%A0%80` for a lone surrogate) is not passed on as if it were
 * text: it is kept as sent and marked, and the call answers 400 naming the field (assertCleanText).
 */
export function parseQuery(input: string): Record<string, string | string[]> {
  const result = Object.create(null) as Record<string, string | string[]>;
  let bad: TextIssue | undefined;
  for (const pair of input.split('&')) {
    if (!pair) continue;
    const eq = pair.indexOf('=');
    const rawKey = eq < 0 ? pair : pair.slice(0, eq);
    const rawValue = eq < 0 ? '' : pair.slice(eq + 1);
    const key = decodePart(rawKey);
    const value = decodePart(rawValue);
    if (key === null || value === null) {
      const field = shown(key ?? rawKey);
      const raw = key === null ? rawKey : rawValue;
      // the broken escape (%ZZ, a cut %A), or the value as sent when its bytes are not UTF-8 (%ED%A0%80)
      const sample = raw.match(/%(?![0-9A-Fa-f]{2}).{0,2}/s)?.[0] ?? (raw.length > 30 ? `${raw.slice(0, 30)}…` : raw);
      bad ??= {
        field,
        message: `주소의 ${key === null ? '항목 이름' : '값'}에 올바르지 않은 퍼센트 인코딩(${shown(sample)})이 있습니다. 값을 UTF-8로 인코딩해 다시 보내 주십시오.`,
      };
    }
    const k = key ?? rawKey;
    const v = value ?? rawValue;
    const prev = result[k];
    if (prev === undefined) result[k] = v;
    else if (Array.isArray(prev)) prev.push(v);
    else result[k] = [prev, v];
  }
  if (bad) Object.defineProperty(result, BAD_ENCODING, { value: bad, enumerable: false });
  return result;
}
