/** Header display-zoom control (default 100 %). */
export function ZoomControl() {
  return null;
}
