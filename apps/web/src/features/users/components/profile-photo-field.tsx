import { Button, FileButton, Group, Loader, Stack, Text } from '@mantine/core';
import { IconPhotoUp, IconTrash, IconUser } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { UPLOAD_CONTENT_TYPES, UPLOAD_DEFAULT_MAX_BYTES } from '@coachyard/contract';
import { useTranslateMessage } from '@/lib/i18n';
import { resolveMediaUrl } from '@/lib/media';
import { UploadQueueList } from '@/components/uploader';
import { useFormSettings } from '@/features/settings';
import type { ProfilePhoto } from '../hooks/use-profile-photo';
import classes from './profile-photo-field.module.css';

const ACCEPT = UPLOAD_CONTENT_TYPES.join(',');
const SIZE = 112;
const photoSize = { width: SIZE, height: SIZE };
const DEFAULT_MAX_MB = Math.round(UPLOAD_DEFAULT_MAX_BYTES / (1024 * 1024));

/** SPEC §2: the profile photo with its preview, a "preparing…" loader, Replace and Remove. */
export function ProfilePhotoField({ photo }: { photo: ProfilePhoto }) {
  const { t } = useTranslation();
  // The upload limit staff set in Settings › Listings, which the server enforces.
  const maxMegabytes = useFormSettings().data?.listings.upload_max_megabytes ?? DEFAULT_MAX_MB;
  const message = useTranslateMessage();
  return (
    <Stack gap="sm" role="group" aria-label={t('userForm.photo.label')}>
      <Text fw={500} size="sm">
        {t('userForm.photo.label')}
      </Text>
      <Group gap="lg" align="center" wrap="nowrap">
        {photo.preparing ? (
          <Stack w={SIZE} h={SIZE} align="center" justify="center" gap={6} role="status">
            <Loader size="sm" aria-hidden="true" />
            <Text size="xs" c="dimmed">
              {t('userForm.photo.preparing')}
            </Text>
          </Stack>
        ) : photo.previewUrl ? (
          // An image and a box, not Mantine's Avatar: the form then loads no Avatar code (issue 30).
          <img
            className={classes.photo}
            style={photoSize}
            src={resolveMediaUrl(photo.previewUrl)}
            alt={t('userForm.photo.alt')}
          />
        ) : (
          <span className={classes.photo} style={photoSize} aria-hidden="true">
            <IconUser size={48} />
          </span>
        )}
        <Stack gap="xs">
          <Group gap="xs">
            <FileButton onChange={photo.pick} accept={ACCEPT}>
              {(props) => (
                <Button {...props} variant="light" leftSection={<IconPhotoUp size={16} aria-hidden="true" />}>
                  {photo.hasPhoto ? t('userForm.photo.replace') : t('userForm.photo.choose')}
                </Button>
              )}
            </FileButton>
            {photo.hasPhoto ? (
              <Button
                variant="subtle"
                color="red"
                onClick={photo.remove}
                leftSection={<IconTrash size={16} aria-hidden="true" />}
              >
                {t('userForm.photo.remove')}
              </Button>
            ) : null}
          </Group>
          <Text size="xs" c="dimmed">
            {t('userForm.photo.hint', { size: maxMegabytes })}
          </Text>
          {photo.problem ? (
            <Text size="sm" c="var(--mantine-color-error)" role="alert">
              {message(photo.problem)}
            </Text>
          ) : null}
        </Stack>
      </Group>
      {photo.showQueue ? <UploadQueueList queue={photo.queue} /> : null}
    </Stack>
  );
}
