import {
  CURRENCY_BY_REGION,
  LOCATION_KEYS,
  VEHICLE_TYPES_BY_LOCATION,
  type LocationKey,
  type Region,
} from '@coachyard/contract';
import { lookupTable, item } from './names.ts';
import { REGION_NAMES } from './regions.ts';

const REGION_OF_LOCATION: Record<LocationKey, Region> = { europe: 'eu', usa: 'us', tr: 'tr', uk: 'gb' };

/** The location keys (SPEC §9) with the vehicle types each allows, its region and that region's currency. */
export const locationTable = lookupTable(
  'location-collection',
  [
    'Konumlar',
    'Locations',
    'Ubicaciones',
    'Emplacements',
    'Standorte',
    'Località',
    'Местоположения',
    'المواقع',
  ],
  LOCATION_KEYS.map((key) => {
    const region = REGION_OF_LOCATION[key];
    return item(REGION_NAMES[region], {
      slug: key,
      attributes: {
        vehicle_types: [...VEHICLE_TYPES_BY_LOCATION[key]],
        region,
        currency: CURRENCY_BY_REGION[region],
      },
    });
  }),
);
