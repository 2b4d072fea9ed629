import type { FieldValues, Resolver } from 'react-hook-form';
import { withChunkTimeout } from '@/app/lazy-page';
import { currentLanguage, i18n } from '@/lib/i18n';

/**
 * A react-hook-form resolver whose rules are downloaded the first time the form checks (its first submit; then
 * each change after it, as react-hook-form does): a form's page does not carry its rules and zod with them, a
 * quarter of a form's weight (issue 30, every screen within 200 kB). The messages and their moments stay those
 * of the rules loaded. A download that fails rejects this check, and the next one asks again.
 */
export function deferredResolver<V extends FieldValues, Rules>(
  load: () => Promise<Rules>,
  resolverOf: (rules: Rules) => Resolver<V>,
): Resolver<V> {
  let loading: Promise<Resolver<V>> | undefined;
  return async (values, context, options) => {
    loading ??= withChunkTimeout(load()).then(resolverOf, (error: unknown) => {
      loading = undefined;
      throw error;
    });
    return (await loading)(values, context, options);
  };
}

/**
 * A form's submit with its rules deferred: react-hook-form's handleSubmit rejects only when the resolver does (the
 * forms' saves catch their own failures), that is when the rules could not be downloaded; `fail` then tells the
 * user so, who would otherwise see nothing happen.
 */
export const failWhenRulesMissing =
  <Args extends unknown[]>(submit: (...args: Args) => Promise<void>, fail: (reason: string) => void) =>
  (...args: Args) =>
    submit(...args).catch(() => fail(i18n.getFixedT(currentLanguage())('errors.chunkMessage')));
