import { z } from 'zod';
import { idParams } from '../../lib/resource/index.ts';

export const TAG = 'advertisements';
export { idParams, langQuery } from '../../lib/resource/index.ts';
export const mediaParams = idParams.extend({ mediaId: z.string().min(1).max(100) });

/** The error answers a route documents: the one shared helper (lib/envelope.ts). */
export { errorResponses } from '../../lib/envelope.ts';
