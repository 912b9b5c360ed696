import { useSession, ZOOM_DEFAULT, ZOOM_MAX, ZOOM_MIN, ZOOM_STEP } from '@portal/session';
import './zoom.css';

// aria-disabled rather than disabled: the button keeps focus when the limit is reached (setZoom clamps).
/** Header display-zoom control (spec sections 3 and 9: default 100 %), 80–150 % in steps of 10. */
export function ZoomControl() {
  const zoom = useSession((s) => s.zoom);
  const setZoom = useSession((s) => s.setZoom);
  return (
    <div className="zoom-control" role="group" aria-label="화면 크기">
      <button
        type="button"
        className="zoom-control__btn"
        onClick={() => setZoom(zoom - ZOOM_STEP)}
        aria-disabled={zoom <= ZOOM_MIN}
        aria-label="화면 축소"
        title="화면 축소"
      >
        <span aria-hidden="true">−</span>
      </button>
      <output className="zoom-control__value" aria-live="polite" aria-atomic="true">
        <span className="zoom-control__sr">화면 크기 </span>
        {zoom}%
      </output>
      <button
        type="button"
        className="zoom-control__btn"
        onClick={() => setZoom(zoom + ZOOM_STEP)}
        aria-disabled={zoom >= ZOOM_MAX}
        aria-label="화면 확대"
        title="화면 확대"
      >
        <span aria-hidden="true">+</span>
      </button>
      <button
        type="button"
        className="zoom-control__btn zoom-control__reset"
        onClick={() => setZoom(ZOOM_DEFAULT)}
        aria-disabled={zoom === ZOOM_DEFAULT}
        aria-label="화면 크기 원래대로"
        title="화면 크기 원래대로"
      >
        <span aria-hidden="true">↺</span>
      </button>
    </div>
  );
}
