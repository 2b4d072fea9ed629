import {
  type Feed,
  type FeedCreate,
  type FeedFormat,
  type FeedSourceKind,
  type Region,
} from '@coachyard/contract';

/** What the feed form edits; the file picked travels apart (it is uploaded on save). */
export interface FeedFormValues {
  owner_id: string | null;
  name: string;
  region: Region | null;
  format: FeedFormat;
  source_kind: FeedSourceKind;
  url: string;
  interval_hours: number | '';
  full_sync: boolean;
}

export const toFeedValues = (feed?: Feed): FeedFormValues => ({
  owner_id: feed?.owner_id ?? null,
  name: feed?.name ?? '',
  region: feed?.region ?? null,
  format: feed?.format ?? 'csv',
  source_kind: feed?.source_kind ?? 'upload',
  url: feed?.url ?? '',
  interval_hours: feed?.interval_hours ?? 24,
  full_sync: feed?.full_sync ?? false,
});

/** The body of a create or a PUT: only a URL feed sends its URL and interval, only a staff member the dealer. */
export function toFeedBody(values: FeedFormValues, fileKey: string | null): FeedCreate {
  const pulled = values.source_kind === 'url';
  return {
    owner_id: values.owner_id ?? undefined,
    name: values.name,
    region: values.region as Region,
    format: values.format,
    source_kind: values.source_kind,
    url: pulled ? values.url : null,
    interval_hours: pulled && values.interval_hours !== '' ? values.interval_hours : undefined,
    file_key: pulled ? null : fileKey,
    full_sync: values.full_sync,
  };
}
