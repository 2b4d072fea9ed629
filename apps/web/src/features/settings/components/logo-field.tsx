import { useState } from 'react';
import { Button, FileButton, Group, Image, Text } from '@mantine/core';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { uploadImage } from '@/components/uploader';
import { usePublicSettings } from '../api/get-public-settings';
import type { SettingsForm } from '../hooks/use-settings-group-form';

const ACCEPT = 'image/png,image/jpeg';

/** The site's logo: a signed upload (namespace `media`) whose key the Site group saves. */
export function LogoField({ form }: { form: SettingsForm<'site'> }) {
  const { t } = useTranslation();
  const key = useWatch({ control: form.control, name: 'logo_key' });
  const saved = usePublicSettings().data?.site.logo_url ?? null;
  const [uploaded, setUploaded] = useState<string | null>(null);
  const [state, setState] = useState<{ busy: boolean; error?: string }>({ busy: false });
  const preview = key ? (uploaded ?? saved) : null;

  const pick = async (file: File | null) => {
    if (!file) return;
    setState({ busy: true });
    try {
      const image = await uploadImage({ file, namespace: 'media' });
      setUploaded(image.public_url);
      form.setValue('logo_key', image.key, { shouldDirty: true });
      setState({ busy: false });
    } catch (error) {
      setState({ busy: false, error: error instanceof Error ? error.message : String(error) });
    }
  };

  return (
    <div>
      <Text fw={500} size="sm" mb={4}>
        {t('settings.site.logo')}
      </Text>
      <Group gap="md" align="center">
        {preview ? (
          <Image src={preview} alt={t('settings.site.logoPreview')} h={48} w="auto" fit="contain" />
        ) : (
          <Text size="sm" c="dimmed">
            {t('settings.site.noLogo')}
          </Text>
        )}
        <FileButton onChange={(file) => void pick(file)} accept={ACCEPT}>
          {(props) => (
            <Button {...props} variant="default" size="xs" loading={state.busy}>
              {key ? t('settings.site.replaceLogo') : t('settings.site.uploadLogo')}
            </Button>
          )}
        </FileButton>
        {key ? (
          <Button
            variant="subtle"
            color="red"
            size="xs"
            onClick={() => form.setValue('logo_key', null, { shouldDirty: true })}
          >
            {t('settings.site.removeLogo')}
          </Button>
        ) : null}
      </Group>
      {state.error ? (
        <Text size="sm" c="red.8" role="alert" mt={4}>
          {state.error}
        </Text>
      ) : null}
    </div>
  );
}
