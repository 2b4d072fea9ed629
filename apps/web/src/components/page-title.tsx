import { useEffect, type ReactNode } from 'react';
import { Group, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useRouteHandle } from './route-handle';

interface PageTitleProps {
  /** A translation key; by default the title the route table gives the current page. */
  title?: string;
  /** Page actions shown at the end of the title row (e.g. a "new" button). */
  children?: ReactNode;
}

export function PageTitle({ title, children }: PageTitleProps) {
  const { t } = useTranslation();
  const handle = useRouteHandle();
  const key = title ?? handle.title;
  // A page that names itself otherwise than its route (one's own account) names the browser tab too.
  useEffect(() => {
    if (title) document.title = `${t(title)} · ${t('app.name')}`;
  }, [t, title]);
  return (
    <Group justify="space-between" align="center" mb="lg" wrap="wrap">
      <Title order={1} size="h2">
        {key ? t(key) : t('app.name')}
      </Title>
      {children}
    </Group>
  );
}
