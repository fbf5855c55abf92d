import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import { Box, Button, Container, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router';

/** What the router shows when a page fails to load or render (e.g. a chunk missing after a new deploy). */
export default function RouteErrorPage() {
  const { t } = useTranslation();
  const error = useRouteError();
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : error instanceof Error ? error.message : '';
  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 3 }}>
      <Container maxWidth="sm" sx={{ textAlign: 'center' }}>
        <ErrorOutlineIcon color="error" sx={{ fontSize: 64 }} />
        <Typography variant="h5" component="h1" sx={{ mt: 2, mb: 1 }}>
          {t('routeError.title')}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {t('routeError.body')}
        </Typography>
        {detail && (
          <Typography variant="caption" component="p" color="text.secondary" sx={{ mb: 3, fontFamily: 'monospace' }}>
            {detail}
          </Typography>
        )}
        <Button variant="contained" onClick={() => window.location.reload()}>
          {t('reload')}
        </Button>
      </Container>
    </Box>
  );
}
