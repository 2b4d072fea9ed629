import '@mantine/core/styles/Table.css';
import { Badge, Paper, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '@/components/page-loader';
import { useRuntimeConfiguration } from '../api/get-runtime-configuration';
import { ENVIRONMENT_COLORS } from './environment-marker';

/** The running configuration an ADMIN needs to know which server this is; never a secret. */
export default function RuntimePanel() {
  const { t } = useTranslation();
  const runtime = useRuntimeConfiguration();
  if (runtime.isPending) return <PageLoader />;
  if (!runtime.data) return <Text role="alert">{runtime.error?.message}</Text>;
  const { data } = runtime;
  const rows: [string, React.ReactNode][] = [
    [
      t('settings.runtime.environment'),
      <>
        <Badge color={ENVIRONMENT_COLORS[data.environment]} variant="filled">
          {t(`settings.environments.${data.environment}`)}
        </Badge>{' '}
        <Text span size="sm" c="dimmed">
          {t(`settings.runtime.source.${data.environment_source}`)}
        </Text>
      </>,
    ],
    [t('settings.runtime.version'), <bdi key="version">{data.version}</bdi>],
    [t('settings.runtime.database'), t(`settings.runtime.databases.${data.database}`)],
    [t('settings.runtime.storage'), t(`settings.runtime.storages.${data.storage_driver}`)],
    [t('settings.runtime.redis'), data.redis ? t('settings.runtime.on') : t('settings.runtime.off')],
    [t('settings.runtime.photoCeiling'), data.limits.photos_per_ad],
    [t('settings.runtime.uploadCeiling'), `${data.limits.upload_max_megabytes} MB`],
  ];
  return (
    <Paper
      withBorder
      p={{ base: 'md', sm: 'lg' }}
      component="section"
      aria-labelledby="settings-runtime-title"
    >
      <Title order={2} size="h4" id="settings-runtime-title">
        {t('settings.runtime.title')}
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        {t('settings.runtime.hint')}
      </Text>
      <Table variant="vertical" layout="fixed" withTableBorder>
        <Table.Tbody>
          {rows.map(([label, value]) => (
            <Table.Tr key={label}>
              <Table.Th w="45%" scope="row">
                {label}
              </Table.Th>
              <Table.Td>{value}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Paper>
  );
}
