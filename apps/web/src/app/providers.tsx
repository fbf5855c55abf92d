import type { Lang } from '@konsol/contract';
import { CssBaseline, ThemeProvider } from '@mui/material';
import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useMemo } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { ConfirmProvider } from '../components/confirm';
import { GlobalDialog } from '../components/global-dialog';
import { SnackbarProvider } from '../components/snackbar-provider';
import { i18n } from '../lib/i18n';
import { queryClient } from './query-client';
import { makeTheme } from './theme';

function ThemedProviders({ children }: { children: ReactNode }) {
  const { i18n: instance } = useTranslation();
  const lang: Lang = instance.language === 'en' ? 'en' : 'id';
  const theme = useMemo(() => makeTheme(lang), [lang]);
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <SnackbarProvider>
        <ConfirmProvider>
          {children}
          <GlobalDialog />
        </ConfirmProvider>
      </SnackbarProvider>
    </ThemeProvider>
  );
}

/**
 * Everything every page needs: i18n, TanStack Query, the MUI theme, snackbar, dialogs. The date pickers' provider
 * is the console layout's (only console pages have date fields), so the public pages load none of it.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <ThemedProviders>{children}</ThemedProviders>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
