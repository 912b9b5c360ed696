import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { MAP_HEIGHT as H, MAP_WIDTH as W, type MapDrawing } from './geometry';
import { fitBox, HOME, panBy, zoomAt, type MapView } from './view';

export interface MapMarker {
  sigungu: string;
  lon: number;
  lat: number;
  count: number;
}

export interface KoreaMapProps {
  drawing: MapDrawing;
  region: string;
  sigungu: string;
  markers: MapMarker[];
  position: { lat: number; lon: number } | null;
  /** A click on an area: its 시도 (outside the chosen one) or its 시군구 (inside). */
  onArea(sigunguCode: string): void;
  /** A click on a marker: the 시군구 of its offices. */
  onMarker(sigunguCode: string): void;
}

const STEP = 60;

/**
 * The SVG map: 시군구 shapes, 시도 borders, offices as markers (one per 시군구, with the count) and
 * the visitor's position. Zoom and pan with the buttons, the mouse wheel, dragging, or the keys when
 * the map has focus. Hidden from screen readers: the figure's caption and the list say the same.
 */
export function KoreaMap({ drawing, region, sigungu, markers, position, onArea, onMarker }: KoreaMapProps) {
  const [view, setView] = useState<MapView>(HOME);
  const frame = useRef<HTMLDivElement>(null);
  const drag = useRef<{ id: number; x: number; y: number; moved: boolean } | null>(null);
  const dragged = useRef(false);

  // follow the choice: the chosen 시군구, 시도, the position, or the whole country
  useEffect(() => {
    if (sigungu) {
      const a = drawing.sigungu.find((s) => s.code === sigungu);
      if (a) return setView(fitBox(a.box, W, H, 0.2, 16));
    }
    if (region) {
      const a = drawing.regions.find((s) => s.code === region);
      if (a) return setView(fitBox(a.box, W, H, 0.06));
    }
    if (position) {
      const [x, y] = drawing.project(position.lon, position.lat);
      return setView(fitBox([[x - 40, y - 48], [x + 40, y + 48]], W, H, 0));
    }
    setView(HOME);
  }, [drawing, region, sigungu, position]);

  // the wheel zooms about the pointer (a non-passive listener, so the page does not scroll)
  useEffect(() => {
    const el = frame.current;
    if (!el) return;
    const onWheel = (e: WheelEvent) => {
      e.preventDefault();
      const r = el.getBoundingClientRect();
      const cx = ((e.clientX - r.left) / r.width) * W;
      const cy = ((e.clientY - r.top) / r.height) * H;
      setView((v) => zoomAt(v, e.deltaY < 0 ? 1.25 : 0.8, cx, cy, W, H));
    };
    el.addEventListener('wheel', onWheel, { passive: false });
    return () => el.removeEventListener('wheel', onWheel);
  }, []);

  const zoom = (f: number) => setView((v) => zoomAt(v, f, W / 2, H / 2, W, H));
  const pan = (dx: number, dy: number) => setView((v) => panBy(v, dx, dy, W, H));

  const onKeyDown = (e: KeyboardEvent) => {
    const keys: Record<string, () => void> = {
      ArrowLeft: () => pan(STEP, 0),
      ArrowRight: () => pan(-STEP, 0),
      ArrowUp: () => pan(0, STEP),
      ArrowDown: () => pan(0, -STEP),
      '+': () => zoom(1.5),
      '=': () => zoom(1.5),
      '-': () => zoom(1 / 1.5),
      '0': () => setView(HOME),
    };
    const run = keys[e.key];
    if (run) {
      e.preventDefault();
      run();
    }
  };
  const onPointerDown = (e: PointerEvent) => {
    if (e.button !== 0) return;
    drag.current = { id: e.pointerId, x: e.clientX, y: e.clientY, moved: false };
    dragged.current = false;
  };
  const onPointerMove = (e: PointerEvent) => {
    const d = drag.current;
    if (!d || d.id !== e.pointerId || !frame.current) return;
    const dx = e.clientX - d.x;
    const dy = e.clientY - d.y;
    if (!d.moved && Math.hypot(dx, dy) < 4) return;
    if (!d.moved) frame.current.setPointerCapture(e.pointerId);
    d.moved = true;
    dragged.current = true;
    const r = frame.current.getBoundingClientRect();
    pan((dx / r.width) * W, (dy / r.height) * H);
    d.x = e.clientX;
    d.y = e.clientY;
  };
  const onPointerUp = () => {
    drag.current = null;
  };
  // a drag ends in a click: it chooses nothing
  const click = (run: () => void) => () => {
    if (dragged.current) {
      dragged.current = false;
      return;
    }
    run();
  };

  const r = 7 / Math.sqrt(view.k);
  return (
    <div className="lm-map">
      <div className="lm-map__tools" role="group" aria-label="지도 확대·이동">
        <button type="button" className="lm-tool" onClick={() => zoom(1.5)} aria-label="지도 확대">
          +
        </button>
        <button type="button" className="lm-tool" onClick={() => zoom(1 / 1.5)} aria-label="지도 축소">
          −
        </button>
        <button type="button" className="lm-tool lm-tool--wide" onClick={() => setView(HOME)}>
          전국
        </button>
        <button type="button" className="lm-tool" onClick={() => pan(STEP, 0)} aria-label="지도를 왼쪽으로 이동">
          ←
        </button>
        <button type="button" className="lm-tool" onClick={() => pan(0, STEP)} aria-label="지도를 위로 이동">
          ↑
        </button>
        <button type="button" className="lm-tool" onClick={() => pan(0, -STEP)} aria-label="지도를 아래로 이동">
          ↓
        </button>
        <button type="button" className="lm-tool" onClick={() => pan(-STEP, 0)} aria-label="지도를 오른쪽으로 이동">
          →
        </button>
      </div>
      <div
        ref={frame}
        className="lm-map__frame"
        tabIndex={0}
        role="group"
        aria-label="지도: 화살표 키로 이동, + 와 − 키로 확대·축소, 0 키로 전국 보기"
        onKeyDown={onKeyDown}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={onPointerUp}
        data-zoom={Math.round(view.k * 100) / 100}
      >
        <svg viewBox={`0 0 ${W} ${H}`} aria-hidden="true" focusable="false" className="lm-svg">
          <g transform={`translate(${view.x} ${view.y}) scale(${view.k})`}>
            {drawing.sigungu.map((a) => {
              const cls = a.code === sigungu ? 'lm-area lm-area--chosen' : region && a.code.startsWith(region) ? 'lm-area lm-area--region' : 'lm-area';
              return <path key={a.code} d={a.d} className={cls} data-sigungu={a.code} onClick={click(() => onArea(a.code))} />;
            })}
            <path d={drawing.regionBorders} className="lm-borders" />
            {markers.map((m) => {
              const [x, y] = drawing.project(m.lon, m.lat);
              return (
                <g key={m.sigungu} className={m.sigungu === sigungu ? 'lm-marker lm-marker--chosen' : 'lm-marker'} data-marker={m.sigungu} onClick={click(() => onMarker(m.sigungu))}>
                  <circle cx={x} cy={y} r={r} />
                  {view.k >= 2.5 ? (
                    <text x={x} y={y} dy="0.35em" fontSize={r * 1.2}>
                      {m.count}
                    </text>
                  ) : null}
                </g>
              );
            })}
            {position
              ? (() => {
                  const [x, y] = drawing.project(position.lon, position.lat);
                  const s = r * 1.1;
                  return <path className="lm-me" d={`M${x} ${y - s}L${x + s} ${y}L${x} ${y + s}L${x - s} ${y}Z`} data-position="" />;
                })()
              : null}
          </g>
        </svg>
      </div>
    </div>
  );
}
