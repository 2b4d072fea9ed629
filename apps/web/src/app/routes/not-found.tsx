import { Button, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '@/components/page-title';

export default function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <Stack align="flex-start" gap="sm">
      <PageTitle />
      <Text>{t('errors.notFoundMessage')}</Text>
      <Button component={Link} to="/" variant="light">
        {t('common.backHome')}
      </Button>
    </Stack>
  );
}
