import { useLayoutEffect, useRef } from 'react';
import { Swatch } from './swatch';
import type { LineChartPoint, LineChartSeries } from './types';
import classes from './line-chart.module.css';

/** The room between the point's line and its values. */
const OFFSET = 12;

/**
 * A point's values beside it, for the eyes: a screen reader hears them once, as the slider's value. They stand
 * after the point's line, or before it past the middle, and never beyond the drawing's edges (a phone's width).
 */
export function PointValues({
  point,
  series,
  format,
  x,
  width,
}: {
  point: LineChartPoint;
  series: readonly LineChartSeries[];
  format: (value: number) => string;
  /** The point's distance from the drawing's left edge. */
  x: number;
  width: number;
}) {
  const box = useRef<HTMLDivElement>(null);
  // Placed once its own width is known, before it is painted.
  useLayoutEffect(() => {
    const element = box.current;
    if (!element) return;
    const own = element.offsetWidth;
    const left = x > width / 2 ? x - OFFSET - own : x + OFFSET;
    element.style.left = `${Math.max(0, Math.min(width - own, left))}px`;
  }, [x, width, point]);
  return (
    <div ref={box} className={classes.tooltip} aria-hidden="true">
      <div className={classes.tooltipName}>{point.name}</div>
      {series.map((line) => (
        <div key={line.key} className={classes.tooltipRow}>
          <Swatch color={line.color} dash={line.dash} />
          <span>{line.label}</span>
          <span className={classes.value}>{format(point.values[line.key] ?? 0)}</span>
        </div>
      ))}
    </div>
  );
}
