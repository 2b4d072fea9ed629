import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LoadFailure } from '@/components/load-failure';
import { PageLoader } from '@/components/page-loader';
import { PageTitle } from '@/components/page-title';
import { ResultDialog } from '@/components/result-dialog';
import { getStoredUser, useSession } from '@/lib/auth';
import { queryClient } from '@/lib/query-client';
import { dealersQueryOptions, useDealers } from '@/features/advertisements';
import { RecordHistory, useRestores } from '@/features/audit';
import { MoveToTrashButton } from '@/features/trash';
import { feeds } from '../api/resources';
import { FeedForm } from '../components/feed-form';
import { FeedTabs } from '../components/feed-tabs';
import { FEEDS_DOMAIN } from '../result-domain';
import { feedRoutes } from '../routes';
import { startRecordAt, startTogether } from '@/lib/resource-hooks';

/**
 * The feed an edit opens on and, for staff, the dealers its owner is chosen from, asked for before the form's first
 * render (`app/lazy-page.ts`).
 */
export const startQueries = startTogether(startRecordAt(feeds), () =>
  getStoredUser()?.role === 'DEALER' ? undefined : queryClient.prefetchQuery(dealersQueryOptions),
);

/** /feeds/create and /feeds/{id}/edit: the feed's form, its history and its move to the trash. */
export default function FeedFormPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  const feed = feeds.useOne({}, id);
  const restores = useRestores();
  const isStaff = useSession().user?.role !== 'DEALER';
  const dealers = useDealers(isStaff);

  return (
    <>
      <PageTitle />
      {id && feed.isPending ? (
        <PageLoader />
      ) : id && !feed.data ? (
        <LoadFailure
          error={feed.error}
          fallbackTitle={t('feeds.loadFailed')}
          backTo={feedRoutes.list}
          backLabel={t('feeds.backToList')}
        />
      ) : feed.data ? (
        <FeedTabs
          feed={feed.data}
          settings={
            <FeedForm
              key={`${feed.data.id}:${restores.count}`}
              feed={feed.data}
              dealers={isStaff ? dealers.options : null}
            />
          }
        />
      ) : (
        <FeedForm feed={undefined} dealers={isStaff ? dealers.options : null} />
      )}
      {feed.data ? (
        <>
          <RecordHistory namespace="feeds" recordId={feed.data.id} onRestored={restores.onRestored} />
          <MoveToTrashButton
            namespace="feeds"
            path={`/feeds/${feed.data.id}`}
            version={feed.data.version}
            name={feed.data.name}
            after={feedRoutes.list}
          />
        </>
      ) : null}
      <ResultDialog domain={FEEDS_DOMAIN} />
    </>
  );
}
