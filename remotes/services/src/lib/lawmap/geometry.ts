// The drawing of the map from the KOSTAT 2018 시군구 boundaries (assets/korea-sigungu.topo.json,
// made small by scripts/geo/lawmap.mjs): SVG paths of the 250 시군구, of the 17 시도 (merged from
// their 시군구) and of the 시도 borders, projected with Web Mercator fitted to the frame.
import { geoPath, geoTransform } from 'd3-geo';
import { merge, mesh, feature } from 'topojson-client';
import { mercator } from './view';

export const MAP_WIDTH = 600;
export const MAP_HEIGHT = 720;
const PAD = 12;

type Box = [[number, number], [number, number]];
export interface Area {
  code: string;
  d: string;
  box: Box;
}
export interface MapDrawing {
  sigungu: Area[];
  regions: Area[];
  /** 시도 borders (arcs between 시군구 of different 시도, and the coast). */
  regionBorders: string;
  /** Frame coordinates of a lon/lat. */
  project(lon: number, lat: number): [number, number];
}

type Props = { c: string };
// the topology types of topojson-client's signatures (topojson-specification is not a direct dependency)
type Topology = Parameters<typeof merge>[0];
type Collection = Extract<Parameters<typeof mesh>[1], { type: 'GeometryCollection' }>;
type Polygons = Extract<Parameters<typeof merge>[1], unknown[]>;
interface SigunguGeometry {
  type: 'MultiPolygon';
  arcs: number[][][];
  properties: Props;
}
export type SigunguTopology = Topology & { objects: { sigungu: { type: 'GeometryCollection'; geometries: SigunguGeometry[] } } };

export function drawMap(topo: SigunguTopology): MapDrawing {
  const object = topo.objects.sigungu;
  const geometries = object.geometries;
  const collection = object as unknown as Collection;
  // fit: bounds of the Mercator plane, then one scale for both axes
  let x0 = Infinity, y0 = Infinity, x1 = -Infinity, y1 = -Infinity;
  const [bx0, by0, bx1, by1] = topo.bbox ?? [124.6, 33.1, 131.9, 38.6];
  for (const [lon, lat] of [[bx0, by0], [bx1, by1]] as const) {
    const [x, y] = mercator(lon, lat);
    x0 = Math.min(x0, x); x1 = Math.max(x1, x); y0 = Math.min(y0, y); y1 = Math.max(y1, y);
  }
  const s = Math.min((MAP_WIDTH - 2 * PAD) / (x1 - x0), (MAP_HEIGHT - 2 * PAD) / (y1 - y0));
  const ox = (MAP_WIDTH - s * (x1 - x0)) / 2 - s * x0;
  const oy = (MAP_HEIGHT - s * (y1 - y0)) / 2 - s * y0;
  const project = (lon: number, lat: number): [number, number] => {
    const [x, y] = mercator(lon, lat);
    return [ox + s * x, oy + s * y];
  };
  // planar: the rings are drawn as they are (no spherical winding rules)
  const path = geoPath(
    geoTransform({
      point(lon, lat) {
        const [x, y] = project(lon, lat);
        this.stream.point(Math.round(x * 10) / 10, Math.round(y * 10) / 10);
      },
    }),
  );
  const area = (code: string, geo: Parameters<typeof path>[0]): Area => ({ code, d: path(geo) ?? '', box: path.bounds(geo) as Box });
  const sigungu = geometries.map((g) => area(g.properties.c, feature(topo, g as unknown as Polygons[number])));
  const codes = [...new Set(geometries.map((g) => g.properties.c.slice(0, 2)))];
  const regions = codes.map((r) => area(r, merge(topo, geometries.filter((g) => g.properties.c.startsWith(r)) as unknown as Polygons)));
  const regionOf = (g: unknown) => (g as SigunguGeometry).properties.c.slice(0, 2);
  const regionBorders = path(mesh(topo, collection, (a, b) => a === b || regionOf(a) !== regionOf(b))) ?? '';
  return { sigungu, regions, regionBorders, project };
}
