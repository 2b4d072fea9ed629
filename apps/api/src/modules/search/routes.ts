import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SEARCH_LIMIT_PER_KIND, searchQuerySchema, searchResultSchema } from '@coachyard/contract';
import { envelope, errorResponses, ok } from '../../lib/envelope.ts';

/** The command palette's one search across every module that registered one (lib/search-registry.ts). */
const routes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/search',
    {
      schema: {
        tags: ['search'],
        summary:
          'Finds advertisements, users, lookup entries, locations, leads and content the caller may open',
        querystring: searchQuerySchema,
        response: { 200: envelope(searchResultSchema), ...errorResponses(400, 401) },
      },
    },
    async (request) => {
      const role = request.user!.role;
      const allowed = [];
      for (const provider of app.searchProviders.providers())
        if (await app.privileges.can(role, provider.privilege[0], provider.privilege[1]))
          allowed.push(provider);
      const found = await Promise.all(
        allowed.map((provider) => provider.search(request, request.query.q, SEARCH_LIMIT_PER_KIND)),
      );
      return ok({ items: found.flat() });
    },
  );
};
export default routes;
