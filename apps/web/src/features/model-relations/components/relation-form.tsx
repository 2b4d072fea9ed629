import { useId, useRef } from 'react';
import { Badge, Button, Group, Paper, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ModelRelation } from '@coachyard/contract';
import { ResultDialog } from '@/components/result-dialog';
import { useModelRelationPrivileges } from '../hooks/use-model-relation-privileges';
import { useRelationEditor } from '../hooks/use-relation-editor';
import { MODEL_RELATIONS_DOMAIN } from '../hooks/use-relation-form';
import { modelRelationRoutes } from '../routes';
import { AttachModels } from './attach-models';
import { ModelOrderList } from './model-order-list';

/**
 * The brand's related models (issue 5): attach from the vehicle models, detach, order by drag and drop
 * or by the arrows, then save (KAYDET) with the version read, or CANCEL back to the list.
 */
export function RelationForm({ relation }: { relation: ModelRelation }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { canUpdate } = useModelRelationPrivileges();
  const { form, names, options, optionsLoading, optionsError } = useRelationEditor(relation);
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const readOnly = !canUpdate || form.isSaving;

  return (
    <>
      <Stack gap="md" maw={880}>
        <Paper withBorder p="lg">
          <Title order={2} size="h4" mb="sm">
            {t('modelRelations.attachTitle')}
          </Title>
          <AttachModels
            options={options}
            loading={optionsLoading}
            error={optionsError}
            disabled={readOnly}
            onAttach={form.attach}
          />
        </Paper>
        <Paper withBorder p="lg">
          <Group justify="space-between" gap="sm" mb={4}>
            <Title order={2} size="h4" id={headingId} ref={heading} tabIndex={-1}>
              {t('modelRelations.orderTitle', { name: relation.brand.text })}
            </Title>
            <Badge variant="light" size="lg" aria-hidden="true">
              {form.ids.length}
            </Badge>
          </Group>
          <Text size="sm" c="dimmed" mb="md">
            {t('modelRelations.orderHint')}
          </Text>
          <ModelOrderList
            labelledBy={headingId}
            form={form}
            names={names}
            disabled={readOnly}
            onEmptied={() => heading.current?.focus()}
          />
        </Paper>
        <Group gap="sm">
          <Button onClick={() => void form.submit()} loading={form.isSaving} disabled={!canUpdate} miw={120}>
            {t('common.save')}
          </Button>
          <Button variant="default" onClick={() => navigate(modelRelationRoutes.list)} miw={120}>
            {t('common.cancel')}
          </Button>
          {form.isDirty ? (
            <Text size="sm" c="orange.8" fw={500}>
              {t('modelRelations.unsaved')}
            </Text>
          ) : null}
        </Group>
      </Stack>
      <VisuallyHidden role="status" aria-live="polite">
        {form.announcement}
      </VisuallyHidden>
      <ResultDialog domain={MODEL_RELATIONS_DOMAIN} />
    </>
  );
}
