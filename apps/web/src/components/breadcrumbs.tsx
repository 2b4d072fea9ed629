import '@mantine/core/styles/Breadcrumbs.css';
import { Anchor, Breadcrumbs as MantineBreadcrumbs, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';

export interface Crumb {
  label: string;
  /** Absent on the current page (the last crumb). */
  to?: string;
}

/** A breadcrumb trail (SPEC §4): links back up the chain, the current page last and marked as such. */
export function Breadcrumbs({ crumbs }: { crumbs: Crumb[] }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('dataTable.breadcrumbs')}>
      <MantineBreadcrumbs separator="›" separatorMargin={6} mb="xs" style={{ flexWrap: 'wrap' }}>
        {crumbs.map((crumb, index) =>
          crumb.to && index < crumbs.length - 1 ? (
            <Anchor key={`${index}-${crumb.to}`} component={Link} to={crumb.to} size="sm">
              {crumb.label}
            </Anchor>
          ) : (
            <Text key={`${index}-current`} size="sm" aria-current="page" fw={500}>
              {crumb.label}
            </Text>
          ),
        )}
      </MantineBreadcrumbs>
    </nav>
  );
}
