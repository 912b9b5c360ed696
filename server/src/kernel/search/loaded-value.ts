// What the engine reads once and uses for many searches (synonyms, the vocabulary, term counts, the
// citation graph), kept only while it is young and was read at the caller's data version.

/**
 * A value read by `load`, used again while it is younger than `ttlMs` and, when the caller names the
 * data version its answer will be kept under, read at that version. A search kept under a version
 * must never be made from a table read before it: a synonym group an editor deleted a second earlier
 * would stay in that answer until the next change of any content. A value `worthKeeping` refuses (an
 * index counted while still empty) is read again by the next caller.
 */
export function loadedValue<T>(ttlMs: number, load: () => Promise<T>, worthKeeping: (value: T) => boolean = () => true): (version?: string) => Promise<T> {
  let kept: { version: string | undefined; at: number; value: Promise<T> } | null = null;
  return (version) => {
    if (kept && Date.now() - kept.at < ttlMs && (version === undefined || kept.version === version)) return kept.value;
    const mine = { version, at: Date.now(), value: load() };
    kept = mine;
    // a failed read is not kept: the next search reads again
    mine.value.then(
      (value) => {
        if (kept === mine && !worthKeeping(value)) kept = null;
      },
      () => {
        if (kept === mine) kept = null;
      },
    );
    return mine.value;
  };
}
