import { randomSource } from '../../src/lib/random-source.ts';
import { brands } from '../../src/seed/data/brands.ts';
import { vehicleModels } from '../../src/seed/data/vehicle-models.ts';

/**
 * The vehicles of a sample dealer feed (issue 28): real makers and models from the seed's lookup tables, with years,
 * mileages, seats and prices that fit them. Vehicle `index` is always the same vehicle, so a feed of a million
 * rows is written row by row and never held, and a test can name the vehicle it changed.
 */
export interface SampleVehicle {
  stock_number: string;
  brand: string;
  model: string;
  /** How a dealer system writes the make and model in one field ("Mercedes-Benz Tourismo 16 RHD"). */
  title: string;
  year: number;
  mileage_km: number;
  seats: number;
  vehicle_type: string;
  price: number;
  currency: string;
  description: string;
  /** Where the vehicle stands: the dealer's yards. */
  country: string;
  city: string;
  /** The photos' paths on the feed server, `/photos/<stock number>/<n>.jpg`. */
  photos: string[];
}

const brandNames = new Map(brands.items.map((item) => [item.slug, item.name]));
const models = vehicleModels.items.map((item) => ({
  brand: brandNames.get(String(item.attributes?.brand)) ?? String(item.attributes?.brand),
  model: item.name,
  vehicleType: String(item.attributes?.vehicle_type),
}));

const SEATS: Record<string, readonly [number, number]> = {
  coach: [44, 59],
  intercity: [41, 55],
  city: [25, 38],
};
const TRIMS = ['', '', ' RHD', ' Euro 6', ' 3-axle', ' VIP'];
const CONDITIONS = [
  'Full service history, two owners',
  'Recently serviced, new tyres',
  'Air conditioning, toilet, kitchenette',
  'Wheelchair lift, reclining seats',
  'Retarder, cruise control, fridge',
];

const YARDS = ['Berlin', 'Hamburg'];

export const stockNumberOf = (index: number) => `STK-${String(index + 1).padStart(7, '0')}`;

/** The vehicle at `index` of a feed with `photos` photos per vehicle; `revision` > 0 changes its price. */
export function sampleVehicle(index: number, photos: number, revision = 0): SampleVehicle {
  const random = randomSource(index * 7919 + 17);
  const { brand, model, vehicleType } = random.pick(models);
  const year = random.int(2006, 2025);
  const age = 2026 - year;
  const [fewest, most] = SEATS[vehicleType] ?? SEATS.coach;
  const basePrice = Math.max(18_000, 420_000 - age * 24_000 + random.int(-15, 15) * 1000);
  const stock = stockNumberOf(index);
  const title = `${brand} ${model}${random.pick(TRIMS)}`;
  const mileage = age * random.int(45, 140) * 1000 + random.int(0, 999);
  const seats = random.int(fewest, most);
  const condition = random.pick(CONDITIONS);
  const city = YARDS[index % YARDS.length]!;
  return {
    stock_number: stock,
    brand,
    model,
    title,
    year,
    mileage_km: mileage,
    seats,
    // The yards are in Germany, where coaches are sold as Europe's intercity type.
    vehicle_type: vehicleType === 'coach' ? 'intercity' : vehicleType,
    price: basePrice - revision * 2500,
    currency: 'EUR',
    // As long as a dealer system writes it: enough for a buyer, and for the health check of the description.
    description:
      `${year} ${title} with ${seats} seats and ${mileage.toLocaleString('en-GB')} km. ${condition}. ` +
      'Maintained at authorised workshops, the tachograph is calibrated and the bodywork is in good order. ' +
      `You can see it at our yard in ${city}; we arrange delivery across Europe and help with the registration.`,
    country: 'Germany',
    city,
    photos: Array.from({ length: photos }, (_, photo) => `/photos/${stock}/${photo + 1}.jpg`),
  };
}
