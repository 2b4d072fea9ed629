import { z } from 'zod';
import { advertisementResourceSchemas } from '@coachyard/contract';
import { NAMESPACE } from './context.ts';
import { idParams } from '../../lib/resource/index.ts';

export const TAG = 'advertisements';
export { idParams, langQuery } from '../../lib/resource/index.ts';
export const mediaParams = idParams.extend({ mediaId: z.string().min(1).max(100) });

/** The error answers a route documents: the one shared helper (lib/envelope.ts). */
export { errorResponses } from '../../lib/envelope.ts';

/** Where an advertisement's routes live: its registration is split by concern (records, list, workflow). */
export const advertisementResource = {
  namespace: NAMESPACE,
  tag: TAG,
  path: '/advertisements',
  itemPath: '/advertisements/:id',
  itemParams: idParams,
  schemas: advertisementResourceSchemas,
} as const;
