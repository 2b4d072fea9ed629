import { Alert, Button } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';

/** A user that could not be read (gone, out of scope, or no network): say so and lead back. */
export function LoadFailure({ error, backTo }: { error: Error | null; backTo: string }) {
  const { t } = useTranslation();
  return (
    <Alert
      color="red"
      role="alert"
      icon={<IconAlertCircle aria-hidden="true" />}
      title={error?.message ?? t('users.loadFailed')}
    >
      <Button component={Link} to={backTo} variant="light" mt="xs">
        {t('users.back')}
      </Button>
    </Alert>
  );
}
