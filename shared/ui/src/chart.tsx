// @portal/ui/chart: chart.js 4 behind one component, with the spec's defaults and a data table for
// people who cannot see the canvas. A separate subpath, so chart.js only loads on pages with charts.
import { useEffect, useId, useRef } from 'react';
import { HeadedTable } from './table';
import {
  ArcElement,
  BarController,
  BarElement,
  CategoryScale,
  Chart as ChartJS,
  DoughnutController,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PieController,
  PointElement,
  Tooltip,
} from 'chart.js';
import { buildChartConfig, chartTable, type ChartInput } from './chart-config';
import './chart.css';

export * from './chart-config';

let registered = false;
function register() {
  if (registered) return;
  registered = true;
  ChartJS.register(
    BarController,
    BarElement,
    LineController,
    LineElement,
    PointElement,
    PieController,
    DoughnutController,
    ArcElement,
    CategoryScale,
    LinearScale,
    Tooltip,
    Legend,
  );
}

export interface ChartProps extends ChartInput {
  /** Height of the drawing area in px (default 320). */
  height?: number;
  /** A sentence under the title, e.g. the period or source. */
  description?: string;
}

/** A chart and, under it, the same numbers as a table (KWCAG: a text alternative for every chart). */
export function Chart({ height = 320, description, ...input }: ChartProps) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const tableId = useId();
  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    register();
    const reducedMotion = globalThis.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
    const chart = new ChartJS(canvas, buildChartConfig({ ...input, reducedMotion }));
    return () => chart.destroy();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the chart is rebuilt when what it shows changes (input compared by value)
  }, [JSON.stringify(input)]);
  const table = chartTable(input);
  return (
    <figure className="portal-chart">
      <figcaption className="portal-chart__title">{input.title}</figcaption>
      {description ? <p className="portal-chart__description">{description}</p> : null}
      <div className="portal-chart__canvas" style={{ height }}>
        <canvas ref={canvasRef} role="img" aria-label={`${input.title} 그래프. 자세한 수치는 아래 표에 있습니다.`} aria-describedby={tableId} />
      </div>
      <HeadedTable frameClass="portal-chart__table-wrap" tableClass="portal-chart__table" id={tableId} caption={`${input.title} (표)`} head={table.head} rows={table.rows} />
    </figure>
  );
}
