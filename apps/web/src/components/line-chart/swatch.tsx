import classes from './line-chart.module.css';

/** A short stretch of a series' line, in its colour and dash, as the legend and the values show it. */
export function Swatch({ color, dash }: { color: string; dash: string | undefined }) {
  return (
    <svg width={22} height={10} className={classes.swatch} aria-hidden="true" focusable="false">
      <line x1={1} x2={21} y1={5} y2={5} stroke={color} strokeWidth={2.5} strokeDasharray={dash} />
    </svg>
  );
}
