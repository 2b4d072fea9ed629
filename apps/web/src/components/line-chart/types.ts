export interface LineChartSeries {
  /** The key of its values in each point. */
  key: string;
  label: string;
  /** A CSS colour, a theme variable such as `var(--mantine-color-blue-6)`. */
  color: string;
  /** Its line's dash (SVG `stroke-dasharray`), so lines are told apart without their colours. */
  dash?: string;
}

export interface LineChartPoint {
  /** Its label on the time axis, short ("28 Nov"). */
  label: string;
  /** Its full name, in the values shown for it, the table and what a screen reader hears ("28 Nov 2026"). */
  name: string;
  values: Readonly<Record<string, number>>;
}
