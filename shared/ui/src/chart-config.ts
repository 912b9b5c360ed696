// The pure part of the chart wrapper: the chart.js configuration with the spec's defaults, Korean
// number formatting and the rows of the data table every chart carries (no canvas, unit-tested).
import type { ChartConfiguration, TooltipItem } from 'chart.js';

/** Spec section 9: tooltip animation 400 ms. */
export const CHART_TOOLTIP_ANIMATION_MS = 400;
/**
 * Spec section 9: tick limit 1000. Applied as `ticks.maxTicksLimit` on every cartesian axis: the
 * axis never makes more than 1000 ticks, and within that the space on screen decides (chart.js'
 * own default of 11 would hide categories of a long axis).
 */
export const CHART_TICK_LIMIT = 1000;
export const CHART_LOCALE = 'ko-KR';

/** KRDS-toned palette with enough contrast against white (≥ 3:1 for graphics). */
export const CHART_COLORS = ['#0b50d0', '#d6006f', '#008a5e', '#b35c00', '#6a3fc7', '#0a7c9c', '#5c6670'];

export type ChartKind = 'bar' | 'line' | 'pie' | 'doughnut';

export interface ChartSeries {
  label: string;
  data: number[];
  color?: string;
}

export interface ChartInput {
  type: ChartKind;
  /** What the chart shows; used as the figure caption, the canvas label and the table caption. */
  title: string;
  labels: string[];
  series: ChartSeries[];
  /** Unit after each number, e.g. '건', '명', '%'. */
  unit?: string;
  /** Bars along the y axis. */
  horizontal?: boolean;
  /** No animation at all (set from prefers-reduced-motion). */
  reducedMotion?: boolean;
}

const numberFormat = new Intl.NumberFormat(CHART_LOCALE);

/** 1234567.5 → '1,234,567.5', with an optional unit: (1200, '건') → '1,200건'. */
export function formatKoreanNumber(value: number | null | undefined, unit = ''): string {
  if (value === null || value === undefined || Number.isNaN(value)) return '-';
  return numberFormat.format(value) + unit;
}

const isCircular = (type: ChartKind) => type === 'pie' || type === 'doughnut';

export function buildChartConfig(input: ChartInput): ChartConfiguration {
  const unit = input.unit ?? '';
  const circular = isCircular(input.type);
  const datasets = input.series.map((s, i) => {
    const color = s.color ?? CHART_COLORS[i % CHART_COLORS.length];
    return circular
      ? {
          label: s.label,
          data: s.data,
          backgroundColor: input.labels.map((_, j) => CHART_COLORS[j % CHART_COLORS.length]),
          borderColor: '#ffffff',
          borderWidth: 2,
        }
      : { label: s.label, data: s.data, backgroundColor: color, borderColor: color, borderWidth: input.type === 'line' ? 2 : 0 };
  });
  const ticks = { maxTicksLimit: CHART_TICK_LIMIT };
  const valueTicks = { ...ticks, callback: (v: number | string) => formatKoreanNumber(Number(v), unit) };
  const valueAxis = input.horizontal ? 'x' : 'y';
  const config = {
    type: input.type,
    data: { labels: input.labels, datasets },
    options: {
      locale: CHART_LOCALE,
      responsive: true,
      maintainAspectRatio: false,
      indexAxis: input.horizontal ? 'y' : 'x',
      animation: input.reducedMotion ? false : undefined,
      plugins: {
        title: { display: false, text: input.title },
        legend: { display: circular || input.series.length > 1, position: 'bottom' },
        tooltip: {
          animation: { duration: input.reducedMotion ? 0 : CHART_TOOLTIP_ANIMATION_MS },
          callbacks: {
            label: (item: TooltipItem<ChartKind>) => {
              const parsed = item.parsed as unknown;
              const value = typeof parsed === 'number' ? parsed : (parsed as Record<string, number>)[valueAxis];
              return `${circular ? item.label : item.dataset.label}: ${formatKoreanNumber(value, unit)}`;
            },
          },
        },
      },
      scales: circular
        ? {}
        : {
            x: { ticks: valueAxis === 'x' ? valueTicks : ticks, beginAtZero: valueAxis === 'x' },
            y: { ticks: valueAxis === 'y' ? valueTicks : ticks, beginAtZero: valueAxis === 'y' },
          },
    },
  };
  return config as unknown as ChartConfiguration;
}

/** The data table beside every chart: a header row and one row per label, numbers formatted. */
export function chartTable(input: ChartInput): { head: string[]; rows: string[][] } {
  const unit = input.unit ?? '';
  return {
    head: ['항목', ...input.series.map((s) => s.label)],
    rows: input.labels.map((label, i) => [label, ...input.series.map((s) => formatKoreanNumber(s.data[i], unit))]),
  };
}
