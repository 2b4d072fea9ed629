import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/** What reading a chart looks like in one language: the key toward earlier days, a day's values, the table's name. */
export interface ChartReading {
  /** ArrowLeft where time runs left to right; ArrowRight in Arabic, drawn right to left. */
  earlier: 'ArrowLeft' | 'ArrowRight';
  /** A day's values as a screen reader hears them (the slider's value), after the day's name and a colon. */
  values: RegExp;
  table: string;
}

/**
 * A chart read as a user reads it: keyboard focus shows the newest day's values beside the drawing, the arrow toward
 * earlier days the day before's (a screen reader hears each as the slider's value), and Escape hides them; the
 * pointer over the drawing shows the values of the day under it, and leaving hides them; the disclosure opens every
 * day's figures as a table.
 */
export async function readChart(page: Page, name: string, reading: ChartReading) {
  const chart = page.getByRole('figure', { name });
  const slider = chart.getByRole('slider', { name });
  // The values beside the drawing are hidden from screen readers, which hear the slider: found by the day's name.
  const shownDay = (day: string) => chart.getByText(day, { exact: true }).filter({ visible: true });
  const dayOf = async () => (await slider.getAttribute('aria-valuetext'))!.split(': ')[0]!;

  await slider.focus();
  await expect(slider).toHaveAttribute('aria-valuetext', reading.values);
  const days = Number(await slider.getAttribute('aria-valuemax'));
  await expect(slider).toHaveAttribute('aria-valuenow', String(days));
  const newest = await dayOf();
  await expect(shownDay(newest)).toBeVisible();
  await page.keyboard.press(reading.earlier);
  await expect(slider).toHaveAttribute('aria-valuenow', String(days - 1));
  await expect(slider).toHaveAttribute('aria-valuetext', reading.values);
  await expect(shownDay(await dayOf())).toBeVisible();
  await expect(shownDay(newest)).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(shownDay(await dayOf())).toHaveCount(0);

  await slider.blur();
  await slider.hover();
  // The middle of the drawing: a day of the middle of the window, no longer the one the keyboard left.
  await expect(slider).not.toHaveAttribute('aria-valuenow', String(days - 1));
  await expect(shownDay(await dayOf())).toBeVisible();
  await page.mouse.move(0, 0);
  await expect(shownDay(await dayOf())).toHaveCount(0);

  await chart.getByText(reading.table, { exact: true }).click();
  const table = chart.getByRole('table');
  await expect(table.getByRole('row')).toHaveCount(days + 1);
  await expect(table.getByRole('row').last().getByRole('rowheader')).toHaveText(newest);
}
