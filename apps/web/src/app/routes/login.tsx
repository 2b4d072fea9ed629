import { useEffect } from 'react';
import { Box, Center, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LoginForm } from '@/features/auth';
import { rememberReturnPath } from '@/lib/auth';
import { LanguageSelect } from '@/components/language-select';
import { Logo } from '@/components/logo';
import { ThemeToggle } from '@/components/theme-toggle';
import { safeReturnPath } from '../guards';
import classes from './login.module.css';

/** SPEC §2 Login screen: the logo and the login form, with the language and theme switches. */
export default function LoginPage() {
  const { t } = useTranslation();
  const location = useLocation();
  const from = safeReturnPath((location.state as { from?: string } | null)?.from);

  // Kept in sessionStorage too, so a reload of /login still lands on the page first asked for.
  useEffect(() => {
    if (from) rememberReturnPath(from);
  }, [from]);

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
          <LoginForm />
        </Paper>
      </Center>
    </Box>
  );
}
