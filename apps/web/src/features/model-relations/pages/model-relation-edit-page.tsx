import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LoadFailure } from '@/components/load-failure';
import { PageLoader } from '@/components/page-loader';
import { PageTitle } from '@/components/page-title';
import { RecordHistory, useRestores } from '@/features/audit';
import { queryClient } from '@/lib/query-client';
import type { ScreenParams } from '@/lib/resource-hooks';
import { lookupOptionsQueryOptions } from '../api/get-lookup-options';
import { modelRelationQueryOptions, useModelRelation } from '../api/get-model-relation';
import { BRANDS_SLUG, MODELS_SLUG } from '../api/query-keys';
import { RelationBreadcrumbs } from '../components/relation-breadcrumbs';
import { RelationForm } from '../components/relation-form';
import { modelRelationRoutes } from '../routes';

/** The brand's models and the two tables the editor chooses from, asked for before its first render. */
export const startQueries = ({ id = '' }: ScreenParams) =>
  Promise.allSettled([
    queryClient.prefetchQuery(modelRelationQueryOptions(id)),
    ...[MODELS_SLUG, BRANDS_SLUG].map((slug) => queryClient.prefetchQuery(lookupOptionsQueryOptions(slug))),
  ]);

/** /model_relations/{id}/edit: the ordered models of one brand ({id} is the brand's id). */
export default function ModelRelationEditPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const relation = useModelRelation(id);
  const restores = useRestores();

  return (
    <>
      <RelationBreadcrumbs brand={relation.data?.brand.text} />
      <PageTitle />
      {relation.isPending ? (
        <PageLoader />
      ) : !relation.data ? (
        <LoadFailure
          error={relation.error}
          fallbackTitle={t('modelRelations.loadFailed')}
          backTo={modelRelationRoutes.list}
          backLabel={t('modelRelations.backToList')}
        />
      ) : (
        // A new brand is a new form: nothing typed for the last one carries over.
        <RelationForm key={`${relation.data.brand.id}:${restores.count}`} relation={relation.data} />
      )}
      {relation.data ? (
        <RecordHistory namespace="model_relations" recordId={id} onRestored={restores.onRestored} />
      ) : null}
    </>
  );
}
