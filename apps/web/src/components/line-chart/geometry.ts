import { countTicks, labelledPoints } from './scale';

/** About what a 12 px label's character takes, Arabic's too: enough to keep labels apart and inside the drawing. */
const CHARACTER_WIDTH = 7.5;
const TOP = 10;
const BOTTOM = 26;
const END_PADDING = 16;
/** The room between two labels of the time axis. */
const LABEL_GAP = 24;

const widthOf = (text: string) => text.length * CHARACTER_WIDTH;

export type Side = 'left' | 'middle' | 'right';

/**
 * Where a chart's points, marks and labels go in a drawing `width` × `height` pixels: the scale on the side the line
 * starts from (left, or right in a right-to-left language), time running away from it.
 */
export function chartGeometry({
  width,
  height,
  count,
  max,
  formatTick,
  labels,
  rightToLeft,
}: {
  width: number;
  height: number;
  count: number;
  max: number;
  /** The time axis's label of each point. */
  labels: readonly string[];
  formatTick: (value: number) => string;
  rightToLeft: boolean;
}) {
  const ticks = countTicks(max).map((value) => ({ value, text: formatTick(value) }));
  const top = ticks[ticks.length - 1]!.value;
  const axisWidth = Math.max(...ticks.map((tick) => widthOf(tick.text))) + 12;
  // The newest point's label stands whole at the end of the line, not pushed into its neighbour.
  const endWidth = Math.max(END_PADDING, widthOf(labels[count - 1] ?? '') / 2);
  const left = rightToLeft ? endWidth : axisWidth;
  const right = Math.max(left + 1, width - (rightToLeft ? axisWidth : endWidth));
  const gap = count > 1 ? (right - left) / (count - 1) : 0;
  const bottom = height - BOTTOM;
  const x = (index: number) =>
    count <= 1 ? (left + right) / 2 : rightToLeft ? right - index * gap : left + index * gap;
  /** A label's centre kept far enough from the edges for the whole label to show. */
  const labelX = (index: number) => {
    const half = widthOf(labels[index] ?? '') / 2;
    return Math.min(width - half, Math.max(half, x(index)));
  };
  const spacing = Math.max(...labels.map(widthOf), 0) + LABEL_GAP;
  return {
    left,
    right,
    top: TOP,
    bottom,
    x,
    y: (value: number) => bottom - (value / top) * (bottom - TOP),
    /** The scale's marks, and where their labels stand: beside the scale, aligned toward it. */
    ticks,
    tickX: rightToLeft ? right + 6 : left - 6,
    tickSide: (rightToLeft ? 'left' : 'right') as Side,
    /** The points named on the time axis, and where: as many as fit apart, the newest always. */
    labelled: labelledPoints(count, Math.floor((right - left) / spacing) + 1).map((index) => ({
      index,
      x: labelX(index),
    })),
    labelY: height - 8,
    /** The point nearest to a pointer `offset` pixels from the drawing's left edge. */
    nearest: (offset: number) =>
      gap === 0 ? 0 : Math.round((rightToLeft ? right - offset : offset - left) / gap),
  };
}

export type ChartGeometry = ReturnType<typeof chartGeometry>;

/**
 * `text-anchor` for a label placed by its left edge, centre or right edge. SVG text follows the page's direction, in
 * which `start` is the right edge: the labels keep it, so an Arabic date reads in its own order.
 */
export const anchorOf = (side: Side, rightToLeft: boolean) =>
  side === 'middle' ? 'middle' : (side === 'left') !== rightToLeft ? 'start' : 'end';
