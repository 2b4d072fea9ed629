import { Component, useEffect, type ReactNode } from 'react';
import { Button, Center, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAlertTriangle, IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { isChunkLoadError } from './lazy-page';

/**
 * What a screen that failed shows: a clear message and a Retry button. A failed chunk (SPEC §8) is most
 * often a network blip or a new deployment, so Retry reloads the page and fetches fresh code.
 */
export function RouteError({ error }: { error: unknown }) {
  const { t } = useTranslation();
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

interface BoundaryProps {
  children: ReactNode;
  /** The path shown: another one tries the children again. */
  resetKey: string;
}
interface BoundaryState {
  failed?: { error: unknown };
  shownKey: string;
}

/**
 * Shows `RouteError` in place of its children when they throw: a screen's code that did not download, or a
 * screen that failed while rendering.
 */
export class ScreenErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { shownKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { failed: { error } };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    return props.resetKey === state.shownKey ? null : { shownKey: props.resetKey, failed: undefined };
  }

  override render() {
    return this.state.failed ? <RouteError error={this.state.failed.error} /> : this.props.children;
  }
}
