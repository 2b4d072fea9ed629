import { useTranslation } from 'react-i18next';
import { LoadFailure } from '@/components/load-failure';
import { PageLoader } from '@/components/page-loader';
import { PageTitle } from '@/components/page-title';
import { ResultDialog } from '@/components/result-dialog';
import { useSettings } from '../api/get-settings';
import { SettingsTabs } from '../components/settings-tabs';
import { SETTINGS_DOMAIN } from '../hooks/use-settings-group-form';

/** /settings: the groups the site and the back office run on, each saved on its own, and the running configuration. */
export default function SettingsPage() {
  const { t } = useTranslation();
  const settings = useSettings();
  return (
    <>
      <PageTitle />
      {settings.isPending ? (
        <PageLoader />
      ) : !settings.data ? (
        <LoadFailure
          error={settings.error}
          fallbackTitle={t('settings.loadFailed')}
          backTo="/"
          backLabel={t('common.backHome')}
        />
      ) : (
        <SettingsTabs state={settings.data} />
      )}
      <ResultDialog domain={SETTINGS_DOMAIN} />
    </>
  );
}
