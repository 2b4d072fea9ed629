export { LineChart, type LineChartProps } from './line-chart';
export type { LineChartPoint, LineChartSeries } from './types';
