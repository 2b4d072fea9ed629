import { lazy, Suspense, type ReactNode } from 'react';
import { Box, Button, Group, Paper } from '@mantine/core';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ADVERTISEMENT_FORM_STEPS } from '@coachyard/contract';
import { withChunkTimeout } from '@/app/lazy-page';
import { InlineLoader } from '@/components/page-loader';
import type { AdEditor } from '../hooks/use-ad-editor';
import type { Option } from '../hooks/use-ad-lookups';
import { FormStep } from './form-step';
import { FormSteps } from './form-steps';

// The photos and the preview load with their steps: a visit that edits the form downloads neither (the uploader,
// the gallery and the preview's table), nor the status moves, which only the preview shows.
const MediaStep = lazy(() =>
  withChunkTimeout(import('./media-step')).then((module) => ({ default: module.MediaStep })),
);
const PreviewStep = lazy(() =>
  withChunkTimeout(import('./preview-step')).then((module) => ({ default: module.PreviewStep })),
);

const StatusActions = lazy(() =>
  withChunkTimeout(import('./status-actions')).then((module) => ({ default: module.StatusActions })),
);

const LaterStep = ({ children }: { children: ReactNode }) => (
  <Suspense fallback={<InlineLoader />}>{children}</Suspense>
);

/**
 * The three steps (form → media → preview) and the bar under them: Back, KAYDET, then Next or — on the
 * preview — the status moves the caller may make. Photos need a saved ad, so the later steps open once the
 * form step was saved.
 */
export function AdStepper({ editor, dealers }: { editor: AdEditor; dealers: Option[] | null }) {
  const { t } = useTranslation();
  const { state, ad, goToStep, isSaving } = editor;
  const index = ADVERTISEMENT_FORM_STEPS.indexOf(state.step);
  const previous = ADVERTISEMENT_FORM_STEPS[index - 1];
  const next = ADVERTISEMENT_FORM_STEPS[index + 1];
  return (
    <>
      <FormSteps
        steps={[
          { label: t('adForm.steps.form'), description: t('adForm.steps.formHint') },
          { label: t('adForm.steps.media'), description: t('adForm.steps.mediaHint') },
          { label: t('adForm.steps.preview'), description: t('adForm.steps.previewHint') },
        ]}
        active={index}
        onStepClick={(step) => goToStep(ADVERTISEMENT_FORM_STEPS[step])}
        allowNextStepsSelect={Boolean(ad)}
      />
      <Box pt="md" mb="lg">
        {state.step === 'form' ? (
          <FormStep editor={editor} dealers={dealers} />
        ) : state.step === 'media' ? (
          <LaterStep>
            <MediaStep editor={editor} />
          </LaterStep>
        ) : ad ? (
          <LaterStep>
            <PreviewStep ad={ad} />
          </LaterStep>
        ) : null}
      </Box>
      <Paper withBorder p="sm" pos="sticky" bottom={0} style={{ zIndex: 2 }}>
        <Group justify="space-between" gap="sm">
          <Group gap="sm">
            {previous ? (
              <Button variant="default" onClick={() => goToStep(previous)} disabled={isSaving}>
                {t('adForm.back')}
              </Button>
            ) : null}
          </Group>
          <Group gap="sm">
            <Button
              variant={next ? 'default' : 'light'}
              leftSection={<IconDeviceFloppy size={18} aria-hidden="true" />}
              onClick={() => void editor.save()}
              loading={isSaving && state.step === 'form'}
            >
              {t('common.save')}
            </Button>
            {next ? (
              <Button onClick={() => goToStep(next)} loading={isSaving}>
                {t('adForm.next')}
              </Button>
            ) : ad ? (
              <Suspense fallback={null}>
                <StatusActions available={ad.available_statuses} onMove={editor.moveTo} disabled={isSaving} />
              </Suspense>
            ) : null}
          </Group>
        </Group>
      </Paper>
    </>
  );
}
