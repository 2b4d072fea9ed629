import '@mantine/core/styles/Image.css';
import '@mantine/core/styles/Table.css';
import { Anchor, Badge, Group, Image, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Advertisement, AdvertisementSignals, SignalDuplicate } from '@coachyard/contract';
import { usePriceFormatter } from '@/features/settings';
import { resolveMediaUrl } from '@/lib/media';
import { advertisements } from '../api/resources';
import { adRoutes } from '../routes';
import { HealthChecks } from './health-checks';

/** A section of the reviewed ad, titled for the screen reader's outline. */
function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Stack gap="xs" component="section" aria-label={title}>
      <Title order={3} size="h5">
        {title}
      </Title>
      {children}
    </Stack>
  );
}

/** An ad's photos as thumbnails, labelled with its short id. */
export function PhotoStrip({ ad, label }: { ad: Advertisement; label: string }) {
  return (
    <SimpleGrid cols={{ base: 3, sm: 4 }} spacing={6} role="list" aria-label={label}>
      {ad.media.map((photo, index) => (
        <Image
          key={photo.id}
          role="listitem"
          src={resolveMediaUrl(photo.thumbnail_url)}
          alt={`${ad.short_id} ${index + 1}`}
          radius="sm"
          h={64}
          fit="cover"
        />
      ))}
    </SimpleGrid>
  );
}

/** One photo of an ad by its storage key, named by its place in the gallery. */
function MatchedPhoto({ ad, photoKey }: { ad: Advertisement; photoKey: string }) {
  const { t } = useTranslation();
  const position = ad.media.findIndex((photo) => photo.key === photoKey);
  if (position < 0) return null;
  return (
    <Image
      src={resolveMediaUrl(ad.media[position]!.thumbnail_url)}
      alt={t('review.photoOf', { position: position + 1, shortId: ad.short_id })}
      radius="sm"
      h={96}
      fit="cover"
    />
  );
}

/** Another ad with the same photos, beside the reviewed one: each matching pair of photos, side by side. */
function DuplicatePair({ ad, duplicate }: { ad: Advertisement; duplicate: SignalDuplicate }) {
  const { t } = useTranslation();
  // The other ad may lie outside the reviewer's scope: then its short id and dealer are all there is to show.
  const other = advertisements.useOne({}, duplicate.advertisement_id).data;
  return (
    <Stack gap={6}>
      <Group gap="xs">
        <Badge color={duplicate.kind === 'possible_theft' ? 'red' : 'yellow'} variant="light">
          {t(`review.duplicateKinds.${duplicate.kind}`)}
        </Badge>
        <Text size="sm">
          {t('review.otherAd', { shortId: duplicate.short_id, dealer: duplicate.dealer })}
        </Text>
      </Group>
      <Stack
        gap={6}
        role="list"
        aria-label={t('review.samePhotos', { shortId: ad.short_id, otherId: duplicate.short_id })}
      >
        {duplicate.matches.map((match) => (
          <SimpleGrid key={`${match.key} ${match.other_key}`} cols={2} spacing="sm" role="listitem">
            <MatchedPhoto ad={ad} photoKey={match.key} />
            {other ? <MatchedPhoto ad={other} photoKey={match.other_key} /> : null}
          </SimpleGrid>
        ))}
      </Stack>
    </Stack>
  );
}

/**
 * What a reviewer judges an ad by (issue 27): its duplicates first (a possible theft outranks all), the price
 * against its comparables, the flagged texts with their words, then every health check.
 */
export function ReviewSignals({ ad, signals }: { ad: Advertisement; signals: AdvertisementSignals }) {
  const { t } = useTranslation();
  const formatPrice = usePriceFormatter();
  const { price } = signals;
  const amount = (value: number | null) => (value === null ? '—' : formatPrice(value, price.currency));
  return (
    <Stack gap="md">
      {signals.duplicates.length > 0 ? (
        <Section title={t('review.duplicates')}>
          {signals.duplicates.map((duplicate) => (
            <DuplicatePair key={duplicate.advertisement_id} ad={ad} duplicate={duplicate} />
          ))}
        </Section>
      ) : null}
      <Section title={t('review.price')}>
        <Text size="sm">
          {t(`review.priceBands.${price.band}`)} · {ad.price_formatted}
        </Text>
        {price.band !== 'no_analysis' ? (
          <Table withTableBorder w="auto" fz="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('review.p10')}</Table.Th>
                <Table.Th>{t('review.median')}</Table.Th>
                <Table.Th>{t('review.p90')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              <Table.Tr>
                <Table.Td dir="ltr">{amount(price.p10)}</Table.Td>
                <Table.Td dir="ltr">{amount(price.median)}</Table.Td>
                <Table.Td dir="ltr">{amount(price.p90)}</Table.Td>
              </Table.Tr>
            </Table.Tbody>
          </Table>
        ) : null}
        {price.comparable_short_ids.length > 0 ? (
          <Group gap="xs" aria-label={t('review.comparables', { count: price.comparables })} role="group">
            <Text size="sm">{t('review.comparables', { count: price.comparables })}:</Text>
            {price.comparable_short_ids.map((shortId) => (
              <Anchor
                key={shortId}
                component={Link}
                to={`${adRoutes.list}?q=${shortId}`}
                size="sm"
                ff="monospace"
              >
                {shortId}
              </Anchor>
            ))}
          </Group>
        ) : null}
      </Section>
      {signals.text_flags.length > 0 ? (
        <Section title={t('review.textFlags')}>
          {signals.text_flags.map((flag) => (
            <Text key={`${flag.key}:${flag.field}:${flag.excerpt}`} size="sm">
              <Badge color="orange" variant="light" me="xs">
                {t(`review.flags.${flag.key}`)}
              </Badge>
              <Text span c="dimmed" size="xs" me="xs" dir="ltr">
                {flag.field}
              </Text>
              <mark>{flag.excerpt}</mark>
            </Text>
          ))}
        </Section>
      ) : null}
      <Section title={t('ads.health.checks')}>
        <HealthChecks checks={signals.health.checks} label={t('ads.health.checks')} />
      </Section>
    </Stack>
  );
}
