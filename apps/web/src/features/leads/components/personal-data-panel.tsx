import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import { useState } from 'react';
import { Alert, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { IconDownload, IconEraser } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/lib/api-client';
import { useErasePersonalData } from '../api/erase-personal-data';
import { useExportPersonalData } from '../api/export-personal-data';

/**
 * Personal data (ADMIN): everything stored about an e-mail address as a JSON file, and its erasure after asking
 * (the leads stay, anonymised, for the figures). Leads past the retention period are anonymised every day.
 */
export default function PersonalDataPanel() {
  const { t } = useTranslation();
  const exportData = useExportPersonalData();
  const erase = useErasePersonalData();
  const [email, setEmail] = useState('');
  const [confirming, setConfirming] = useState(false);
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  const failed = (error: Error) =>
    setOutcome({
      ok: false,
      text: isApiError(error) ? (error.fields.email?.[0] ?? error.detail) : error.message,
    });
  const address = email.trim();
  return (
    <Stack gap="md" maw={640}>
      <Text size="sm">{t('leads.privacy.intro')}</Text>
      <TextInput
        label={t('leads.privacy.email')}
        type="email"
        dir="ltr"
        value={email}
        onChange={(event) => {
          setEmail(event.currentTarget.value);
          setOutcome(null);
        }}
      />
      <Group gap="sm">
        <Button
          variant="default"
          leftSection={<IconDownload size={16} aria-hidden="true" />}
          disabled={!address}
          loading={exportData.isPending}
          onClick={() =>
            exportData.mutate(address, {
              onSuccess: (data) =>
                setOutcome({ ok: true, text: t('leads.privacy.exported', { count: data.leads.length }) }),
              onError: failed,
            })
          }
        >
          {t('leads.privacy.export')}
        </Button>
        <Button
          color="red"
          leftSection={<IconEraser size={16} aria-hidden="true" />}
          disabled={!address}
          onClick={() => setConfirming(true)}
        >
          {t('leads.privacy.erase')}
        </Button>
      </Group>
      {outcome?.ok ? (
        <Text role="status" size="sm" fw={600}>
          {outcome.text}
        </Text>
      ) : outcome ? (
        <Alert color="red" role="alert" title={outcome.text} />
      ) : null}
      <Modal
        opened={confirming}
        onClose={() => setConfirming(false)}
        title={t('leads.privacy.confirmTitle')}
        closeButtonProps={{ 'aria-label': t('leads.privacy.cancel') }}
      >
        <Text size="sm">{t('leads.privacy.confirm', { email: address })}</Text>
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={() => setConfirming(false)}>
            {t('leads.privacy.cancel')}
          </Button>
          <Button
            color="red"
            loading={erase.isPending}
            onClick={() =>
              erase.mutate(address, {
                onSuccess: ({ data }) => {
                  setConfirming(false);
                  setOutcome({ ok: true, text: t('leads.privacy.erased', { count: data.leads }) });
                },
                onError: (error) => {
                  setConfirming(false);
                  failed(error);
                },
              })
            }
          >
            {t('leads.privacy.eraseNow')}
          </Button>
        </Group>
      </Modal>
    </Stack>
  );
}
