// Writes a brotli (`.br`) and a gzip (`.gz`) copy beside every text file of a build, compressed once at the
// highest levels: the server sends the copy a browser accepts (`preCompressed` in the API's web plugin), so
// the app's 800 kB of scripts and styles cross the network as a fraction of that without costing a request
// any CPU.
import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
const TEXT_FILE = /\.(js|css|html|svg|json|txt)$/;
// Below this a compressed copy saves less than the headers it adds.
const MIN_BYTES = 1024;

async function* filesUnder(folder) {
  for (const entry of await fs.readdir(folder, { withFileTypes: true })) {
    const entryPath = path.join(folder, entry.name);
    if (entry.isDirectory()) yield* filesUnder(entryPath);
    else yield entryPath;
  }
}

/** Compresses the text files under `folder`; returns how many it compressed. */
export async function precompress(folder) {
  const work = [];
  for await (const file of filesUnder(folder)) {
    if (!TEXT_FILE.test(file)) continue;
    work.push(
      fs.readFile(file).then(async (content) => {
        if (content.length < MIN_BYTES) return 0;
        const [br, gz] = await Promise.all([
          brotli(content, {
            params: {
              [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
              [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length,
            },
          }),
          gzip(content, { level: zlib.constants.Z_BEST_COMPRESSION }),
        ]);
        await Promise.all([fs.writeFile(`${file}.br`, br), fs.writeFile(`${file}.gz`, gz)]);
        return 1;
      }),
    );
  }
  return (await Promise.all(work)).reduce((sum, done) => sum + done, 0);
}
