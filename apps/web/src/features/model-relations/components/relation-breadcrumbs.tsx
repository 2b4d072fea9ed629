import { useTranslation } from 'react-i18next';
import { Breadcrumbs } from '@/components/breadcrumbs';
import { modelRelationRoutes } from '../routes';

/** SPEC §4 breadcrumbs: Model relations → the brand being edited (its name once it has arrived). */
export function RelationBreadcrumbs({ brand }: { brand?: string }) {
  const { t } = useTranslation();
  return (
    <Breadcrumbs
      crumbs={[
        { label: t('modelRelations.breadcrumbRoot'), to: modelRelationRoutes.list },
        { label: brand ?? t('pages.modelRelations.edit') },
      ]}
    />
  );
}
