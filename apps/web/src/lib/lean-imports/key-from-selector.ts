/**
 * i18next's `keyFromSelector`, the only name react-i18next's `useTranslation` imports from i18next: importing it
 * from there brings all of i18next (it starts its default instance as the module loads), 11 kB gzip that the
 * app and the sign-in page do without (`lib/text-instance.ts`). It turns a selector key prefix such as `($) => $.login`
 * into `login`; this app passes string prefixes only, but a selector works the same here.
 */
const PATH = Symbol('path');

type PathProxy = { [PATH]: string[] } & Record<string, unknown>;

const pathProxy = (path: string[] = []): PathProxy =>
  new Proxy({} as PathProxy, {
    get: (_target, key) => (key === PATH ? path : pathProxy([...path, String(key)])),
  });

interface SelectorOptions {
  keySeparator?: string | false;
  nsSeparator?: string | false;
  ns?: string | readonly string[];
  enableSelector?: boolean | 'strict';
}

export function keyFromSelector(selector: (root: PathProxy) => PathProxy, options?: SelectorOptions): string {
  const path = selector(pathProxy())[PATH];
  const keySeparator = options?.keySeparator ?? '.';
  const nsSeparator = options?.nsSeparator ?? ':';
  const strict = options?.enableSelector === 'strict';
  if (path.length > 1 && nsSeparator) {
    const ns = options?.ns;
    const list = Array.isArray(ns) ? ns : strict && typeof ns === 'string' ? [ns] : null;
    if (list) {
      const candidates = strict ? list : list.length > 1 ? list.slice(1) : [];
      if (candidates.includes(path[0]!))
        return `${path[0]}${nsSeparator}${path.slice(1).join(keySeparator || '')}`;
    }
  }
  return path.join(keySeparator || '');
}
