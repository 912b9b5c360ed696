import { describe, expect, it } from 'vitest';
import type { TooltipItem } from 'chart.js';
import {
  buildChartConfig,
  CHART_LOCALE,
  CHART_TICK_LIMIT,
  CHART_TOOLTIP_ANIMATION_MS,
  chartTable,
  formatKoreanNumber,
  type ChartInput,
} from '../src/chart-config';

const bar: ChartInput = {
  type: 'bar',
  title: '월별 상담 건수',
  labels: ['1월', '2월', '3월'],
  series: [
    { label: '전화 상담', data: [1200, 3400, 56789] },
    { label: '방문 상담', data: [10, 20.5, 0] },
  ],
  unit: '건',
};

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Any = any;

describe('chart defaults (spec section 9)', () => {
  it('tooltip animation 400 ms and a tick limit of 1000 on every axis', () => {
    expect(CHART_TOOLTIP_ANIMATION_MS).toBe(400);
    expect(CHART_TICK_LIMIT).toBe(1000);
    const c = buildChartConfig(bar) as Any;
    expect(c.options.plugins.tooltip.animation.duration).toBe(400);
    expect(c.options.scales.x.ticks.maxTicksLimit).toBe(1000);
    expect(c.options.scales.y.ticks.maxTicksLimit).toBe(1000);
    expect(c.options.locale).toBe('ko-KR');
    expect(CHART_LOCALE).toBe('ko-KR');
    expect(c.options.responsive).toBe(true);
    expect(c.options.animation).toBeUndefined();
  });

  it('no animation when the visitor asks for reduced motion', () => {
    const c = buildChartConfig({ ...bar, reducedMotion: true }) as Any;
    expect(c.options.animation).toBe(false);
    expect(c.options.plugins.tooltip.animation.duration).toBe(0);
  });

  it('formats value ticks and tooltips as Korean numbers with the unit', () => {
    const c = buildChartConfig(bar) as Any;
    expect(c.options.scales.y.ticks.callback(56789)).toBe('56,789건');
    expect(c.options.scales.x.ticks.callback).toBeUndefined();
    const item = { dataset: { label: '전화 상담' }, label: '3월', parsed: { x: 2, y: 56789 } } as unknown as TooltipItem<'bar'>;
    expect(c.options.plugins.tooltip.callbacks.label(item)).toBe('전화 상담: 56,789건');
    const h = buildChartConfig({ ...bar, horizontal: true }) as Any;
    expect(h.options.indexAxis).toBe('y');
    expect(h.options.scales.x.ticks.callback(1234)).toBe('1,234건');
    expect(h.options.plugins.tooltip.callbacks.label({ ...item, parsed: { x: 1234, y: 0 } })).toBe('전화 상담: 1,234건');
  });

  it('pie charts: no axes, one colour per slice, legend on, tooltip names the slice', () => {
    const c = buildChartConfig({ type: 'pie', title: '만족도', labels: ['매우 만족', '만족'], series: [{ label: '응답', data: [7, 3] }], unit: '명' }) as Any;
    expect(c.options.scales).toEqual({});
    expect(c.data.datasets[0].backgroundColor).toHaveLength(2);
    expect(c.options.plugins.legend.display).toBe(true);
    expect(c.options.plugins.tooltip.callbacks.label({ label: '만족', parsed: 3, dataset: { label: '응답' } })).toBe('만족: 3명');
  });

  it('Korean number formatting', () => {
    expect(formatKoreanNumber(1234567)).toBe('1,234,567');
    expect(formatKoreanNumber(1234.5, '원')).toBe('1,234.5원');
    expect(formatKoreanNumber(null)).toBe('-');
    expect(formatKoreanNumber(Number.NaN)).toBe('-');
  });

  it('the data table carries the same numbers', () => {
    expect(chartTable(bar)).toEqual({
      head: ['항목', '전화 상담', '방문 상담'],
      rows: [
        ['1월', '1,200건', '10건'],
        ['2월', '3,400건', '20.5건'],
        ['3월', '56,789건', '0건'],
      ],
    });
  });
});
