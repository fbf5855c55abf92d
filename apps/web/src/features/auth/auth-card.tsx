import { Box, Paper, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useDocumentTitle } from '../../lib/use-document-title';

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
