import { z } from 'zod';

export const NAMESPACE = 'content';
export const TAG = 'content';

export const itemParams = z.object({ id: z.uuid() });
export const langQuery = z.object({ lang: z.string().optional() });
