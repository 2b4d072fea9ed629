import { Button, Group, Paper, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useReleaseUpdate } from '../hooks/use-release-update';
import classes from './release-update-notice.module.css';

/** Offers the reload that activates a new release; the work on screen stays until the user chooses. */
export function ReleaseUpdateNotice() {
  const { t } = useTranslation();
  const { updateReady, reload } = useReleaseUpdate();
  return (
    <div role="status" aria-live="polite" className={classes.region}>
      {updateReady && (
        <Paper shadow="md" p="sm" withBorder className={classes.notice}>
          <Group gap="sm" wrap="nowrap" justify="space-between">
            <Text size="sm">{t('appUpdates.available')}</Text>
            <Button size="xs" onClick={reload}>
              {t('appUpdates.reload')}
            </Button>
          </Group>
        </Paper>
      )}
    </div>
  );
}
