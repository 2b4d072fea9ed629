import { anchorOf, type ChartGeometry } from './geometry';
import type { LineChartPoint, LineChartSeries } from './types';
import classes from './line-chart.module.css';

/** Below this many points each is marked with a dot: a short line's days are told apart. */
const DOTS_UNTIL = 15;

/**
 * The drawing: the scale's lines and labels, the time axis's labels, one line per series in its colour and dash,
 * and the point looked at marked across them. Hidden from screen readers: the slider around it and the table say
 * the same in words.
 */
export function Plot({
  geometry: g,
  width,
  height,
  points,
  series,
  active,
  rightToLeft,
}: {
  geometry: ChartGeometry;
  width: number;
  height: number;
  points: readonly LineChartPoint[];
  series: readonly LineChartSeries[];
  active: number | null;
  rightToLeft: boolean;
}) {
  const tickAnchor = anchorOf(g.tickSide, rightToLeft);
  return (
    <svg width={width} height={height} className={classes.plot} aria-hidden="true" focusable="false">
      {g.ticks.map((tick) => (
        <g key={tick.value}>
          <line x1={g.left} x2={g.right} y1={g.y(tick.value)} y2={g.y(tick.value)} className={classes.grid} />
          <text x={g.tickX} y={g.y(tick.value)} dy="0.32em" textAnchor={tickAnchor} className={classes.label}>
            {tick.text}
          </text>
        </g>
      ))}
      {g.labelled.map((label) => (
        <text key={label.index} x={label.x} y={g.labelY} textAnchor="middle" className={classes.label}>
          {points[label.index]!.label}
        </text>
      ))}
      {active === null ? null : (
        <line x1={g.x(active)} x2={g.x(active)} y1={g.top} y2={g.bottom} className={classes.cursor} />
      )}
      {series.map((line) => {
        const at = (index: number) => [g.x(index), g.y(points[index]!.values[line.key] ?? 0)] as const;
        return (
          <g key={line.key} stroke={line.color} fill={line.color}>
            <polyline
              points={points.map((_, index) => at(index).join(',')).join(' ')}
              fill="none"
              strokeWidth={2}
              strokeDasharray={line.dash}
              strokeLinejoin="round"
            />
            {points.length < DOTS_UNTIL
              ? points.map((_, index) => <circle key={index} cx={at(index)[0]} cy={at(index)[1]} r={2.5} />)
              : null}
            {active === null ? null : (
              <circle cx={at(active)[0]} cy={at(active)[1]} r={4.5} className={classes.activeDot} />
            )}
          </g>
        );
      })}
    </svg>
  );
}
