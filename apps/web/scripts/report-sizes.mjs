// What the bundle and screen reports measure alike: gzip sizes, and whose a module is.
import path from 'node:path';
import zlib from 'node:zlib';

export const gzipSize = (text) => zlib.gzipSync(text, { level: 9 }).length;
export const kB = (bytes) => (bytes / 1024).toFixed(1);

/**
 * Who a module belongs to: `react-dom`, `@mantine/core`, `contract/schemas`, or for the app's own code its first
 * `depth` folders under apps/web (`src/features`, or `src/features/leads` with 3).
 */
export const ownerOf = (webRoot, depth) => (id) => {
  const inPackage = id.split('node_modules/').at(-1);
  if (inPackage !== id)
    return inPackage
      .split('/')
      .slice(0, inPackage.startsWith('@') ? 2 : 1)
      .join('/');
  const contract = /packages\/contract\/src\/(\w+)/.exec(id);
  if (contract) return `contract/${contract[1]}`;
  return path.relative(webRoot, id).split(path.sep).slice(0, depth).join('/');
};
