import { useSyncExternalStore } from 'react';

/** The width from which the desktop GNB shows (spec breakpoint 992 px); below it the mobile menu serves. */
export const DESKTOP_NAV_QUERY = '(min-width: 992px)';

/** Whether a media query matches now, kept current on change. */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const mql = window.matchMedia(query);
      mql.addEventListener('change', onChange);
      return () => mql.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}
