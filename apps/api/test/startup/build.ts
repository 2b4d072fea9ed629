import { buildApi } from '../../src/startup/production-start.ts';

/** The compiled server the suite starts (bin/serve runs dist/server.js), built once before it, as `npm start` does. */
export default async function setup() {
  await buildApi();
}
