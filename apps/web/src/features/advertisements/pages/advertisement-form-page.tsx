import { lazy, Suspense, useEffect } from 'react';
import { Alert, Button, Group, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { Link, useLocation, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ADVERTISEMENT_FORM_STEPS, type AdvertisementFormStep } from '@coachyard/contract';
import { withChunkTimeout } from '@/app/lazy-page';
import { PageLoader } from '@/components/page-loader';
import { PageTitle } from '@/components/page-title';
import { ResultDialog } from '@/components/result-dialog';
import { RecordHistory, useRestores } from '@/features/audit';
import { MoveToTrashButton } from '@/features/trash';
import { useSession } from '@/lib/auth';
import type { ScreenParams } from '@/lib/resource-hooks';
import { advertisements } from '../api/resources';
import { useDealers } from '../api/get-dealers';
import { startAdForm } from '../api/start-ad-form';
import { AdStepper } from '../components/ad-stepper';
import { StatusBadge } from '../components/status-badge';
import { AD_DOMAIN, useAdEditor } from '../hooks/use-ad-editor';
import type { Option } from '../hooks/use-ad-lookups';
import { adRoutes } from '../routes';
import type { Advertisement } from '@coachyard/contract';

// An existing ad's tabs (and the performance window's code they take) download with an edit screen, as soon as
// it knows its id, beside the ad itself: a new ad's form does not carry them (issue 30).
let screenTabs: Promise<typeof import('../components/ad-screen-tabs')> | undefined;
const loadScreenTabs = () => (screenTabs ??= withChunkTimeout(import('../components/ad-screen-tabs')));
const AdScreenTabs = lazy(() => loadScreenTabs().then((module) => ({ default: module.AdScreenTabs })));

/** A just-created ad continues on its edit page at the step the user was going to. */
const stepFrom = (state: unknown): AdvertisementFormStep | undefined => {
  const step = (state as { step?: unknown } | null)?.step;
  return ADVERTISEMENT_FORM_STEPS.find((candidate) => candidate === step);
};

/**
 * The ad, its form's tables and the dealers, asked for before the form's first render, which waits for them
 * (`lazy-page.ts`); an edit's tabs first, which the form is shown in: the tables' dozen answers would otherwise
 * go ahead of their code.
 */
export function startQueries(params: ScreenParams) {
  if (params.id) loadScreenTabs().catch(() => undefined);
  return startAdForm(params);
}

/** /advertisements/create and /advertisements/{id}/edit: the stepped form (SPEC §2, §3). */
export default function AdvertisementFormPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  const location = useLocation();
  const ad = advertisements.useOne({}, id);
  const isStaff = useSession().user?.role !== 'DEALER';
  // Staff create an ad for one of their dealers; an existing ad keeps its owner.
  const dealers = useDealers(isStaff && !id);
  const restores = useRestores();
  useEffect(() => {
    // A failed download shows where the tabs would be (the screen's error boundary), not here.
    if (id) loadScreenTabs().catch(() => undefined);
  }, [id]);
  if (id && ad.isPending) return <PageLoader />;
  if (id && !ad.data) {
    return (
      <Alert color="red" role="alert" icon={<IconAlertCircle aria-hidden="true" />} title={ad.error?.message}>
        <Button component={Link} to={adRoutes.list} variant="light" mt="xs">
          {t('adForm.backToList')}
        </Button>
      </Alert>
    );
  }
  // Remounted after a restore from the history, so the form starts from the restored record; the history and
  // the tabs around it stay, with the history's message of what was restored.
  const form = (
    <Editor
      key={`${id ?? 'new'}:${restores.count}`}
      ad={ad.data}
      withOwner={isStaff}
      dealers={isStaff && !id ? dealers.options : null}
      initialStep={stepFrom(location.state)}
    />
  );
  return (
    <>
      <PageTitle>
        {ad.data ? (
          <Group gap="sm">
            <Text ff="monospace" fw={600} dir="ltr">
              {ad.data.short_id}
            </Text>
            <StatusBadge status={ad.data.status} />
          </Group>
        ) : null}
      </PageTitle>
      {id && ad.data ? (
        <Suspense fallback={<PageLoader />}>
          <AdScreenTabs id={id}>
            {form}
            <RecordHistory namespace="advertisements" recordId={id} onRestored={restores.onRestored} />
            <MoveToTrashButton
              namespace="advertisements"
              path={`/advertisements/${id}`}
              version={ad.data.version}
              name={ad.data.short_id.toUpperCase()}
              after={adRoutes.list}
            />
          </AdScreenTabs>
        </Suspense>
      ) : (
        form
      )}
    </>
  );
}

interface EditorProps {
  ad: Advertisement | undefined;
  withOwner: boolean;
  dealers: Option[] | null;
  initialStep?: AdvertisementFormStep;
}

/** The stepped form of a new or an existing ad. */
function Editor({ ad, withOwner, dealers, initialStep }: EditorProps) {
  const editor = useAdEditor({ ad, withOwner, initialStep });
  return (
    <>
      <AdStepper editor={editor} dealers={dealers} />
      <ResultDialog domain={AD_DOMAIN} />
    </>
  );
}
