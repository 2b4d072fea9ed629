import { Image } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import logoUrl from '@/assets/coachyard-logo.svg';

/** The Coachyard mark. `decorative` when the app name is written right next to it. */
export function Logo({ size = 40, decorative = false }: { size?: number; decorative?: boolean }) {
  const { t } = useTranslation();
  return <Image src={logoUrl} w={size} h={size} alt={decorative ? '' : t('app.logoAlt')} fit="contain" />;
}
