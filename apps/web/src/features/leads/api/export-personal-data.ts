import { useMutation } from '@tanstack/react-query';
import { leadPersonalDataSchema } from '@coachyard/contract';
import { answerAs, api } from '@/lib/api-client';
import { saveBlob } from '@/lib/download-file';
import { leadPaths } from './query-keys';

/** GET /leads/personal-data?email=: everything stored about an address, saved as a JSON file. */
export const useExportPersonalData = () =>
  useMutation({
    mutationFn: async (email: string) => {
      const data = answerAs(
        import.meta.env.DEV && leadPersonalDataSchema,
        await api.get(leadPaths.personalData, { email }),
      );
      const name = `personal-data-${email.replace(/[^a-z0-9@._-]/gi, '_')}.json`;
      saveBlob(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }), name);
      return data;
    },
  });
