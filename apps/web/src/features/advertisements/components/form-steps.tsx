import { Fragment } from 'react';
import { IconCheck } from '@tabler/icons-react';
import classes from './form-steps.module.css';

interface FormStepsProps {
  steps: readonly { label: string; description: string }[];
  active: number;
  /** Whether steps after the open one may be opened (those before it always may). */
  allowNextStepsSelect: boolean;
  onStepClick: (index: number) => void;
}

/**
 * The ad form's steps as Mantine's horizontal Stepper draws them (a numbered button per step, a check once
 * passed, lines between), without its code, stylesheet and transitions (about 4 kB gzip of the ad form, issue 30).
 * The open step's content is the caller's, under it.
 */
export function FormSteps({ steps, active, allowNextStepsSelect, onStepClick }: FormStepsProps) {
  return (
    <div className={classes.steps}>
      {steps.map((step, index) => {
        const allowed = index < active || allowNextStepsSelect;
        const state =
          index === active ? { 'data-progress': true } : index < active ? { 'data-completed': true } : {};
        return (
          <Fragment key={step.label}>
            {index > 0 ? (
              <div className={classes.separator} data-active={index <= active || undefined} />
            ) : null}
            <button
              type="button"
              className={classes.step}
              data-allow-click={allowed || undefined}
              tabIndex={allowed ? 0 : -1}
              onClick={() => allowed && onStepClick(index)}
            >
              <span className={classes.icon} {...state}>
                {index < active ? <IconCheck size="60%" stroke={3} aria-hidden="true" /> : index + 1}
              </span>
              <span className={classes.body}>
                <span className={classes.label}>{step.label}</span>
                <span className={classes.hint}>{step.description}</span>
              </span>
            </button>
          </Fragment>
        );
      })}
    </div>
  );
}
