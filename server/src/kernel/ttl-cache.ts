/**
 * A value read from the database on demand and kept for `ttlMs`; callers that ask while it loads
 * share the one load. invalidate() makes the next call read again.
 */
export class TtlCache<T> {
  private value: T | null = null;
  private loadedAt = 0;
  private loading: Promise<T> | null = null;

  constructor(
    private readonly load: () => Promise<T>,
    private readonly ttlMs: number,
  ) {}

  async get(): Promise<T> {
    if (this.value && Date.now() - this.loadedAt < this.ttlMs) return this.value;
    this.loading ??= this.load()
      .then((value) => {
        this.value = value;
        this.loadedAt = Date.now();
        return value;
      })
      .finally(() => {
        this.loading = null;
      });
    return this.loading;
  }

  invalidate() {
    this.value = null;
  }
}
