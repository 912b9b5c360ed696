/**
 * The adapter named by a setting (config has already checked the name against its list); `makers`
 * holds one maker per adapter this build has. A name without a maker stops the start-up.
 */
export function pickAdapter<N extends string, A>(setting: string, what: string, name: N, makers: Partial<Record<N, () => A>>): A {
  const make = makers[name];
  if (!make) throw new Error(`${setting}=${name}: 이 빌드에 없는 ${what} 어댑터입니다.`);
  return make();
}
