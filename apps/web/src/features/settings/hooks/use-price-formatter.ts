import { useCallback, useMemo } from 'react';
import { DEFAULT_PRICE_FORMATS, formatPrice, priceFormatsOf, type Currency } from '@coachyard/contract';
import { usePublicSettings } from '../api/get-public-settings';

/**
 * The one way a screen writes a price: symbol first, with the separators the Languages and regions settings
 * give its currency (SPEC §9 until they have loaded).
 */
export function usePriceFormatter() {
  const { data } = usePublicSettings();
  const formats = useMemo(
    () => (data ? priceFormatsOf(data.regions.regions) : DEFAULT_PRICE_FORMATS),
    [data],
  );
  return useCallback(
    (minorUnits: number, currency: Currency) => formatPrice(minorUnits, currency, formats),
    [formats],
  );
}
