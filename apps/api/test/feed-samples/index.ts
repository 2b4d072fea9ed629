/** Sample dealer feeds for tests and the bench (issue 28): vehicles, the CSV and XML shapes, photos, a server. */
export { sampleVehicle, stockNumberOf, type SampleVehicle } from './vehicles.ts';
export { csvFeed, xmlFeed, externalEntityXml } from './feed-files.ts';
export { drawFeedPhotos, feedPhoto } from './photos.ts';
export { HOSTILE, startFeedServer, type FeedServer, type FeedServerOptions } from './server.ts';
