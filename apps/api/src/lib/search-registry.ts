import type { FastifyRequest } from 'fastify';
import type { Action, Namespace, SearchHit, SearchKind } from '@coachyard/contract';

/**
 * How a module takes part in the command palette (GET /api/search): it registers what it finds, under the
 * privilege that lets a role list those rows. Its `search` applies the module's own row scope, so a caller
 * finds only what it may open.
 */
export interface SearchProvider {
  kind: SearchKind;
  privilege: [Namespace, Action];
  search(request: FastifyRequest, q: string, limit: number): Promise<SearchHit[]>;
}

export interface SearchRegistry {
  register(provider: SearchProvider): void;
  providers(): readonly SearchProvider[];
}

declare module 'fastify' {
  interface FastifyInstance {
    searchProviders: SearchRegistry;
  }
}

export function createSearchRegistry(): SearchRegistry {
  const registered: SearchProvider[] = [];
  return {
    register(provider) {
      registered.push(provider);
    },
    providers: () => registered,
  };
}
