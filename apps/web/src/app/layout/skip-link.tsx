import { useTranslation } from 'react-i18next';
import classes from './skip-link.module.css';

/** Keyboard users jump over the header and the menu straight to the page. */
export function SkipLink() {
  const { t } = useTranslation();
  return (
    <a href="#main-content" className={classes.skipLink}>
      {t('app.skipToContent')}
    </a>
  );
}
