import { Fragment } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import classes from './breadcrumbs.module.css';

export interface Crumb {
  label: string;
  /** Absent on the current page (the last crumb). */
  to?: string;
}

/**
 * A breadcrumb trail (SPEC §4): links back up the chain, the current page last and marked as such. Drawn as
 * Mantine's Breadcrumbs were, without their code, its Anchor's and Text's (1.4 kB gzip and three files on every
 * screen with a trail, issue 30); the separators are left out of what a screen reader reads.
 */
export function Breadcrumbs({ crumbs }: { crumbs: Crumb[] }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('dataTable.breadcrumbs')} className={classes.root}>
      {crumbs.map((crumb, index) => (
        <Fragment key={`${index}-${crumb.to ?? 'current'}`}>
          {index > 0 ? (
            <span className={classes.separator} aria-hidden="true">
              ›
            </span>
          ) : null}
          {crumb.to && index < crumbs.length - 1 ? (
            <Link className={`${classes.crumb} ${classes.link}`} to={crumb.to}>
              {crumb.label}
            </Link>
          ) : (
            <span className={`${classes.crumb} ${classes.current}`} aria-current="page">
              {crumb.label}
            </span>
          )}
        </Fragment>
      ))}
    </nav>
  );
}
