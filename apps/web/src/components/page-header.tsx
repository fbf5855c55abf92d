import NavigateNextIcon from '@mui/icons-material/NavigateNext';
import { Box, Breadcrumbs, Link, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

export interface Crumb {
  label: ReactNode;
  /** Omitted on the last crumb (the current page). */
  to?: string;
}

export interface PageHeaderProps {
  title: ReactNode;
  subtitle?: ReactNode;
  breadcrumbs?: Crumb[];
  /** Buttons on the right (stacked under the title on small screens). */
  actions?: ReactNode;
}

/**
 * The page title with breadcrumbs and actions. The console layout renders it from the route table for every
 * route with breadcrumb metadata; use it directly for a header of your own.
 *
 * @example
 * <PageHeader
 *   title="Token SMS"
 *   breadcrumbs={[{ label: 'Dashboard', to: '/dashboard' }, { label: 'Token SMS' }]}
 *   actions={<Button variant="contained">Beli</Button>}
 * />
 */
export function PageHeader({ title, subtitle, breadcrumbs, actions }: PageHeaderProps) {
  const { t } = useTranslation();
  return (
    <Box
      component="header"
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: { xs: 'flex-start', sm: 'center' }, gap: 2, mb: 3 }}
      data-testid="page-header"
    >
      <Box sx={{ flex: '1 1 auto', minWidth: 0 }}>
        {breadcrumbs && breadcrumbs.length > 0 && (
          <Breadcrumbs aria-label={t('breadcrumb')} separator={<NavigateNextIcon fontSize="small" />} sx={{ mb: 0.5, fontSize: 14 }}>
            {breadcrumbs.map((c, i) =>
              c.to && i < breadcrumbs.length - 1 ? (
                <Link key={c.to} component={RouterLink} to={c.to} underline="hover" color="inherit">
                  {c.label}
                </Link>
              ) : (
                <Typography key="current" color="text.primary" sx={{ fontSize: 14 }} aria-current="page">
                  {c.label}
                </Typography>
              ),
            )}
          </Breadcrumbs>
        )}
        <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
          {title}
        </Typography>
        {subtitle && (
          <Typography color="text.secondary" sx={{ mt: 0.5 }}>
            {subtitle}
          </Typography>
        )}
      </Box>
      {actions && <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>{actions}</Box>}
    </Box>
  );
}
