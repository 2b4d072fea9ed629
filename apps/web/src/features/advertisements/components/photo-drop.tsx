import { useState, type DragEvent } from 'react';
import { Button, FileButton, Group, Paper, Stack, Text } from '@mantine/core';
import { IconPhotoPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { UPLOAD_CONTENT_TYPES } from '@coachyard/contract';

/** Drop photos here, or pick them with the button (the keyboard's and screen reader's way in). */
export function PhotoDrop({
  onFiles,
  disabled,
  left,
}: {
  onFiles: (files: File[]) => void;
  disabled: boolean;
  left: number;
}) {
  const { t } = useTranslation();
  const [over, setOver] = useState(false);
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    if (!disabled) onFiles([...event.dataTransfer.files].slice(0, left));
  };
  return (
    <Paper
      withBorder
      p="lg"
      onDragOver={(event) => {
        event.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={onDrop}
      style={{
        borderStyle: 'dashed',
        borderWidth: 2,
        background: over ? 'var(--mantine-color-blue-light)' : undefined,
      }}
    >
      <Group justify="space-between" gap="md">
        <Stack gap={2}>
          <Text fw={500}>{t('adMedia.dropTitle')}</Text>
          <Text size="sm" c="dimmed">
            {t('adMedia.dropHint', { count: left })}
          </Text>
        </Stack>
        <FileButton
          onChange={(files) => onFiles(files.slice(0, left))}
          accept={UPLOAD_CONTENT_TYPES.join(',')}
          multiple
          disabled={disabled}
        >
          {(props) => (
            <Button
              {...props}
              leftSection={<IconPhotoPlus size={18} aria-hidden="true" />}
              disabled={disabled}
            >
              {t('adMedia.pick')}
            </Button>
          )}
        </FileButton>
      </Group>
    </Paper>
  );
}
