import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/Drawer.css';
import '@mantine/core/styles/Divider.css';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Center,
  Divider,
  Drawer,
  Group,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_NAMES, type LeadDetail, type Namespace } from '@coachyard/contract';
import { DateCell } from '@/components/data-table';
import { InlineLoader } from '@/components/page-loader';
import { useOpenedAfterMount } from '@/components/deferred-dialog';
import { useActionResult } from '@/components/use-action-result';
import { useSession } from '@/lib/auth';
import { useAssignLead } from '../api/assign-lead';
import { useLead } from '../api/get-lead';
import { useSetLeadFlags } from '../api/set-lead-flags';
import { LEADS_DOMAIN } from '../result-domain';
import { AssigneeControl } from './assignee-control';
import { FaqEntryForm } from './faq-entry-form';
import { AdvertisementCell } from './lead-columns';
import { STATUS_COLOR, useLeadLabels } from './lead-labels';
import { LeadTimeline } from './lead-timeline';
import { NoteForm } from './note-form';
import { ReplyForm } from './reply-form';
import { ResponseCountdown } from './response-countdown';
import { StatusControl } from './status-control';
import { TagsControl } from './tags-control';

/** Who wrote, in what language, from where, and whether they agreed to marketing. */
function Sender({ lead }: { lead: LeadDetail }) {
  const { t } = useTranslation();
  return (
    <Stack gap={2}>
      <Anchor href={`mailto:${lead.email}`} size="sm" dir="ltr">
        {lead.email}
      </Anchor>
      {lead.phone ? (
        <Anchor href={`tel:${lead.phone}`} size="sm" dir="ltr">
          {lead.phone}
        </Anchor>
      ) : null}
      <Text size="sm" c="dimmed">
        {LANGUAGE_NAMES[lead.language]} · {t('leads.receipt', { id: lead.receipt_id })} ·{' '}
        {lead.marketing_opt_in
          ? t('leads.optIn', { version: lead.privacy_notice_version })
          : t('leads.noOptIn')}
      </Text>
    </Stack>
  );
}

/** Taking the lead, archive and Spam; archive and spam are undone by the same button. */
function FlagButtons({ namespace, lead }: { namespace: Namespace; lead: LeadDetail }) {
  const { t } = useTranslation();
  const flags = useSetLeadFlags(namespace);
  const assign = useAssignLead(namespace);
  const me = useSession().user?.id;
  const { fail } = useActionResult(LEADS_DOMAIN);
  const set = (body: { archived?: boolean; spam?: boolean }) =>
    flags.mutate(
      { id: lead.id, body: { ...body, version: lead.version } },
      { onError: (error) => fail(error.message) },
    );
  return (
    <Group gap="xs">
      {me && lead.assignee?.id !== me ? (
        <Button
          variant="default"
          size="xs"
          loading={assign.isPending}
          onClick={() =>
            assign.mutate(
              { id: lead.id, body: { assignee_id: me, version: lead.version } },
              { onError: (error) => fail(error.message) },
            )
          }
        >
          {t('leads.assignToMe')}
        </Button>
      ) : null}
      <Button
        variant="default"
        size="xs"
        onClick={() => set({ archived: !lead.archived })}
        loading={flags.isPending}
      >
        {lead.archived ? t('leads.unarchive') : t('leads.archive')}
      </Button>
      <Button
        variant="default"
        size="xs"
        color="red"
        onClick={() => set({ spam: !lead.is_spam })}
        loading={flags.isPending}
      >
        {lead.is_spam ? t('leads.notSpam') : t('leads.markSpam')}
      </Button>
    </Group>
  );
}

