import { z } from 'zod';

export const TAG = 'locations';

export const locationParams = z.object({ id: z.string().min(1).max(200) });
export const locationItemParams = locationParams.extend({ itemId: z.string().min(1).max(200) });
