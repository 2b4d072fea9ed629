import { useTranslation } from 'react-i18next';
import { healthBandOf, type HealthBand } from '@coachyard/contract';
import { CellLabel } from '@/components/cell-label';

export const HEALTH_COLORS: Record<HealthBand, string> = { green: 'green', amber: 'yellow', red: 'red' };

/**
 * An ad's health as its score and the band's word on the band's colour ("85 · Good"): the colour is never the only
 * sign. An ad whose signals are not computed yet says so.
 */
export function HealthLabel({ score }: { score: number | null }) {
  const { t } = useTranslation();
  if (score === null) return <span>{t('ads.health.pending')}</span>;
  const band = healthBandOf(score);
  const word = t(`ads.health.bands.${band}`);
  return (
    <CellLabel
      color={HEALTH_COLORS[band]}
      aria-label={t('ads.health.label', { score, band: word })}
      role="img"
    >
      <span dir="ltr">{score}</span>&nbsp;·&nbsp;{word}
    </CellLabel>
  );
}
