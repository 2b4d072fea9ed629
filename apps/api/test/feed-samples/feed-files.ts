import { serializeCsvValue } from '../../src/lib/csv.ts';
import type { SampleVehicle } from './vehicles.ts';

/**
 * The two shapes dealer systems publish their stock in: a CSV with one row per vehicle and its photo URLs in one
 * column (separated by `|`), and an XML of `<vehicle>` elements with `<image>` children. Both are written vehicle
 * by vehicle, so a server can stream a feed of any length.
 */
const CSV_COLUMNS = [
  'stock_number',
  'title',
  'brand',
  'model',
  'year',
  'mileage_km',
  'seats',
  'vehicle_type',
  'price',
  'currency',
  'description',
  'country',
  'city',
] as const;

export function* csvFeed(vehicles: Iterable<SampleVehicle>, photoBaseUrl: string): Generator<string> {
  yield [...CSV_COLUMNS, 'photo_urls'].join(',') + '\r\n';
  for (const vehicle of vehicles) {
    const cells = CSV_COLUMNS.map((column) => serializeCsvValue(String(vehicle[column])));
    const photos = vehicle.photos.map((photo) => photoBaseUrl + photo).join('|');
    yield [...cells, serializeCsvValue(photos)].join(',') + '\r\n';
  }
}

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export function* xmlFeed(vehicles: Iterable<SampleVehicle>, photoBaseUrl: string): Generator<string> {
  yield '<?xml version="1.0" encoding="UTF-8"?>\n<inventory>\n';
  for (const vehicle of vehicles) {
    const fields = CSV_COLUMNS.map(
      (column) => `    <${column}>${escapeXml(String(vehicle[column]))}</${column}>\n`,
    );
    const images = vehicle.photos.map((photo) => `    <image>${escapeXml(photoBaseUrl + photo)}</image>\n`);
    yield `  <vehicle>\n${fields.join('')}${images.join('')}  </vehicle>\n`;
  }
  yield '</inventory>\n';
}

/**
 * An XML feed whose DOCTYPE declares an external entity that reads a local file (XXE). A parser that resolves
 * it would put the server's /etc/passwd into a vehicle's description.
 */
export const externalEntityXml = `<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE inventory [<!ENTITY secret SYSTEM "file:///etc/passwd">]>
<inventory>
  <vehicle>
    <stock_number>STK-XXE0001</stock_number>
    <title>Setra S 516 HD</title>
    <description>&secret;</description>
  </vehicle>
</inventory>
`;
