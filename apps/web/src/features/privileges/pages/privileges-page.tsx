import '@mantine/core/styles/Grid.css';
import { Alert, Button, Grid, Group, Stack } from '@mantine/core';
import { IconAlertCircle, IconCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { PrivilegeMatrix } from '@coachyard/contract';
import { PageLoader } from '@/components/page-loader';
import { PageTitle } from '@/components/page-title';
import { usePrivilegeMatrix } from '../api/get-privilege-matrix';
import { HierarchyList } from '../components/hierarchy-list';
import { PrivilegeGrid } from '../components/privilege-grid';
import { RolePreview } from '../components/role-preview';
import { usePrivilegeEditor } from '../hooks/use-privilege-editor';

/** /privileges (ADMIN): the roles × namespaces × actions matrix, saved whole with its version. */
export default function PrivilegesPage() {
  const matrix = usePrivilegeMatrix();
  if (matrix.isPending) return <PageLoader />;
  if (!matrix.data) {
    return (
      <>
        <PageTitle />
        <Alert
          color="red"
          role="alert"
          icon={<IconAlertCircle aria-hidden="true" />}
          title={matrix.error?.message}
        />
      </>
    );
  }
  return <Editor matrix={matrix.data} />;
}

function Editor({ matrix }: { matrix: PrivilegeMatrix }) {
  const { t } = useTranslation();
  const editor = usePrivilegeEditor(matrix);
  const { outcome } = editor;
  return (
    <>
      <PageTitle>
        <Group gap="sm">
          <Button variant="default" onClick={editor.discard} disabled={!editor.dirty || editor.isSaving}>
            {t('privileges.discard')}
          </Button>
          <Button onClick={editor.submit} disabled={!editor.dirty} loading={editor.isSaving}>
            {t('privileges.save')}
          </Button>
        </Group>
      </PageTitle>
      <Stack gap="md">
        {outcome?.kind === 'saved' ? (
          <Alert
            color="teal"
            role="status"
            icon={<IconCheck aria-hidden="true" />}
            title={outcome.message || t('privileges.saved')}
          >
            {t('privileges.savedHint')}
          </Alert>
        ) : outcome ? (
          <Alert color="red" role="alert" icon={<IconAlertCircle aria-hidden="true" />}>
            {outcome.kind === 'conflict' ? t('privileges.conflict') : outcome.message}
          </Alert>
        ) : editor.dirty ? (
          <Alert color="yellow" role="status">
            {t('privileges.unsaved')}
          </Alert>
        ) : null}
        <Grid gap="md">
          <Grid.Col span={{ base: 12, lg: 8 }}>
            <PrivilegeGrid editor={editor} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, lg: 4 }}>
            <Stack gap="md">
              <RolePreview editor={editor} />
              <HierarchyList editor={editor} />
            </Stack>
          </Grid.Col>
        </Grid>
      </Stack>
    </>
  );
}
