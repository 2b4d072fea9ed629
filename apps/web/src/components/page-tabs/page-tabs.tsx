import { useId, type KeyboardEvent, type ReactNode } from 'react';
import { Box, type MantineSpacing } from '@mantine/core';
import classes from './page-tabs.module.css';

export interface PageTab<T extends string> {
  value: T;
  label: string;
  /** Drawn before and after the label (an icon, a check), as Mantine's sections; hidden from screen readers. */
  before?: ReactNode;
  after?: ReactNode;
}

interface PageTabsProps<T extends string> {
  tabs: readonly PageTab<T>[];
  value: T;
  onChange: (value: T) => void;
  /** The open tab's content: one panel, as Mantine's Tabs with `keepMounted={false}` render. */
  children?: ReactNode;
  /**
   * Every tab's content instead, kept mounted behind the open one as Mantine's `keepMounted` does: what was typed
   * in a tab is still there on coming back.
   */
  panels?: Partial<Record<T, ReactNode>>;
  /** The tab list's name, when the screen has more than one. */
  label?: string;
  mb?: MantineSpacing;
  panelPt?: MantineSpacing;
}

const STEPS: Record<string, number> = { ArrowRight: 1, ArrowLeft: -1 };

/**
 * A screen's tabs (WAI-ARIA tabs: arrows, Home and End move to a tab and open it, reversed right to left), looking
 * like Mantine's default Tabs without their code and stylesheet (about 4 kB gzip on a screen's first visit,
 * issue 30's budget).
 */
export function PageTabs<T extends string>({
  tabs,
  value,
  onChange,
  children,
  panels,
  label,
  mb,
  panelPt,
}: PageTabsProps<T>) {
  const id = useId();
  const tabId = (tab: T) => `${id}-tab-${tab}`;
  const panelId = (tab: T) => `${id}-panel-${tab}`;
  const open = (index: number) => {
    const next = tabs[(index + tabs.length) % tabs.length]!;
    onChange(next.value);
    document.getElementById(tabId(next.value))?.focus();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const at = tabs.findIndex((tab) => tab.value === value);
    const rightToLeft = getComputedStyle(event.currentTarget).direction === 'rtl';
    const step = STEPS[event.key];
    if (step) open(at + (rightToLeft ? -step : step));
    else if (event.key === 'Home') open(0);
    else if (event.key === 'End') open(tabs.length - 1);
    else return;
    event.preventDefault();
  };
  return (
    <Box mb={mb}>
      <div
        role="tablist"
        aria-label={label}
        aria-orientation="horizontal"
        className={classes.list}
        onKeyDown={onKeyDown}
      >
        {tabs.map((tab) => {
          const active = tab.value === value;
          return (
            <button
              key={tab.value}
              type="button"
              role="tab"
              id={tabId(tab.value)}
              aria-selected={active}
              aria-controls={active || panels ? panelId(tab.value) : undefined}
              tabIndex={active ? 0 : -1}
              className={classes.tab}
              onClick={() => onChange(tab.value)}
            >
              {tab.before ? <span className={classes.before}>{tab.before}</span> : null}
              {tab.label}
              {tab.after ? <span className={classes.after}>{tab.after}</span> : null}
            </button>
          );
        })}
      </div>
      {panels ? (
        tabs.map((tab) => (
          <Box
            key={tab.value}
            role="tabpanel"
            id={panelId(tab.value)}
            aria-labelledby={tabId(tab.value)}
            hidden={tab.value !== value}
            pt={panelPt}
          >
            {panels[tab.value]}
          </Box>
        ))
      ) : (
        <Box role="tabpanel" id={panelId(value)} aria-labelledby={tabId(value)} pt={panelPt}>
          {children}
        </Box>
      )}
    </Box>
  );
}
