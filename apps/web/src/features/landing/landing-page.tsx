import type { SvgIconComponent } from '@mui/icons-material';
import AccountBalanceWalletIcon from '@mui/icons-material/AccountBalanceWallet';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import GroupsIcon from '@mui/icons-material/Groups';
import SavingsIcon from '@mui/icons-material/Savings';
import SettingsSuggestIcon from '@mui/icons-material/SettingsSuggest';
import SmsIcon from '@mui/icons-material/Sms';
import ViewQuiltIcon from '@mui/icons-material/ViewQuilt';
import { AppBar, Box, Button, Card, CardContent, Chip, Container, Grid, Link, Stack, Toolbar, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { BrandMark } from '../../components/brand';
import { LanguageSwitch } from '../../components/language-switch';
import { useDocumentTitle } from '../../lib/use-document-title';

const features: { key: string; icon: SvgIconComponent; color: string }[] = [
  { key: 'app', icon: SettingsSuggestIcon, color: '#3F51B5' },
  { key: 'content', icon: ViewQuiltIcon, color: '#00897B' },
  { key: 'resellers', icon: GroupsIcon, color: '#8E24AA' },
  { key: 'wallet', icon: AccountBalanceWalletIcon, color: '#EF6C00' },
  { key: 'sms', icon: SmsIcon, color: '#1E88E5' },
  { key: 'capital', icon: SavingsIcon, color: '#2E7D32' },
];

const stats = [
  { value: '20+', key: 'modules' },
  { value: '2', key: 'languages' },
  { value: '24/7', key: 'access' },
  { value: '100%', key: 'isolation' },
];

function HeroMock() {
  const { t } = useTranslation('landing');
  const cards = [
    { label: t('mock.agents'), value: '1.284', color: '#3F51B5' },
    { label: t('mock.active'), value: '312', color: '#00897B' },
    { label: t('mock.orders'), value: '25.000', color: '#1E88E5' },
    { label: t('mock.balance'), value: 'Rp 12.450.000', color: '#EF6C00' },
  ];
  const bars = [38, 62, 45, 80, 56, 92, 70].map((h, n) => ({ h, id: `bar${n}` }));
  return (
    <Box
      aria-hidden
      sx={{
        p: 2.5,
        borderRadius: 4,
        bgcolor: 'rgba(255,255,255,.96)',
        boxShadow: '0 30px 60px rgba(20,26,70,.35)',
        transform: { md: 'perspective(1400px) rotateY(-8deg) rotateX(3deg)' },
      }}
    >
      <Stack direction="row" spacing={0.75} sx={{ mb: 2 }}>
        {['#FF5F57', '#FEBC2E', '#28C840'].map((c) => (
          <Box key={c} sx={{ width: 10, height: 10, borderRadius: '50%', bgcolor: c }} />
        ))}
      </Stack>
      <Grid container spacing={1.5}>
        {cards.map((c) => (
          <Grid key={c.label} size={6}>
            <Box sx={{ p: 1.5, borderRadius: 2, border: '1px solid rgba(31,36,55,.08)' }}>
              <Typography sx={{ fontSize: 11, color: '#5B6275' }}>{c.label}</Typography>
              <Typography sx={{ fontWeight: 800, fontSize: 18, color: c.color }}>{c.value}</Typography>
            </Box>
          </Grid>
        ))}
      </Grid>
      <Box
        sx={{
          mt: 2,
          p: 1.5,
          borderRadius: 2,
          border: '1px solid rgba(31,36,55,.08)',
          display: 'flex',
          alignItems: 'flex-end',
          gap: 1,
          height: 110,
        }}
      >
        {bars.map(({ h, id }) => (
          <Box key={id} sx={{ flex: 1, height: `${h}%`, borderRadius: 1, background: 'linear-gradient(180deg, #7986CB, #3F51B5)' }} />
        ))}
      </Box>
    </Box>
  );
}

/** The public landing page: hero, six feature cards, stats, three blog teasers, footer with the year, Login and Register. */
export default function LandingPage() {
  const { t } = useTranslation('landing');
  useDocumentTitle(t('hero.title'));
  const year = new Date().getFullYear();
  return (
    <Box sx={{ bgcolor: 'background.default', minHeight: '100vh' }}>
      <AppBar
        position="sticky"
        color="inherit"
        sx={{ bgcolor: 'rgba(255,255,255,.92)', backdropFilter: 'blur(8px)', borderBottom: '1px solid', borderColor: 'divider' }}
      >
        <Container maxWidth="lg">
          <Toolbar disableGutters sx={{ gap: 1 }}>
            <Link component={RouterLink} to="/" underline="none" color="inherit" aria-label="Konsol">
              <BrandMark />
            </Link>
            <Box component="nav" aria-label={t('nav.features')} sx={{ display: { xs: 'none', md: 'flex' }, gap: 0.5, ml: 4 }}>
              {(['features', 'stats', 'blog'] as const).map((id) => (
                <Button key={id} href={`#${id}`} color="inherit" sx={{ color: 'text.secondary' }}>
                  {t(`nav.${id}`)}
                </Button>
              ))}
            </Box>
            <Box sx={{ flex: 1 }} />
            <LanguageSwitch />
            <Button component={RouterLink} to="/login" variant="outlined" sx={{ display: { xs: 'none', sm: 'inline-flex' } }}>
              {t('nav.login')}
            </Button>
            <Button component={RouterLink} to="/register" variant="contained">
              {t('nav.register')}
            </Button>
          </Toolbar>
        </Container>
      </AppBar>

      <Box component="main">
        <Box
          component="section"
          aria-labelledby="hero-title"
          sx={{
            color: 'common.white',
            background: 'radial-gradient(circle at 15% 20%, #5C6BC0 0%, #3F51B5 40%, #1A237E 100%)',
            py: { xs: 8, md: 12 },
            overflow: 'hidden',
          }}
        >
          <Container maxWidth="lg">
            <Grid container spacing={6} sx={{ alignItems: 'center' }}>
              <Grid size={{ xs: 12, md: 6 }}>
                <Chip label={t('hero.eyebrow')} sx={{ bgcolor: 'rgba(255,255,255,.16)', color: 'inherit', fontWeight: 600, mb: 3 }} />
                <Typography
                  id="hero-title"
                  variant="h2"
                  component="h1"
                  sx={{ fontWeight: 800, fontSize: { xs: 34, sm: 44, md: 52 }, lineHeight: 1.12, mb: 3 }}
                >
                  {t('hero.title')}
                </Typography>
                <Typography sx={{ fontSize: 18, opacity: 0.9, mb: 4, maxWidth: 540 }}>{t('hero.body')}</Typography>
                <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
                  <Button
                    component={RouterLink}
                    to="/register"
                    size="large"
                    variant="contained"
                    endIcon={<ArrowForwardIcon />}
                    sx={{ bgcolor: 'common.white', color: 'primary.dark', '&:hover': { bgcolor: '#E8EAF6' } }}
                  >
                    {t('hero.register')}
                  </Button>
                  <Button
                    component={RouterLink}
                    to="/login"
                    size="large"
                    variant="outlined"
                    sx={{
                      color: 'common.white',
                      borderColor: 'rgba(255,255,255,.6)',
                      '&:hover': { borderColor: 'common.white', bgcolor: 'rgba(255,255,255,.08)' },
                    }}
                  >
                    {t('hero.login')}
                  </Button>
                </Stack>
              </Grid>
              <Grid size={{ xs: 12, md: 6 }} sx={{ display: { xs: 'none', sm: 'block' } }}>
                <HeroMock />
              </Grid>
            </Grid>
          </Container>
        </Box>

        <Container
          id="features"
          component="section"
          aria-labelledby="features-title"
          maxWidth="lg"
          sx={{ py: { xs: 8, md: 10 }, scrollMarginTop: 64 }}
        >
          <Typography id="features-title" variant="h4" component="h2" sx={{ textAlign: 'center', mb: 1 }}>
            {t('features.title')}
          </Typography>
          <Typography color="text.secondary" sx={{ textAlign: 'center', mb: 6 }}>
            {t('features.subtitle')}
          </Typography>
          <Grid container spacing={3}>
            {features.map(({ key, icon: Icon, color }) => (
              <Grid key={key} size={{ xs: 12, sm: 6, md: 4 }}>
                <Card
                  sx={{
                    height: '100%',
                    transition: 'box-shadow .2s, transform .2s',
                    '&:hover': { boxShadow: 6, transform: 'translateY(-2px)' },
                  }}
                >
                  <CardContent sx={{ p: 3 }}>
                    <Box
                      sx={{
                        width: 48,
                        height: 48,
                        borderRadius: 2,
                        display: 'grid',
                        placeItems: 'center',
                        bgcolor: `${color}1A`,
                        color,
                        mb: 2,
                      }}
                    >
                      <Icon />
                    </Box>
                    <Typography variant="h6" component="h3" gutterBottom>
                      {t(`features.${key}.title`)}
                    </Typography>
                    <Typography color="text.secondary">{t(`features.${key}.body`)}</Typography>
                  </CardContent>
                </Card>
              </Grid>
            ))}
          </Grid>
        </Container>

        <Box
          id="stats"
          component="section"
          aria-labelledby="stats-title"
          sx={{
            bgcolor: 'common.white',
            borderTop: '1px solid',
            borderBottom: '1px solid',
            borderColor: 'divider',
            py: { xs: 7, md: 9 },
            scrollMarginTop: 64,
          }}
        >
          <Container maxWidth="lg">
            <Typography id="stats-title" variant="h4" component="h2" sx={{ textAlign: 'center', mb: 5 }}>
              {t('stats.title')}
            </Typography>
            <Grid container spacing={3}>
              {stats.map((s) => (
                <Grid key={s.key} size={{ xs: 6, md: 3 }} sx={{ textAlign: 'center' }}>
                  <Typography sx={{ fontSize: { xs: 34, md: 44 }, fontWeight: 800, color: 'primary.main' }}>{s.value}</Typography>
                  <Typography color="text.secondary">{t(`stats.${s.key}`)}</Typography>
                </Grid>
              ))}
            </Grid>
          </Container>
        </Box>

        <Container
          id="blog"
          component="section"
          aria-labelledby="blog-title"
          maxWidth="lg"
          sx={{ py: { xs: 8, md: 10 }, scrollMarginTop: 64 }}
        >
          <Typography id="blog-title" variant="h4" component="h2" sx={{ mb: 4 }}>
            {t('blog.title')}
          </Typography>
          <Grid container spacing={3}>
            {[1, 2, 3].map((n, i) => (
              <Grid key={n} size={{ xs: 12, md: 4 }}>
                <Card sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
                  <Box
                    aria-hidden
                    sx={{
                      height: 140,
                      background: [
                        'linear-gradient(135deg,#3F51B5,#7986CB)',
                        'linear-gradient(135deg,#00897B,#4DB6AC)',
                        'linear-gradient(135deg,#EF6C00,#FFB74D)',
                      ][i],
                    }}
                  />
                  <CardContent sx={{ flex: 1, p: 3 }}>
                    <Chip label={t('blog.soon')} size="small" sx={{ mb: 1.5 }} />
                    <Typography variant="h6" component="h3" gutterBottom>
                      {t(`blog.post${n}.title`)}
                    </Typography>
                    <Typography color="text.secondary">{t(`blog.post${n}.excerpt`)}</Typography>
                  </CardContent>
                </Card>
              </Grid>
            ))}
          </Grid>
        </Container>
      </Box>

      <Box component="footer" sx={{ bgcolor: '#1F2437', color: 'rgba(255,255,255,.8)', py: 5 }}>
        <Container maxWidth="lg">
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3} sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}>
            <Box>
              <BrandMark inverse />
              <Typography variant="body2" sx={{ mt: 1.5, opacity: 0.8 }}>
                {t('footer.tagline')}
              </Typography>
            </Box>
            <Stack direction="row" spacing={1}>
              <Button component={RouterLink} to="/login" sx={{ color: 'common.white' }}>
                {t('nav.login')}
              </Button>
              <Button
                component={RouterLink}
                to="/register"
                variant="outlined"
                sx={{ color: 'common.white', borderColor: 'rgba(255,255,255,.5)' }}
              >
                {t('nav.register')}
              </Button>
            </Stack>
          </Stack>
          <Typography variant="body2" sx={{ mt: 4, opacity: 0.75 }} data-testid="footer-copyright">
            © {year} Konsol. {t('footer.rights')}
          </Typography>
        </Container>
      </Box>
    </Box>
  );
}
