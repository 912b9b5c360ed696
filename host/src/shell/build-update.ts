/**
 * A page chunk failed to load: reload the target route once, guarded by a short-lived cookie so a
 * broken deploy cannot loop. Returns true when a reload was started.
 */
export function reloadAfterChunkFailure(_targetPath: string): boolean {
  return false;
}
