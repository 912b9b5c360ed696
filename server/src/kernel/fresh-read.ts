/**
 * A read that many callers ask for at once (the data version on every page request) done once for
 * all who are waiting, never with an answer older than the call: a caller that comes while a read
 * is under way (which may have begun before a change the caller already saw committed) waits for the
 * next read, which starts when that one ends and answers everyone who came in the meantime. Under
 * load the reads run back to back, one at a time; alone, a call costs one read as before.
 */
export function freshRead<T>(read: () => Promise<T>): () => Promise<T> {
  let running: Promise<T> | null = null;
  let next: Promise<T> | null = null;
  const start = (): Promise<T> => {
    const p: Promise<T> = read().finally(() => {
      if (running === p) running = null;
    });
    running = p;
    return p;
  };
  return () => {
    if (running === null) return start();
    next ??= running
      .catch(() => undefined)
      .then(() => {
        next = null;
        return start();
      });
    return next;
  };
}
