// The map's zoom and pan as a pure transform: the drawing (width × height, in SVG units) is shown as
// translate(x, y) scale(k). Unit-tested in test/lawmap-view.test.ts.

export interface MapView {
  k: number;
  x: number;
  y: number;
}
export const MIN_ZOOM = 1;
export const MAX_ZOOM = 24;
export const HOME: MapView = { k: 1, x: 0, y: 0 };

const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v));

/** Keeps the zoom in range and the drawing covering the frame (no panning into emptiness). */
export function clampView(v: MapView, width: number, height: number): MapView {
  const k = clamp(v.k, MIN_ZOOM, MAX_ZOOM);
  return { k, x: clamp(v.x, width * (1 - k), 0), y: clamp(v.y, height * (1 - k), 0) };
}

/** Zooms by `factor` keeping the point (cx, cy) of the frame where it is. */
export function zoomAt(v: MapView, factor: number, cx: number, cy: number, width: number, height: number): MapView {
  const k = clamp(v.k * factor, MIN_ZOOM, MAX_ZOOM);
  const f = k / v.k;
  return clampView({ k, x: cx - (cx - v.x) * f, y: cy - (cy - v.y) * f }, width, height);
}

/** Moves the drawing by (dx, dy) frame units. */
export function panBy(v: MapView, dx: number, dy: number, width: number, height: number): MapView {
  return clampView({ k: v.k, x: v.x + dx, y: v.y + dy }, width, height);
}

/** The view that shows the box [[x0, y0], [x1, y1]] of the drawing whole and centred, with a margin (share of the frame). */
export function fitBox(box: readonly [readonly [number, number], readonly [number, number]], width: number, height: number, margin = 0.1, maxZoom = MAX_ZOOM): MapView {
  const [[x0, y0], [x1, y1]] = box;
  const bw = Math.max(x1 - x0, 1e-6);
  const bh = Math.max(y1 - y0, 1e-6);
  const k = clamp(Math.min((width * (1 - 2 * margin)) / bw, (height * (1 - 2 * margin)) / bh), MIN_ZOOM, maxZoom);
  return clampView({ k, x: width / 2 - ((x0 + x1) / 2) * k, y: height / 2 - ((y0 + y1) / 2) * k }, width, height);
}

/** Web Mercator of a lon/lat (degrees), before the fit to the frame: x east, y south. */
export function mercator(lon: number, lat: number): [number, number] {
  const r = Math.PI / 180;
  return [lon * r, -Math.log(Math.tan(Math.PI / 4 + (lat * r) / 2))];
}
