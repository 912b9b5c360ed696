// Writes remotes/services/src/assets/korea-sigungu.topo.json: the map of /myservice/lawmap and
// /servicetype/map. Source: the KOSTAT 2018 시군구 boundaries (../shared/data/geo, 통계청 SGIS,
// 공공누리 제1유형: 출처 표시). The 17 시도 are not stored: the page merges a 시도's 시군구
// (topojson.merge) and draws 시도 borders as the arcs between 시군구 of different 시도 (topojson.mesh).
// Each arc is simplified on its own (Douglas-Peucker, endpoints kept, so neighbours still share
// their border), islands smaller than MIN_ISLAND are dropped (never a 시군구's last polygon), the
// points are re-quantized to a Q×Q grid and only code (properties.c) is kept; names come from
// SIGUNGU of @portal/contracts/client.
// Run: node scripts/geo/lawmap.mjs [path to skorea-municipalities-2018-topo-simple.json]
import { readFileSync, writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';

const TOLERANCE = 0.002; // degrees of latitude (≈ 220 m)
const MIN_ISLAND = 1e-4; // square degrees (≈ 1 km²)
const Q = 1e4;
const KX = Math.cos((36 * Math.PI) / 180); // a degree of longitude at 36°N, in degrees of latitude

const src = process.argv[2] ?? fileURLToPath(new URL('../../../shared/data/geo/skorea-municipalities-2018-topo-simple.json', import.meta.url));
const topo = JSON.parse(readFileSync(src, 'utf8'));
const { scale, translate } = topo.transform;
const object = Object.values(topo.objects)[0];

const arcs = topo.arcs.map((arc) => {
  let x = 0;
  let y = 0;
  return arc.map(([dx, dy]) => [(x += dx) * scale[0] + translate[0], (y += dy) * scale[1] + translate[1]]);
});

function segDist2(p, a, b) {
  const px = p[0] * KX, py = p[1], ax = a[0] * KX, ay = a[1], bx = b[0] * KX, by = b[1];
  const dx = bx - ax, dy = by - ay;
  const len = dx * dx + dy * dy;
  const t = len === 0 ? 0 : Math.max(0, Math.min(1, ((px - ax) * dx + (py - ay) * dy) / len));
  const x = ax + t * dx - px, y = ay + t * dy - py;
  return x * x + y * y;
}
function simplify(pts) {
  if (pts.length <= 2) return pts;
  const keep = new Uint8Array(pts.length);
  keep[0] = keep[pts.length - 1] = 1;
  const stack = [[0, pts.length - 1]];
  const tol2 = TOLERANCE * TOLERANCE;
  while (stack.length) {
    const [i, j] = stack.pop();
    let best = -1, at = -1;
    for (let k = i + 1; k < j; k++) {
      const d = segDist2(pts[k], pts[i], pts[j]);
      if (d > best) {
        best = d;
        at = k;
      }
    }
    if (at >= 0 && best > tol2) {
      keep[at] = 1;
      stack.push([i, at], [at, j]);
    }
  }
  let out = pts.filter((_, k) => keep[k]);
  const closed = pts[0][0] === pts.at(-1)[0] && pts[0][1] === pts.at(-1)[1];
  if (closed && out.length < 4) {
    // a closed arc (an island) keeps a triangle: the two points farthest from its start
    const far = pts.map((p, k) => [segDist2(p, pts[0], pts[0]), k]).sort((a, b) => b[0] - a[0]).slice(0, 2).map((x) => x[1]).sort((a, b) => a - b);
    out = [pts[0], pts[far[0]], pts[far[1]], pts[0]];
  }
  return out;
}
const ringPts = (ids) => ids.flatMap((i, k) => {
  const p = i >= 0 ? arcs[i] : [...arcs[~i]].reverse();
  return k === 0 ? p : p.slice(1);
});
const area = (pts) => Math.abs(pts.reduce((a, p, k) => (k ? a + (pts[k - 1][0] * p[1] - p[0] * pts[k - 1][1]) : a), 0) / 2) * KX;

// drop small islands (polygons of one closed arc), never a geometry's largest polygon
let dropped = 0;
const geometries = object.geometries.map((g) => {
  const polygons = g.type === 'Polygon' ? [g.arcs] : g.arcs;
  const largest = Math.max(...polygons.map((p) => area(ringPts(p[0]))));
  const kept = polygons.filter((p) => {
    const small = p.length === 1 && p[0].length === 1 && area(ringPts(p[0])) < MIN_ISLAND && area(ringPts(p[0])) < largest;
    if (small) dropped++;
    return !small;
  });
  return { type: 'MultiPolygon', arcs: kept, properties: { c: g.properties.code } };
});
// keep only the arcs still used, renumbered
const used = new Map();
const renumber = (i) => {
  const a = i >= 0 ? i : ~i;
  if (!used.has(a)) used.set(a, used.size);
  return i >= 0 ? used.get(a) : ~used.get(a);
};
for (const g of geometries) g.arcs = g.arcs.map((p) => p.map((r) => r.map(renumber)));
const order = [...used.keys()];

const [x0, y0, x1, y1] = topo.bbox;
const sx = (x1 - x0) / (Q - 1);
const sy = (y1 - y0) / (Q - 1);
let points = 0;
const outArcs = order.map((a) => {
  const pts = simplify(arcs[a]).map(([x, y]) => [Math.round((x - x0) / sx), Math.round((y - y0) / sy)]);
  const deltas = [];
  let px = 0, py = 0;
  pts.forEach(([x, y], k) => {
    if (k > 0 && k < pts.length - 1 && x === px && y === py) return;
    deltas.push([x - px, y - py]);
    px = x;
    py = y;
  });
  points += deltas.length;
  return deltas;
});

const out = {
  type: 'Topology',
  bbox: topo.bbox.map((v) => Math.round(v * 1e4) / 1e4),
  transform: { scale: [sx, sy], translate: [x0, y0] },
  objects: { sigungu: { type: 'GeometryCollection', geometries } },
  arcs: outArcs,
};
const text = JSON.stringify(out);
const dest = fileURLToPath(new URL('../../remotes/services/src/assets/korea-sigungu.topo.json', import.meta.url));
writeFileSync(dest, text);
console.log(`${geometries.length} 시군구, ${outArcs.length} arcs, ${points} points, ${dropped} islands dropped → ${dest}: ${(text.length / 1024).toFixed(1)} KB, gzip ${(gzipSync(text, { level: 9 }).length / 1024).toFixed(1)} KB`);
