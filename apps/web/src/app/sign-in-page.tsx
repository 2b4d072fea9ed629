import { useEffect } from 'react';
import { Box, Center, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LoginForm } from '@/features/auth';
import { LanguageSelect } from '@/components/language-select';
import { Logo } from '@/components/logo';
import { ThemeToggle } from '@/components/theme-toggle';
import classes from './routes/login.module.css';

/**
 * SPEC §2 Login screen: the logo and the login form, with the language and theme switches. No router and no
 * query client: it is the whole of the sign-in page (`login.html`), and the app's /login route shows it too.
 * The page first asked for is kept in sessionStorage by the guard that sent the visitor here.
 */
export function SignInPage({ onFirstUse }: { onFirstUse?: () => void }) {
  const { t } = useTranslation();
  useEffect(() => {
    document.title = `${t('pages.login')} · ${t('app.name')}`;
  }, [t]);

  return (
    <Box className={classes.page}>
      <Group component="header" justify="flex-end" gap="xs" p="md">
        <LanguageSelect />
        <ThemeToggle />
      </Group>
      <Center component="main" px="md" pb="xl">
        <Paper withBorder shadow="sm" radius="md" p="xl" w="100%" maw={420}>
          <Stack align="center" gap="xs" mb="lg">
            <Logo size={72} />
            <Title order={1} size="h2" ta="center">
              {t('login.title')}
            </Title>
            <Text c="dimmed" size="sm" ta="center">
              {t('login.subtitle')}
            </Text>
          </Stack>
          <LoginForm onFirstUse={onFirstUse} />
        </Paper>
      </Center>
    </Box>
  );
}
