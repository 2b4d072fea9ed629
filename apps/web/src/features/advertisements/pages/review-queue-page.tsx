import '@mantine/core/styles/Grid.css';
import '@mantine/core/styles/Kbd.css';
import '@mantine/core/styles/NavLink.css';
import { useCallback, useMemo, useRef, useState } from 'react';
import { Alert, Button, Grid, Group, Kbd, NavLink, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { InlineLoader } from '@/components/page-loader';
import { useTranslation } from 'react-i18next';
import type { AdvertisementListItem } from '@coachyard/contract';
import { PageTitle } from '@/components/page-title';
import { ResultDialog } from '@/components/result-dialog';
import { useActionResult } from '@/components/use-action-result';
import { usePermissions } from '@/features/auth';
import { isApiError } from '@/lib/api-client';
import { useChangeStatus } from '../api/ad-actions';
import { advertisements } from '../api/resources';
import { useAdSignals } from '../api/signals';
import { HealthLabel } from '../components/health-badge';
import { ReasonDialog } from '../components/reason-dialog';
import { PhotoStrip, ReviewSignals } from '../components/review-signals';
import { AD_DOMAIN } from '../hooks/ad-domain';
import { useReviewKeys } from '../hooks/use-review-keys';
import { REVIEW_PAGE_SIZE, startReviewQueue, useReviewQueue } from '../hooks/use-review-queue';
import { adRoutes } from '../routes';

const TEMPLATES = ['contact', 'language', 'price', 'photos', 'stolen'] as const;

export const startQueries = startReviewQueue;

/**
 * /advertisements/review: the ads waiting for review, riskiest first, one at a time with its signals, approved
 * or rejected from the keyboard. Focus follows the ad shown, so a screen reader hears which one it is.
 */
export default function ReviewQueuePage() {
  const { t } = useTranslation();
  const permissions = usePermissions();
  const mayReview = permissions.data?.privileges.advertisements?.includes('review') ?? false;
  const queue = useReviewQueue(mayReview);
  const { items } = queue;
  const [index, setIndex] = useState(0);
  const [rejecting, setRejecting] = useState(false);
  // The ad the open dialog rejects: the queue moves on under a closing dialog, whose title must not follow it.
  const [rejected, setRejected] = useState('');
  const current: AdvertisementListItem | undefined = items[Math.min(index, items.length - 1)];
  const adQuery = advertisements.useOne({}, current?.id);
  const signalsQuery = useAdSignals(current?.id ?? null);
  const ad = adQuery.data;
  const signals = signalsQuery.data;
  // The first ad comes whole, with its photos and signals: shown as each part arrived, they pushed the queue
  // down under them on a phone (a layout shift of 0.37 in Lighthouse). Moving on later shows them as they come.
  const [firstShown, setFirstShown] = useState(false);
  if (!firstShown && (!current || (!adQuery.isPending && !signalsQuery.isPending))) setFirstShown(true);
  const heading = useRef<HTMLHeadingElement>(null);
  const changeStatus = useChangeStatus();
  const { fail } = useActionResult(AD_DOMAIN);
  // Said, not shown in a dialog: the reviewer goes on with the next ad without closing anything. Kept as what
  // happened, not as words, so it is said again in the language the reviewer switches to.
  const [notice, setNotice] = useState<{
    key: 'review.approved' | 'review.rejected';
    shortId: string;
  }>();

  const show = useCallback(
    (next: number) => {
      // Past either end of the page, the next or the previous page opens at its first or last ad.
      if (next >= items.length && queue.hasNextPage) {
        queue.nextPage();
        setIndex(0);
      } else if (next < 0 && queue.hasPreviousPage) {
        queue.previousPage();
        setIndex(REVIEW_PAGE_SIZE - 1);
      } else setIndex(Math.max(0, Math.min(next, items.length - 1)));
      // After the render that shows it: the heading names the ad now on screen.
      requestAnimationFrame(() => heading.current?.focus());
    },
    [items.length, queue],
  );
  const move = useCallback(
    async (status: 'published' | 'rejected', reason?: string) => {
      if (!ad) return false;
      try {
        await changeStatus.mutateAsync({ id: ad.id, body: { status, reason, version: ad.version } });
        setNotice({
          key: status === 'published' ? 'review.approved' : 'review.rejected',
          shortId: ad.short_id,
        });
        // The list is asked for again: the next ad takes this one's place.
        show(index);
        return true;
      } catch (error) {
        fail(isApiError(error) ? error.detail : String(error));
        return false;
      }
    },
    [ad, changeStatus, fail, show, index],
  );
  const keys = useMemo(
    () => ({
      next: () => show(index + 1),
      previous: () => show(index - 1),
      approve: () => void move('published'),
      reject: () => {
        if (!ad) return;
        setRejected(ad.short_id);
        setRejecting(true);
      },
    }),
    [show, index, move, ad],
  );
  useReviewKeys(keys, mayReview && !rejecting);

  if (permissions.isPending) return <InlineLoader />;
  // Before the queue's state: for a user who may not review, the queue is never asked for and stays pending.
  if (!mayReview)
    return (
      <>
        <PageTitle />
        <Alert color="red" role="alert" title={t('review.notAllowed')} />
      </>
    );
  if (queue.isPending || !firstShown) return <InlineLoader />;
  const templates = TEMPLATES.map((name) => ({
    label: t(`review.templates.${name}`),
    text: t(`review.templateTexts.${name}`),
  }));

  return (
    <>
      <PageTitle />
      <Text size="sm" role="status" aria-live="polite" mb="xs">
        {notice ? t(notice.key, { shortId: notice.shortId }) : null}
      </Text>
      <Text size="sm" mb="md" id="review-shortcuts">
        <Kbd>j</Kbd> / <Kbd>↓</Kbd> {t('review.keys.next')} · <Kbd>k</Kbd> / <Kbd>↑</Kbd>{' '}
        {t('review.keys.previous')} · <Kbd>a</Kbd> {t('review.keys.approve')} · <Kbd>r</Kbd>{' '}
        {t('review.keys.reject')}
      </Text>
      {items.length === 0 || !current ? (
        <Text>{t('review.empty')}</Text>
      ) : (
        <Grid gap="lg">
          {/* On a phone the ad under review comes first, the queue after it. */}
          <Grid.Col span={{ base: 12, md: 4 }} order={{ base: 2, md: 1 }}>
            <Paper
              withBorder
              p={4}
              component="nav"
              aria-label={t('review.queueLabel')}
              mah="75vh"
              style={{ overflowY: 'auto' }}
            >
              {items.map((item, position) => (
                <NavLink
                  key={item.id}
                  component="button"
                  active={item.id === current.id}
                  aria-current={item.id === current.id ? 'true' : undefined}
                  onClick={() => show(position)}
                  label={`${item.short_id} · ${item.title_text}`}
                  description={<HealthLabel score={item.health_score} />}
                />
              ))}
              {queue.hasPreviousPage || queue.hasNextPage ? (
                <Group justify="space-between" p={4}>
                  <Button
                    variant="subtle"
                    size="xs"
                    disabled={!queue.hasPreviousPage}
                    onClick={() => show(-1)}
                  >
                    {t('review.previousPage', { count: REVIEW_PAGE_SIZE })}
                  </Button>
                  <Button
                    variant="subtle"
                    size="xs"
                    disabled={!queue.hasNextPage}
                    onClick={() => show(items.length)}
                  >
                    {t('review.nextPage', { count: REVIEW_PAGE_SIZE })}
                  </Button>
                </Group>
              ) : null}
            </Paper>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 8 }} order={{ base: 1, md: 2 }}>
            <Stack gap="md" component="article" aria-labelledby="review-current">
              <Group justify="space-between" wrap="wrap">
                <Title order={2} size="h3" id="review-current" ref={heading} tabIndex={-1}>
                  <span dir="ltr">{current.short_id}</span> · {current.title_text}
                </Title>
                <Text size="sm" c="dimmed">
                  {t('review.position', {
                    index: queue.offset + items.indexOf(current) + 1,
                    total: queue.total,
                  })}
                </Text>
              </Group>
              <Text size="sm">
                {current.owner} · {current.price_formatted} ·{' '}
                <Link to={adRoutes.edit(current.id)}>
                  {t('review.openAd', { shortId: current.short_id })}
                </Link>
              </Text>
              {ad ? <PhotoStrip ad={ad} label={t('review.photosOf', { shortId: ad.short_id })} /> : null}
              <Group gap="sm" aria-describedby="review-shortcuts">
                <Button onClick={keys.approve} disabled={!ad} loading={changeStatus.isPending}>
                  {t('review.approve')} <Kbd ms="xs">a</Kbd>
                </Button>
                <Button color="red" variant="light" onClick={keys.reject} disabled={!ad}>
                  {t('review.reject')} <Kbd ms="xs">r</Kbd>
                </Button>
              </Group>
              {ad && signals ? <ReviewSignals ad={ad} signals={signals} /> : <InlineLoader size="sm" />}
            </Stack>
          </Grid.Col>
        </Grid>
      )}
      <ReasonDialog
        opened={rejecting}
        onClose={() => {
          setRejecting(false);
          requestAnimationFrame(() => heading.current?.focus());
        }}
        onConfirm={(reason) => move('rejected', reason)}
        templates={templates}
        title={rejected ? t('review.rejectTitle', { shortId: rejected }) : undefined}
      />
      <ResultDialog domain={AD_DOMAIN} />
    </>
  );
}
