import { Alert, Button, Group, Text } from '@mantine/core';
import { IconEye } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { leaveViewAs, viewedAs } from '../hooks/view-as-session';

/** Above every page while an ADMIN views the app as someone else: whom, that nothing can be changed, the way out. */
export function ViewAsBanner() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const user = viewedAs();
  if (!user) return null;
  return (
    <Alert role="status" color="grape" variant="light" mb="md" icon={<IconEye aria-hidden="true" />}>
      <Group justify="space-between" gap="sm">
        <Text size="sm">
          {t('viewAs.banner', {
            name: `${user.first_name} ${user.last_name ?? ''}`.trim(),
            role: t(`shell.roles.${user.role}`),
          })}
        </Text>
        <Button size="compact-sm" color="grape" onClick={() => void leaveViewAs(queryClient)}>
          {t('viewAs.leave')}
        </Button>
      </Group>
    </Alert>
  );
}
