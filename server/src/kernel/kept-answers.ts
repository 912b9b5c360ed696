/**
 * Answers that are the same for every caller (a search's results) kept by a key that names all they
 * depend on (the call's input and the data version), so a popular question is answered again without
 * asking the database; callers that miss at the same moment share one making. At most `max` answers,
 * the least recently used going first; with `maxAgeMs`, none older than that (each by its own age, so
 * they do not all expire at one moment).
 */
export class KeptAnswers<T> {
  private readonly kept = new Map<string, { answer: Promise<T>; madeAt: number }>();

  constructor(
    private readonly max: number,
    private readonly maxAgeMs: number | null = null,
  ) {}

  get(key: string, make: () => Promise<T>): Promise<T> {
    const found = this.kept.get(key);
    this.kept.delete(key);
    if (found !== undefined && (this.maxAgeMs === null || performance.now() - found.madeAt < this.maxAgeMs)) {
      this.kept.set(key, found);
      return found.answer;
    }
    const made = { answer: make(), madeAt: performance.now() };
    this.kept.set(key, made);
    // a failed making is not kept: the next call tries again
    made.answer.catch(() => {
      if (this.kept.get(key) === made) this.kept.delete(key);
    });
    for (const oldest of this.kept.keys()) {
      if (this.kept.size <= this.max) break;
      this.kept.delete(oldest);
    }
    return made.answer;
  }

  get size(): number {
    return this.kept.size;
  }
}
