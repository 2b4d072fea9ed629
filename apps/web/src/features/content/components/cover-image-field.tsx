import '@mantine/core/styles/Image.css';
import { useId } from 'react';
import { Button, Group, Image, Stack, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { resolveMediaUrl } from '@/lib/media';
import { ImageUpload } from './image-upload';

/** The item's cover: one uploaded image for every language, each describing it in its own alt text. */
export function CoverImageField({
  coverKey,
  onChange,
}: {
  coverKey: string | null;
  onChange: (key: string | null) => void;
}) {
  const { t } = useTranslation();
  const labelId = useId();
  return (
    <Stack gap="xs" role="group" aria-labelledby={labelId}>
      <Text size="sm" fw={500} id={labelId}>
        {t('content.cover.label')}
      </Text>
      <Group gap="md" align="flex-start">
        {coverKey ? (
          <Image
            src={resolveMediaUrl(coverKey)}
            alt={t('content.cover.current')}
            w={192}
            h={108}
            radius="sm"
            fit="cover"
          />
        ) : null}
        <Stack gap="xs">
          <Group gap="xs" align="flex-start">
            <ImageUpload
              label={coverKey ? t('content.cover.replace') : t('content.cover.choose')}
              onUploaded={(image) => onChange(image.key)}
            />
            {coverKey ? (
              <Button
                variant="subtle"
                color="red"
                onClick={() => onChange(null)}
                leftSection={<IconTrash size={16} aria-hidden="true" />}
              >
                {t('content.cover.remove')}
              </Button>
            ) : null}
          </Group>
          <Text size="xs" c="dimmed">
            {t('content.cover.hint')}
          </Text>
        </Stack>
      </Group>
    </Stack>
  );
}
