import { z } from 'zod';

// The version every write of an ad sends back (not part of the contract's exports).

export const versionField = {
  version: z.number({ error: 'common.required' }).int('common.invalid').min(1, 'common.invalid'),
};
