import { Box, Button, CircularProgress, Link, Paper, Stack, Typography } from '@mui/material';
import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useSingleSubmit } from '../lib/single-submit';
import { useDocumentTitle } from '../lib/use-document-title';

/** The card of a public account page: a title (the page's h1), a subtitle and the form. */
export function AuthCard({
  title,
  subtitle,
  icon,
  children,
}: {
  title: string;
  subtitle?: ReactNode;
  icon?: ReactNode;
  children: ReactNode;
}) {
  useDocumentTitle(title);
  return (
    <Paper
      elevation={0}
      sx={{ p: { xs: 3, sm: 4.5 }, border: '1px solid', borderColor: 'divider', boxShadow: '0 12px 40px rgba(31,36,55,.08)' }}
    >
      {icon && <Box sx={{ mb: 2 }}>{icon}</Box>}
      <Typography variant="h5" component="h1" sx={{ fontWeight: 800 }}>
        {title}
      </Typography>
      {subtitle && (
        <Typography color="text.secondary" sx={{ mt: 0.75, mb: 3 }}>
          {subtitle}
        </Typography>
      )}
      {!subtitle && <Box sx={{ mb: 3 }} />}
      {children}
    </Paper>
  );
}

/**
 * The form of a password page (forgot, reset): its alerts and fields, the submit button (spinning while `busy`;
 * it submits once however often it is clicked) and the link back to the login.
 */
export function AuthForm({
  onSubmit,
  busy,
  submitLabel,
  children,
}: {
  /** react-hook-form's `handleSubmit(…)`. */
  onSubmit: (event: FormEvent<HTMLFormElement>) => unknown;
  busy: boolean;
  submitLabel: string;
  children: ReactNode;
}) {
  const { t } = useTranslation('auth');
  const submit = useSingleSubmit(onSubmit);
  return (
    <Box component="form" onSubmit={submit} noValidate>
      <Stack spacing={1}>
        {children}
        <Button
          type="submit"
          variant="contained"
          size="large"
          disabled={busy}
          startIcon={busy ? <CircularProgress size={18} color="inherit" /> : undefined}
        >
          {submitLabel}
        </Button>
        <Link component={RouterLink} to="/login" underline="hover" sx={{ textAlign: 'center', fontWeight: 600 }}>
          {t('forgot.backToLogin')}
        </Link>
      </Stack>
    </Box>
  );
}
