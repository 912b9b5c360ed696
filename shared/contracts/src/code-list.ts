// A closed list of codes with their Korean names, written once as { CODE: '이름' } (zod-free, for the
// rules files the browser's light pages read).

/** `codes` in the written order (for z.enum, selects and tabs) and `labels`, the name of each code. */
/*#__NO_SIDE_EFFECTS__*/
export function codeList<K extends string>(labels: Record<K, string>): { codes: readonly [K, ...K[]]; labels: Record<K, string> } {
  return { codes: Object.keys(labels) as [K, ...K[]], labels };
}

/** The same with a plain-language line under each name, written beside it as { CODE: ['이름', '설명'] }. */
/*#__NO_SIDE_EFFECTS__*/
export function hintedCodeList<K extends string>(entries: Record<K, readonly [label: string, hint: string]>) {
  const codes = Object.keys(entries) as [K, ...K[]];
  const column = (i: 0 | 1) => Object.fromEntries(codes.map((c) => [c, entries[c][i]])) as Record<K, string>;
  return { codes: codes as readonly [K, ...K[]], labels: column(0), hints: column(1) };
}
