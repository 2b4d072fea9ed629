import '@mantine/core/styles/Table.css';
import {
  Anchor,
  Badge,
  Group,
  Image,
  Paper,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Advertisement } from '@coachyard/contract';
import { openPreview } from '@/components/use-preview';
import { directionOf, intlLocale } from '@/lib/i18n';
import { resolveMediaUrl } from '@/lib/media';
import { StatusBadge } from './status-badge';

/** The ad's texts in its own language, as the public site shows them to its first readers. */
const inLanguage = (texts: Advertisement['title'], lang: Advertisement['lang']) =>
  texts[lang] ?? Object.values(texts).find(Boolean) ?? '';

/** Step `preview`: the ad as the public site would show it, with its public URL. */
export function PreviewStep({ ad }: { ad: Advertisement }) {
  const { t, i18n } = useTranslation();
  const cover = ad.cover ?? ad.media[0] ?? null;
  const facts: [string, string | number | null][] = [
    [t('adForm.fields.year'), ad.year],
    [t('adForm.fields.vehicleType'), ad.vehicle_type.text],
    [
      t('adForm.fields.mileage'),
      ad.mileage === null
        ? null
        : `${ad.mileage.toLocaleString(intlLocale(i18n.language))} ${ad.mileage_type?.text ?? ''}`,
    ],
    [
      t('adForm.fields.seats'),
      ad.seats === null ? null : `${ad.seats}${ad.seats_layout ? ` (${ad.seats_layout})` : ''}`,
    ],
    [t('adForm.fields.engineBrand'), ad.engine_brand?.text ?? null],
    [t('adForm.fields.gearboxBrand'), ad.gearbox_brand?.text ?? null],
    [t('adForm.fields.steeringWheel'), ad.steering_wheel?.text ?? null],
    [t('adForm.fields.gvwrType'), ad.gvwr_type?.text ?? null],
    [t('ads.columns.location'), `${ad.city.text}, ${ad.country.text}`],
  ];
  const tags = [...ad.product_features, ...ad.vehicle_tags, ...ad.region_tags];
  return (
    <Stack gap="md">
      <Paper withBorder p="md">
        <Text size="sm" c="dimmed">
          {t('adPreview.publicUrl')}
        </Text>
        <Anchor
          href={ad.public_url}
          target="_blank"
          rel="noopener noreferrer"
          dir="ltr"
          style={{ wordBreak: 'break-all' }}
        >
          {ad.public_url}
        </Anchor>
        <Group gap="xs" mt="xs">
          <StatusBadge status={ad.status} />
          {ad.rejection_reason ? (
            <Text size="sm" c="red">
              {t('adPreview.rejectedBecause', { reason: ad.rejection_reason })}
            </Text>
          ) : null}
        </Group>
      </Paper>
      <Paper withBorder p="lg" component="article" aria-label={t('adPreview.label')}>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          <Stack gap="xs">
            {cover ? (
              <UnstyledButton
                onClick={() => openPreview(cover.url)}
                aria-label={t('adMedia.previewOf', { name: t('adMedia.cover') })}
              >
                <Image src={resolveMediaUrl(cover.url)} alt="" radius="sm" h={280} fit="cover" />
              </UnstyledButton>
            ) : (
              <Text c="dimmed">{t('adMedia.empty')}</Text>
            )}
            <Group gap="xs">
              {ad.media.map((item, index) => (
                <UnstyledButton
                  key={item.id}
                  onClick={() => openPreview(item.url)}
                  aria-label={t('adMedia.previewOf', { name: t('adMedia.photoN', { n: index + 1 }) })}
                >
                  <Image
                    src={resolveMediaUrl(item.thumbnail_url)}
                    alt=""
                    w={64}
                    h={48}
                    fit="cover"
                    radius="xs"
                  />
                </UnstyledButton>
              ))}
            </Group>
          </Stack>
          <Stack gap="sm">
            <Text c="dimmed" size="sm">
              {ad.year} {ad.brand.text} {ad.model.text}
            </Text>
            <Title order={2} size="h3" lang={ad.lang} dir={directionOf(ad.lang)}>
              {inLanguage(ad.title, ad.lang)}
            </Title>
            <Text fz={28} fw={700} c="blue" dir="ltr" ta="start">
              {ad.price_formatted}
            </Text>
            <Table withRowBorders={false} verticalSpacing={4}>
              <Table.Tbody>
                {facts
                  .filter(([, value]) => value !== null && value !== '')
                  .map(([name, value]) => (
                    <Table.Tr key={name}>
                      <Table.Th w="40%" fw={500}>
                        {name}
                      </Table.Th>
                      <Table.Td>{value}</Table.Td>
                    </Table.Tr>
                  ))}
              </Table.Tbody>
            </Table>
            {tags.length ? (
              <Group gap={6}>
                {tags.map((tag) => (
                  <Badge key={tag.id} variant="outline" tt="none">
                    {tag.text}
                  </Badge>
                ))}
              </Group>
            ) : null}
          </Stack>
        </SimpleGrid>
        {inLanguage(ad.description, ad.lang) ? (
          <Text mt="lg" style={{ whiteSpace: 'pre-line' }} lang={ad.lang} dir={directionOf(ad.lang)}>
            {inLanguage(ad.description, ad.lang)}
          </Text>
        ) : null}
      </Paper>
    </Stack>
  );
}
