import { useEffect, useState } from 'react';
import { selectIsLoading, useSession } from '@portal/session';
import './loading.css';

/** Fast answers never flash the overlay: it appears only when loading lasts this long. */
export const LOADING_SHOW_DELAY_MS = 300;

/**
 * Global loading overlay (spec sections 4 and 9): while the loading counter is above 0 (after a short
 * delay), a full-screen blocker (z-index 9999999, opacity 0.4) and a spinner (z-index 10000000).
 * Screen readers hear '처리 중입니다' from a status region that is always on the page; focus stays
 * where it is.
 */
export function LoadingOverlay() {
  const loading = useSession(selectIsLoading);
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (!loading) {
      setShown(false);
      return;
    }
    const id = setTimeout(() => setShown(true), LOADING_SHOW_DELAY_MS);
    return () => clearTimeout(id);
  }, [loading]);
  useEffect(() => {
    const main = document.getElementById('main-content');
    if (!main) return;
    if (shown) main.setAttribute('aria-busy', 'true');
    else main.removeAttribute('aria-busy');
  }, [shown]);
  return (
    <>
      <div className="loading-status" role="status" aria-live="polite">
        {shown ? '처리 중입니다' : ''}
      </div>
      {shown ? (
        <div className="loading-overlay" data-loading-overlay="">
          <div className="loading-overlay__blocker" data-loading-blocker="" />
          <div className="loading-overlay__spinner" data-loading-spinner="" aria-hidden="true">
            <span className="loading-overlay__circle" />
          </div>
        </div>
      ) : null}
    </>
  );
}
