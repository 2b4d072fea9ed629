import '@mantine/core/styles/Alert.css';
import { Alert, Stack, Text } from '@mantine/core';
import { IconUsers } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ContentPresence } from '@coachyard/contract';

/** "Selin Aydın is also editing this", one line per person, gone when they leave; read out when it changes. */
export function PresenceNotice({ editors }: { editors: ContentPresence['editors'] }) {
  const { t } = useTranslation();
  return (
    <div role="status" aria-live="polite">
      {editors.length ? (
        <Alert color="yellow" variant="light" icon={<IconUsers size={18} aria-hidden="true" />} py="xs">
          <Stack gap={2}>
            {editors.map((editor) => (
              <Text key={editor.id} size="sm">
                {t('content.presence.editing', { name: editor.name })}
              </Text>
            ))}
          </Stack>
        </Alert>
      ) : null}
    </div>
  );
}