function LeadBody({ namespace, lead }: { namespace: Namespace; lead: LeadDetail }) {
  const { t } = useTranslation();
  const labels = useLeadLabels();
  const { succeed, fail } = useActionResult(LEADS_DOMAIN);
  return (
    <Stack gap="md">
      <Group gap="xs">
        <Badge color={STATUS_COLOR[lead.status]} variant="light">
          {labels.status(lead.status)}
        </Badge>
        {lead.is_spam ? <Badge color="red">{t('leads.views.spam')}</Badge> : null}
        {lead.archived ? <Badge color="gray">{t('leads.views.archived')}</Badge> : null}
        {lead.anonymised ? <Badge color="gray">{t('leads.anonymised')}</Badge> : null}
        {lead.tags.map((tag) => (
          <Badge key={tag} variant="outline" color="gray" tt="none">
            #{tag}
          </Badge>
        ))}
        <ResponseCountdown dueAt={lead.due_at} answered={lead.first_response_at !== null} />
      </Group>
      {lead.is_spam && lead.spam_reasons.length ? (
        <Text size="sm" c="red">
          {t('leads.spamBecause', { reasons: lead.spam_reasons.map(labels.spamReason).join(', ') })}
        </Text>
      ) : null}
      <Sender lead={lead} />
      <Text size="sm">
        {t('leads.columns.assignee')}: {lead.assignee?.name ?? t('leads.nobody')}
      </Text>
      <Group gap="xs">
        <Text size="sm" c="dimmed">
          {t('leads.columns.received')}:
        </Text>
        <DateCell value={lead.created_at} />
      </Group>
      {lead.advertisement ? (
        <Group gap="xs">
          <Text size="sm" c="dimmed">
            {t('leads.columns.advertisement')}:
          </Text>
          <AdvertisementCell ad={{ ...lead.advertisement, thumbnail: lead.advertisement.thumbnail_url }} />
          <Text size="sm" lineClamp={1}>
            {lead.advertisement.title_text}
          </Text>
        </Group>
      ) : null}
      <Text style={{ whiteSpace: 'pre-wrap' }} dir="auto" lang={lead.language}>
        {lead.message}
      </Text>
      <FlagButtons namespace={namespace} lead={lead} />
      <AssigneeControl key={`assignee-${lead.version}`} namespace={namespace} lead={lead} onError={fail} />
      <TagsControl key={`tags-${lead.version}`} namespace={namespace} lead={lead} onError={fail} />
      <Divider />
      <StatusControl namespace={namespace} lead={lead} onError={fail} />
      {lead.kind === 'faq' ? (
        <>
          <Divider />
          <FaqEntryForm
            key={lead.faq_entry?.version ?? 0}
            lead={lead}
            onDone={(ok, message) => (ok ? succeed(message) : fail(message))}
          />
        </>
      ) : null}
      <Divider />
      <ReplyForm
        namespace={namespace}
        lead={lead}
        onDone={(ok, message) => (ok ? succeed(message) : fail(message))}
      />
      <Divider />
      <NoteForm namespace={namespace} leadId={lead.id} onError={fail} />
      <Title order={3} size="h5">
        {t('leads.timeline')}
      </Title>
      <LeadTimeline events={lead.timeline} />
    </Stack>
  );
}

/**
 * The lead open beside its inbox (`?lead=<id>`): message, sender, ad, actions, reply and timeline. Loaded the
 * first time a lead opens (`inbox-panel.tsx`): an inbox that opens none does not download the drawer.
 */
export default function LeadDrawer({
  opened,
  namespace,
  leadId,
  onClose,
}: {
  opened: boolean;
  namespace: Namespace;
  leadId: string | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const lead = useLead(namespace, leadId);
  return (
    <Drawer
      opened={useOpenedAfterMount(opened)}
      onClose={onClose}
      position="right"
      size="lg"
      title={lead.data?.name ?? t('leads.lead')}
      closeButtonProps={{ 'aria-label': t('leads.close') }}
    >
      {lead.isPending ? (
        <Center py="xl">
          <InlineLoader label={t('leads.loading')} />
        </Center>
      ) : lead.error ? (
        <Alert
          color="red"
          role="alert"
          icon={<IconAlertCircle aria-hidden="true" />}
          title={lead.error.message}
        />
      ) : (
        <LeadBody namespace={namespace} lead={lead.data} />
      )}
    </Drawer>
  );
}
