import { Alert, Button } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { lookupRoutes } from '../routes';

/** A table or item that could not be read (gone, or no network): say so and lead back to the list. */
export function LoadFailure({ error }: { error: Error | null }) {
  const { t } = useTranslation();
  return (
    <Alert
      color="red"
      role="alert"
      icon={<IconAlertCircle aria-hidden="true" />}
      title={error?.message ?? t('lookupTables.loadFailed')}
    >
      <Button component={Link} to={lookupRoutes.list} variant="light" mt="xs">
        {t('lookupTables.backToList')}
      </Button>
    </Alert>
  );
}
