import { useEffect } from 'react';
import { Button, Center, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAlertTriangle, IconRefresh } from '@tabler/icons-react';
import { useRouteError } from 'react-router';
import { useTranslation } from 'react-i18next';
import { isChunkLoadError } from './lazy-page';

/**
 * errorElement of the routes: a clear message and a Retry button. A failed chunk (SPEC §8) is most
 * often a network blip or a new deployment, so Retry reloads the page and fetches fresh code.
 */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  const chunk = isChunkLoadError(error);

  useEffect(() => {
    console.error(error);
  }, [error]);

  return (
    <Center mih="60vh" p="md">
      <Stack align="center" gap="sm" maw={520}>
        <ThemeIcon size={56} radius="xl" color="red" variant="light">
          <IconAlertTriangle size={32} aria-hidden="true" />
        </ThemeIcon>
        <Stack role="alert" gap="xs" align="center">
          <Title order={1} size="h3" ta="center">
            {chunk ? t('errors.chunkTitle') : t('errors.unexpectedTitle')}
          </Title>
          <Text ta="center">{chunk ? t('errors.chunkMessage') : t('errors.unexpectedMessage')}</Text>
          {error instanceof Error ? (
            <Text size="xs" c="dimmed" ff="monospace" ta="center">
              {error.message}
            </Text>
          ) : null}
        </Stack>
        <Button
          leftSection={<IconRefresh size={18} aria-hidden="true" />}
          onClick={() => window.location.reload()}
        >
          {t('common.retry')}
        </Button>
      </Stack>
    </Center>
  );
}
