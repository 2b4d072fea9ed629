/** What other features and the shell use of the settings: the price formatter, the forms' limits, the notices. */
export { usePriceFormatter } from './hooks/use-price-formatter';
export { useWorkHourOptions } from './hooks/use-work-hour-options';
export { useFormSettings, formSettingsQueryOptions } from './api/get-form-settings';
export { MaintenanceBanner } from './components/maintenance-banner';
export { EnvironmentMarker } from './components/environment-marker';
export { publicSettingsQueryOptions } from './api/get-public-settings';

/** The screen, loaded with its code when its route opens (app/route-table.ts). */
export const loadSettingsPage = () => import('./pages/settings-page');
