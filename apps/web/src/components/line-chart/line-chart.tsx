import { useDirection } from '@mantine/core';
import type { PointerEvent } from 'react';
import { chartGeometry } from './geometry';
import { FiguresTable } from './figures-table';
import { Plot } from './plot';
import { PointValues } from './point-values';
import { Swatch } from './swatch';
import type { LineChartPoint, LineChartSeries } from './types';
import { usePointReader } from './use-point-reader';
import { useWidth } from './use-width';
import classes from './line-chart.module.css';

/** Solid, dashed, dotted, dash-dot: each series of a chart its own, beside its colour. */
const DASHES = [undefined, '7 4', '2 3', '10 3 2 3'];

export interface LineChartProps {
  points: readonly LineChartPoint[];
  series: readonly LineChartSeries[];
  /** A value as the reader's language writes it, on the scale and in the figures. */
  format: (value: number) => string;
  /** The reader's locale, to list a point's values as its language lists things. */
  locale: string;
  /** The chart's name: that of the control that reads it point by point. */
  label: string;
  /** The disclosure that opens the figures as a table, and the header of its first column. */
  tableLabel: string;
  pointHeader: string;
  height?: number;
}

/**
 * A line chart of a few series over time, drawn as SVG (issue 30: recharts weighed 108 kB gzip on a screen of a
 * 200 kB budget). A legend names each line with its colour and dash. The drawing is one keyboard stop, a slider over
 * the points: hovering or moving along it with the arrows shows that point's values beside it, and a screen reader
 * hears them as the slider's value. The figures are also a table, behind a disclosure.
 */
export function LineChart({
  points,
  series: given,
  format,
  locale,
  label,
  tableLabel,
  pointHeader,
  height = 220,
}: LineChartProps) {
  const rightToLeft = useDirection().dir === 'rtl';
  const { ref, width } = useWidth<HTMLDivElement>();
  const series = given.map((line, index) => ({ ...line, dash: line.dash ?? DASHES[index % DASHES.length] }));
  const max = Math.max(0, ...points.flatMap((point) => series.map((line) => point.values[line.key] ?? 0)));
  const geometry = chartGeometry({
    width,
    height,
    count: points.length,
    labels: points.map((point) => point.label),
    max,
    formatTick: format,
    rightToLeft,
  });
  const reader = usePointReader(points.length, rightToLeft);
  const current = points[reader.current];
  const list = new Intl.ListFormat(locale, { type: 'conjunction' });
  const valuesOf = (point: LineChartPoint) =>
    list.format(series.map((line) => `${line.label} ${format(point.values[line.key] ?? 0)}`));
  const onPointer = (event: PointerEvent<HTMLDivElement>) =>
    reader.point(geometry.nearest(event.clientX - event.currentTarget.getBoundingClientRect().left));
  return (
    <div className={classes.chart}>
      <ul className={classes.legend}>
        {series.map((line) => (
          <li key={line.key}>
            <Swatch color={line.color} dash={line.dash} />
            {line.label}
          </li>
        ))}
      </ul>
      <div
        ref={ref}
        className={classes.reader}
        style={{ height }}
        role="slider"
        tabIndex={points.length > 0 ? 0 : -1}
        aria-label={label}
        aria-orientation="horizontal"
        aria-valuemin={1}
        aria-valuemax={Math.max(1, points.length)}
        aria-valuenow={reader.current + 1}
        aria-valuetext={current ? `${current.name}: ${valuesOf(current)}` : undefined}
        onKeyDown={reader.onKeyDown}
        onFocus={reader.onFocus}
        onBlur={reader.onBlur}
        onPointerMove={onPointer}
        onPointerDown={onPointer}
        onPointerLeave={reader.onPointerLeave}
      >
        <Plot
          geometry={geometry}
          width={width}
          height={height}
          points={points}
          series={series}
          active={reader.shown ? reader.current : null}
          rightToLeft={rightToLeft}
        />
        {reader.shown && current ? (
          <PointValues
            point={current}
            series={series}
            format={format}
            x={geometry.x(reader.current)}
            width={width}
          />
        ) : null}
      </div>
      <FiguresTable
        points={points}
        series={series}
        format={format}
        label={label}
        summary={tableLabel}
        pointHeader={pointHeader}
      />
    </div>
  );
}
