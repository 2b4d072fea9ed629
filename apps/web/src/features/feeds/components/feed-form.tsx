import '@mantine/core/styles/Switch.css';
import { Button, FileInput, Group, Paper, SimpleGrid, Stack, Switch, TextInput } from '@mantine/core';
import { Controller } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { FEED_FORMATS, FEED_LIMITS, FEED_SOURCE_KINDS, REGIONS, type Feed } from '@coachyard/contract';
import { DeferredSelect } from '@/components/deferred-select';
import { NumberTextInput } from '@/components/number-text-input';
import { useTranslateMessage } from '@/lib/i18n';
import { useFeedForm } from '../hooks/use-feed-form';
import { feedRoutes } from '../routes';
import { RadioChoice } from '@/components/radio-choice';

/** The file types each format's picker offers. */
const ACCEPT = { csv: '.csv,text/csv', xml: '.xml,application/xml,text/xml', json: '.json,application/json' };

/**
 * A feed's form: the dealer (staff only), name, region and format, then where the stock comes from (a file picked
 * here and uploaded on save, or a URL pulled every N hours), and whether ads missing from the feed leave the site.
 */
export function FeedForm({
  feed,
  dealers,
}: {
  feed?: Feed;
  dealers: { value: string; label: string }[] | null;
}) {
  const { t } = useTranslation();
  const message = useTranslateMessage();
  const navigate = useNavigate();
  const state = useFeedForm(feed, (created) => navigate(feedRoutes.mapping(created.id)));
  const { form } = state;
  const { control, formState } = form;
  const errorOf = (name: keyof typeof formState.errors) => message(formState.errors[name]?.message);
  const sourceKind = form.watch('source_kind');
  const format = form.watch('format');
  const label = (name: string) => t(`feeds.fields.${name}`);

  return (
    <form onSubmit={state.submit} noValidate aria-label={t(feed ? 'feeds.editLabel' : 'feeds.createLabel')}>
      <Stack gap="md" maw={960}>
        <Paper withBorder p="lg">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            {dealers ? (
              <Controller
                control={control}
                name="owner_id"
                render={({ field }) => (
                  <DeferredSelect
                    label={label('dealer')}
                    data={dealers}
                    required
                    onBlur={field.onBlur}
                    ref={field.ref}
                    value={field.value}
                    onChange={field.onChange}
                    error={errorOf('owner_id')}
                  />
                )}
              />
            ) : null}
            <TextInput
              label={label('name')}
              required
              maxLength={FEED_LIMITS.nameMax}
              {...form.register('name')}
              error={errorOf('name')}
            />
            <Controller
              control={control}
              name="region"
              render={({ field }) => (
                <DeferredSelect
                  label={label('region')}
                  data={REGIONS.map((region) => ({
                    value: region,
                    label: t(`locations.regions.${region}`),
                  }))}
                  required
                  value={field.value}
                  onChange={field.onChange}
                  error={errorOf('region')}
                />
              )}
            />
            <Controller
              control={control}
              name="format"
              render={({ field }) => (
                <DeferredSelect
                  label={label('format')}
                  data={FEED_FORMATS.map((value) => ({ value, label: t(`feeds.formats.${value}`) }))}
                  required
                  allowDeselect={false}
                  value={field.value}
                  onChange={field.onChange}
                  error={errorOf('format')}
                />
              )}
            />
          </SimpleGrid>
        </Paper>
        <Paper withBorder p="lg">
          <Stack gap="md">
            <Controller
              control={control}
              name="source_kind"
              render={({ field }) => (
                <RadioChoice
                  label={label('source')}
                  required
                  value={field.value}
                  onChange={field.onChange}
                  options={FEED_SOURCE_KINDS.map((kind) => ({
                    value: kind,
                    label: t(`feeds.sources.${kind}`),
                  }))}
                />
              )}
            />
            {sourceKind === 'upload' ? (
              <FileInput
                label={label('file')}
                description={state.feed?.file_key ? t('feeds.hints.fileKept') : t('feeds.hints.file')}
                accept={ACCEPT[format]}
                clearable
                clearButtonProps={{ 'aria-label': t('feeds.clearFile') }}
                value={state.file}
                onChange={state.pickFile}
                error={message(formState.errors.root?.file?.message)}
              />
            ) : (
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
                <TextInput
                  label={label('url')}
                  type="url"
                  required
                  dir="ltr"
                  {...form.register('url')}
                  error={errorOf('url')}
                />
                <Controller
                  control={control}
                  name="interval_hours"
                  render={({ field }) => (
                    <NumberTextInput
                      label={label('interval')}
                      min={FEED_LIMITS.intervalHoursMin}
                      max={FEED_LIMITS.intervalHoursMax}
                      value={field.value}
                      onValueChange={field.onChange}
                      onBlur={field.onBlur}
                      ref={field.ref}
                      error={errorOf('interval_hours')}
                    />
                  )}
                />
              </SimpleGrid>
            )}
            <Switch
              label={label('fullSync')}
              description={t('feeds.hints.fullSync')}
              {...form.register('full_sync')}
            />
          </Stack>
        </Paper>
        <Group justify="flex-end">
          <Button component={Link} to={feedRoutes.list} variant="default">
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={formState.isSubmitting}>
            {t('common.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
