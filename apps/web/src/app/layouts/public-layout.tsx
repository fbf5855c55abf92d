import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import { Box, Container, Link, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Outlet, Link as RouterLink } from 'react-router';
import { BrandMark } from '../../components/brand';
import { LanguageSwitch } from '../../components/language-switch';

/** The frame of the public account pages (login, register, forgot, reset, activate): brand panel and a form card. */
export default function PublicLayout() {
  const { t } = useTranslation('auth');
  const points = [t('panel.point1'), t('panel.point2'), t('panel.point3')];
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', bgcolor: 'background.default' }}>
      <Box
        component="aside"
        sx={{
          display: { xs: 'none', md: 'flex' },
          flexDirection: 'column',
          justifyContent: 'space-between',
          width: '42%',
          maxWidth: 620,
          p: 6,
          color: 'common.white',
          background: 'radial-gradient(circle at 20% 10%, #5C6BC0 0%, #3F51B5 45%, #283593 100%)',
        }}
      >
        <Link component={RouterLink} to="/" underline="none" color="inherit" sx={{ alignSelf: 'flex-start' }}>
          <BrandMark inverse />
        </Link>
        <Box>
          <Typography variant="h4" component="p" sx={{ fontWeight: 800, mb: 2, lineHeight: 1.25 }}>
            {t('panel.title')}
          </Typography>
          <Typography sx={{ opacity: 0.85, mb: 4, maxWidth: 440 }}>{t('panel.body')}</Typography>
          <Stack spacing={1.5}>
            {points.map((p) => (
              <Stack key={p} direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
                <CheckCircleIcon fontSize="small" sx={{ color: '#C5CAE9' }} />
                <Typography>{p}</Typography>
              </Stack>
            ))}
          </Stack>
        </Box>
        <Typography variant="body2" sx={{ opacity: 0.7 }}>
          © {new Date().getFullYear()} Konsol
        </Typography>
      </Box>
      <Box sx={{ flex: 1, display: 'flex', flexDirection: 'column', minWidth: 0 }}>
        <Box component="header" sx={{ display: 'flex', alignItems: 'center', px: { xs: 2, sm: 3 }, py: 2 }}>
          <Link component={RouterLink} to="/" underline="none" color="inherit" sx={{ display: { md: 'none' } }}>
            <BrandMark />
          </Link>
          <Box sx={{ flex: 1 }} />
          <LanguageSwitch />
        </Box>
        <Container component="main" maxWidth="sm" sx={{ flex: 1, display: 'flex', alignItems: 'center', py: 3 }}>
          <Box sx={{ width: '100%', maxWidth: 460, mx: 'auto' }}>
            <Outlet />
          </Box>
        </Container>
      </Box>
    </Box>
  );
}
