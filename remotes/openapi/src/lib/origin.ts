import { useSyncExternalStore } from 'react';

const never = () => () => undefined;

/**
 * This site's origin for the sample commands ('https://…'). The server renders for any address it is
 * reached at and cannot know the one the visitor typed, so its HTML says 'https://<누리집 주소>' and
 * the browser fills in its own after hydration (no mismatch).
 */
export function useSiteOrigin(): string {
  return useSyncExternalStore(
    never,
    () => globalThis.location?.origin ?? '',
    () => 'https://<누리집 주소>',
  );
}
