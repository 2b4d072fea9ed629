import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { leadReplyTemplateSchema, type Namespace } from '@coachyard/contract';
import { answerAs, api } from '@/lib/api-client';
import { leadKeys, leadPaths } from './query-keys';

const templatesSchema = z.array(leadReplyTemplateSchema);

/** GET /{inbox}/reply-templates?language=: the templates as the sender will read them. */
export const useReplyTemplates = (namespace: Namespace, language: string) =>
  useQuery({
    queryKey: leadKeys.templates(namespace, language),
    staleTime: Infinity,
    queryFn: async ({ signal }) =>
      answerAs(
        import.meta.env.DEV && templatesSchema,
        await api.get(leadPaths.templates(namespace), { language }, signal),
      ),
  });
