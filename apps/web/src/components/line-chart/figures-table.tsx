import type { LineChartPoint, LineChartSeries } from './types';
import classes from './line-chart.module.css';

/**
 * The chart's figures as a table, behind a disclosure: what a screen reader browses point by point, what anyone can
 * read exactly or copy. It scrolls within its box, reachable by the keyboard like any scrolled region.
 */
export function FiguresTable({
  points,
  series,
  format,
  label,
  summary,
  pointHeader,
}: {
  points: readonly LineChartPoint[];
  series: readonly LineChartSeries[];
  format: (value: number) => string;
  /** The chart's name, the table's: two charts' tables are told apart. */
  label: string;
  summary: string;
  pointHeader: string;
}) {
  return (
    <details className={classes.figures}>
      <summary>{summary}</summary>
      <div className={classes.tableBox} role="region" aria-label={label} tabIndex={0}>
        <table className={classes.table}>
          <thead>
            <tr>
              <th scope="col">{pointHeader}</th>
              {series.map((line) => (
                <th key={line.key} scope="col">
                  {line.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {points.map((point) => (
              <tr key={point.name}>
                <th scope="row">{point.name}</th>
                {series.map((line) => (
                  <td key={line.key}>{format(point.values[line.key] ?? 0)}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}
