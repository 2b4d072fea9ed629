import { apiHeaders } from './api-url';

/**
 * How long an answer asked for early waits to be taken: the app's code takes seconds to arrive on a slow phone,
 * and a GET of the same URL made later than this asks the API again, so no later screen is shown an old answer.
 */
export const EARLY_ANSWER_LIFETIME_MS = 30_000;

interface EarlyAnswer {
  response: Promise<Response>;
  askedAt: number;
}

const answers = new Map<string, EarlyAnswer>();
const keyOf = (url: string, token: string) => `${token} ${url}`;

/**
 * GETs `url` now, as the API client would (`api-url.ts`), and keeps the answer for the client's first GET of the
 * same URL with the same token (`takeEarlyAnswer`): the app's entry asks for the first screen's data while the
 * app's code downloads (`app/early-start.ts`).
 */
export function askEarly(url: string, token: string): Promise<Response> {
  const response = fetch(url, { headers: apiHeaders(token) });
  answers.set(keyOf(url, token), { response, askedAt: performance.now() });
  // Nobody may ever take it (the user leaves first): a failure is the client's to report, if it takes it.
  response.catch(() => undefined);
  return response;
}

/**
 * `askEarly`, and the answer's `data` read from a copy, or null if the API refused or did not answer: the client
 * still takes the answer itself, and reports it as it would have.
 */
export function readEarly(url: string, token: string): Promise<unknown> {
  // The copy is made as the answer arrives, before the client can read it: a body is read once.
  return askEarly(url, token).then(
    (answer) =>
      answer.ok
        ? answer
            .clone()
            .json()
            .then((body: { data?: unknown }) => body.data ?? null)
        : null,
    () => null,
  );
}

/** The answer asked early for `url` with `token`, once, if it was asked for less than its lifetime ago. */
export function takeEarlyAnswer(url: string, token: string): Promise<Response> | undefined {
  const key = keyOf(url, token);
  const answer = answers.get(key);
  answers.delete(key);
  if (!answer || performance.now() - answer.askedAt > EARLY_ANSWER_LIFETIME_MS) return undefined;
  return answer.response;
}
