// A closed list of codes with their Korean names, written once as { CODE: '이름' } (zod-free, for the
// rules files the browser's light pages read).

/** `codes` in the written order (for z.enum, selects and tabs) and `labels`, the name of each code. */
export function codeList<K extends string>(labels: Record<K, string>): { codes: readonly [K, ...K[]]; labels: Record<K, string> } {
  return { codes: Object.keys(labels) as [K, ...K[]], labels };
}
