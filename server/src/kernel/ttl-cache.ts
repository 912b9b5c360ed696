/**
 * A value read from the database on demand and kept for `ttlMs`; callers that ask while it loads
 * share the one load. invalidate() makes the next call read again, also while a load is under way
 * (that load may have read the state before the change: its result is not kept).
 */
export class TtlCache<T> {
  private value: T | null = null;
  private loadedAt = 0;
  private loading: Promise<T> | null = null;
  private generation = 0;

  constructor(
    private readonly load: () => Promise<T>,
    private readonly ttlMs: number,
  ) {}

  async get(): Promise<T> {
    if (this.value && Date.now() - this.loadedAt < this.ttlMs) return this.value;
    if (this.loading) return this.loading;
    const generation = this.generation;
    const loading = this.load()
      .then((value) => {
        if (generation === this.generation) {
          this.value = value;
          this.loadedAt = Date.now();
        }
        return value;
      })
      .finally(() => {
        if (this.loading === loading) this.loading = null;
      });
    this.loading = loading;
    return loading;
  }

  invalidate() {
    this.value = null;
    this.loading = null;
    this.generation++;
  }
}
