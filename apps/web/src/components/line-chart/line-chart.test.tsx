import { DirectionProvider } from '@mantine/core';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { LineChart } from './index';

const DAYS = ['26', '27', '28'].map((day, index) => ({
  label: `${day} Nov`,
  name: `${day} November 2026`,
  values: { impressions: [900, 1200, 1500][index]!, views: [10, 30, 20][index]! },
}));
const SERIES = [
  { key: 'impressions', label: 'Impressions', color: 'gray' },
  { key: 'views', label: 'Views', color: 'blue' },
];
const format = (value: number) => `#${value}`;

function renderChart(direction: 'ltr' | 'rtl' = 'ltr') {
  const chart = (
    <LineChart
      points={DAYS}
      series={SERIES}
      format={format}
      locale="en"
      label="Impressions and views a day"
      tableLabel="Figures as a table"
      pointHeader="Day"
    />
  );
  renderWithProviders(
    <DirectionProvider initialDirection={direction} detectDirection={false}>
      {chart}
    </DirectionProvider>,
  );
  return screen.getByRole('slider', { name: 'Impressions and views a day' });
}

/** The values shown beside the drawing (hidden from screen readers, which hear the slider's value). */
const shownValues = (slider: HTMLElement) =>
  [...slider.querySelectorAll('div')].map((element) => element.textContent).join('|');

describe('LineChart', () => {
  it('names each line in a legend and marks its scale and days as the reader writes numbers', () => {
    const slider = renderChart();
    const legend = screen.getByRole('list');
    expect(
      within(legend)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Impressions', 'Views']);
    const labels = [...slider.querySelectorAll('text')].map((text) => text.textContent);
    expect(labels).toEqual(expect.arrayContaining(['#0', '#500', '#1500', '26 Nov', '28 Nov']));
  });

  it('shows the newest day’s values on keyboard focus, moves along the days with the arrows and hides on Escape', async () => {
    const user = userEvent.setup();
    const slider = renderChart();
    expect(shownValues(slider)).toBe('');
    await user.tab();
    expect(document.activeElement).toBe(slider);
    expect(slider.getAttribute('aria-valuetext')).toBe('28 November 2026: Impressions #1500 and Views #20');
    expect(shownValues(slider)).toContain('28 November 2026');
    await user.keyboard('{ArrowLeft}');
    expect(slider.getAttribute('aria-valuenow')).toBe('2');
    expect(slider.getAttribute('aria-valuetext')).toBe('27 November 2026: Impressions #1200 and Views #30');
    expect(shownValues(slider)).toContain('Views#30');
    await user.keyboard('{Home}');
    expect(slider.getAttribute('aria-valuetext')).toMatch(/^26 November 2026/);
    await user.keyboard('{Escape}');
    expect(shownValues(slider)).toBe('');
    await user.keyboard('{End}');
    expect(shownValues(slider)).toContain('28 November 2026');
  });

  it('runs right to left in Arabic: the newest day on the left, the scale on the right, the arrows reversed', async () => {
    const user = userEvent.setup();
    const slider = renderChart('rtl');
    const xOf = (text: string) =>
      Number(
        [...slider.querySelectorAll('text')].find((node) => node.textContent === text)!.getAttribute('x'),
      );
    expect(xOf('26 Nov')).toBeGreaterThan(xOf('28 Nov'));
    expect(xOf('#0')).toBeGreaterThan(xOf('26 Nov'));
    await user.tab();
    await user.keyboard('{ArrowRight}');
    expect(slider.getAttribute('aria-valuetext')).toMatch(/^27 November 2026/);
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(slider.getAttribute('aria-valuetext')).toMatch(/^28 November 2026/);
  });

  it('shows the values of the day nearest the pointer, until it leaves', () => {
    const slider = renderChart();
    const firstDay = Number(
      [...slider.querySelectorAll('text')].find((node) => node.textContent === '26 Nov')!.getAttribute('x'),
    );
    // jsdom has no PointerEvent: a mouse event of the pointer's type carries the position React reads.
    fireEvent(slider, new MouseEvent('pointermove', { bubbles: true, clientX: firstDay + 5 }));
    expect(shownValues(slider)).toContain('26 November 2026');
    expect(shownValues(slider)).toContain('Impressions#900');
    fireEvent.pointerLeave(slider);
    expect(shownValues(slider)).toBe('');
  });

  it('gives every figure as a table behind a disclosure', async () => {
    const user = userEvent.setup();
    renderChart();
    await user.click(screen.getByText('Figures as a table'));
    const table = screen.getByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Day', 'Impressions', 'Views']);
    expect(
      within(table)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual([
      'DayImpressionsViews',
      '26 November 2026#900#10',
      '27 November 2026#1200#30',
      '28 November 2026#1500#20',
    ]);
  });
});
