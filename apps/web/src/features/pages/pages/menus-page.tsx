import { Stack, Text } from '@mantine/core';
import { InlineLoader } from '@/components/page-loader';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '@/components/page-title';
import { ResultDialog } from '@/components/result-dialog';
import { usePermissions } from '@/features/auth';
import { useContentList } from '@/features/content';
import { useMenus } from '../api/get-menus';
import { MenuEditor } from '../components/menu-editor';
import { MENUS_DOMAIN } from '../hooks/use-menu-draft';

const CONTENT_CHOICES = { per_page: 100, sort: 'title' } as const;

/** /pages: the public site's menus (SPEC §3 navbar pages, and the footer), each arranged and saved on its own. */
export default function MenusPage() {
  const { t } = useTranslation();
  const menus = useMenus();
  const content = useContentList(CONTENT_CHOICES);
  const { data: permissions } = usePermissions();
  const canEdit = (permissions?.privileges.pages ?? []).includes('update');
  const contentOptions = (content.data?.items ?? []).map((item) => ({
    value: item.id,
    label: `${item.title} (${t(`content.types.${item.type}`)})`,
  }));
  return (
    <>
      <PageTitle />
      {menus.isPending ? <InlineLoader label={t('menus.loading')} /> : null}
      {menus.error ? <Text role="alert">{menus.error.message}</Text> : null}
      <Stack>
        {(menus.data ?? []).map((menu) => (
          <MenuEditor
            key={`${menu.key}-${menu.version}`}
            menu={menu}
            contentOptions={contentOptions}
            canEdit={canEdit}
          />
        ))}
      </Stack>
      <ResultDialog domain={MENUS_DOMAIN} />
    </>
  );
}
