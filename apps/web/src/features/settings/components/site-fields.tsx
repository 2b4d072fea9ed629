import { SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SOCIAL_NETWORKS } from '@coachyard/contract';
import type { SettingsForm } from '../hooks/use-settings-group-form';
import { useFieldError } from '../hooks/use-field-error';
import { LanguageTexts } from './language-texts';
import { LogoField } from './logo-field';

/** Site: the marketplace's name, logo, contact details, social links and its texts for search engines. */
export default function SiteFields({ form }: { form: SettingsForm<'site'> }) {
  const { t } = useTranslation();
  const errorOf = useFieldError(form);
  const text = (name: 'name' | 'contact_email' | 'phone' | 'address', type = 'text') => (
    <TextInput
      {...form.register(name)}
      type={type}
      label={t(`settings.site.${name}`)}
      required
      error={errorOf(name)}
    />
  );
  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        {text('name')}
        {text('contact_email', 'email')}
        {text('phone', 'tel')}
        {text('address')}
      </SimpleGrid>
      <LogoField form={form} />
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
        {SOCIAL_NETWORKS.map((network) => (
          <TextInput
            key={network}
            {...form.register(`social_links.${network}`, {
              setValueAs: (value: string | null) => value?.trim() || null,
            })}
            type="url"
            dir="ltr"
            label={t(`settings.site.social.${network}`)}
            placeholder="https://"
            error={errorOf(`social_links.${network}`)}
          />
        ))}
      </SimpleGrid>
      <LanguageTexts
        form={form}
        name="title_template"
        legend={t('settings.site.titleTemplate')}
        description={t('settings.site.titleTemplateHint')}
      />
      <LanguageTexts form={form} name="description" legend={t('settings.site.description')} multiline />
    </Stack>
  );
}
