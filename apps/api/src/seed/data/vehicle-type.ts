import { lookupTable, item, type NameRow } from './names.ts';

/** The vehicle types the locations allow (VEHICLE_TYPES_BY_LOCATION); the English names slug to city, intercity, coach. */
// prettier-ignore
const VEHICLE_TYPES: readonly NameRow[] = [
  ['Şehir içi otobüs', 'City', 'Autobús urbano', 'Autobus urbain', 'Stadtbus', 'Autobus urbano', 'Городской автобус', 'حافلة المدينة'],
  ['Şehirlerarası otobüs', 'Intercity', 'Autobús interurbano', 'Autocar interurbain', 'Überlandbus', 'Autobus interurbano', 'Междугородний автобус', 'حافلة بين المدن'],
  ['Turizm otobüsü', 'Coach', 'Autocar', 'Autocar de tourisme', 'Reisebus', 'Pullman', 'Туристический автобус', 'حافلة سياحية'],
];

export const vehicleType = lookupTable(
  'vehicle-type',
  [
    'Araç tipleri',
    'Vehicle types',
    'Tipos de vehículo',
    'Types de véhicule',
    'Fahrzeugtypen',
    'Tipi di veicolo',
    'Типы транспортных средств',
    'أنواع المركبات',
  ],
  VEHICLE_TYPES.map((row) => item(row)),
);
