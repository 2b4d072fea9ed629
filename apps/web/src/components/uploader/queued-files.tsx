import '@mantine/core/styles/Progress.css';
import { ActionIcon, Avatar, Group, Paper, Progress, Stack, Text } from '@mantine/core';
import { IconPhoto, IconRefresh, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { QueuedUpload } from './types';
import type { UploadQueue } from './use-upload-queue';

const STATUS_COLOR = { queued: 'gray', uploading: 'blue', done: 'green', error: 'red' } as const;

function QueuedFile({ file, queue }: { file: QueuedUpload; queue: UploadQueue }) {
  const { t } = useTranslation();
  const name = file.name;
  return (
    <Paper withBorder p="xs" component="li" aria-label={name}>
      <Group gap="sm" wrap="nowrap" align="center">
        <Avatar src={file.previewUrl || null} alt="" radius="sm" size={48}>
          <IconPhoto size={20} aria-hidden="true" />
        </Avatar>
        <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
          <Group justify="space-between" gap="xs" wrap="nowrap">
            <Text size="sm" fw={500} truncate="end" dir="auto">
              {name}
            </Text>
            <Text size="xs" c={file.status === 'error' ? 'var(--mantine-color-error)' : 'dimmed'}>
              {t(`uploader.status.${file.status}`)}
            </Text>
          </Group>
          <Progress
            value={file.progress}
            color={STATUS_COLOR[file.status]}
            size="sm"
            aria-label={t('uploader.progressOf', { name })}
            animated={file.status === 'uploading'}
          />
          {file.error ? (
            <Text size="xs" c="var(--mantine-color-error)" role="alert">
              {file.error}
            </Text>
          ) : null}
        </Stack>
        <Group gap={4} wrap="nowrap">
          {file.status === 'error' ? (
            <ActionIcon
              variant="subtle"
              onClick={() => queue.retry(file.id)}
              aria-label={t('uploader.retryOf', { name })}
            >
              <IconRefresh size={18} aria-hidden="true" />
            </ActionIcon>
          ) : null}
          <ActionIcon
            variant="subtle"
            color="red"
            onClick={() => queue.remove(file.id)}
            disabled={file.status === 'uploading'}
            aria-label={t('uploader.removeOf', { name })}
          >
            <IconTrash size={18} aria-hidden="true" />
          </ActionIcon>
        </Group>
      </Group>
    </Paper>
  );
}

/** The files of an upload queue, loaded when the first file is queued (`upload-queue-list.tsx`). */
export default function QueuedFiles({ queue }: { queue: UploadQueue }) {
  const { t } = useTranslation();
  if (queue.files.length === 0) return null;
  return (
    <Stack
      component="ul"
      gap="xs"
      p={0}
      m={0}
      style={{ listStyle: 'none' }}
      aria-label={t('uploader.listLabel')}
    >
      {queue.files.map((file) => (
        <QueuedFile key={file.id} file={file} queue={queue} />
      ))}
    </Stack>
  );
}
