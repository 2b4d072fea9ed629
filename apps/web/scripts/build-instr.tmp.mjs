// Diagnosis only (not committed): an unminified build whose react-dom logs renders, updates and tearing.
import path from 'node:path';
const webRoot = path.resolve(import.meta.dirname, '..');
process.env.NODE_ENV = 'production';
const [{ build }, { precompress }, { screenChunkGroups }, { writeServiceWorker }] = await Promise.all([
  import('vite'), import('./precompress.mjs'), import('./screen-chunks.mjs'), import('./service-worker.mjs'),
]);
const out = process.argv[2] ?? '/tmp/tbt31/instr-dist';
const groups = await screenChunkGroups(webRoot);
const instrument = {
  name: 'instrument-react-dom',
  enforce: 'pre',
  resolveId(source, importer) {
    if (process.env.INSTR !== '0' && source.endsWith('react-dom-client.production.js'))
      return path.join(path.dirname(importer), source.replace('production', 'instrumented'));
    return null;
  },
};
await build({
  root: webRoot,
  plugins: [instrument],
  build: {
    outDir: out, emptyOutDir: true, minify: process.env.MINIFY === '1',
    rolldownOptions: { output: { codeSplitting: { groups } } },
    chunkSizeWarningLimit: 7000,
  },
  logLevel: 'warn',
});
await writeServiceWorker(out);
await precompress(out);
console.log('built', out);
