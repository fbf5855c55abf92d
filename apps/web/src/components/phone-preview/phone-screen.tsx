import type { PublicAppConfig } from '@konsol/contract';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import BatteryFullIcon from '@mui/icons-material/BatteryFull';
import CampaignIcon from '@mui/icons-material/Campaign';
import CloseIcon from '@mui/icons-material/Close';
import ConstructionIcon from '@mui/icons-material/Construction';
import HomeOutlinedIcon from '@mui/icons-material/HomeOutlined';
import NotificationsNoneIcon from '@mui/icons-material/NotificationsNone';
import PersonOutlineIcon from '@mui/icons-material/PersonOutlined';
import ReceiptLongOutlinedIcon from '@mui/icons-material/ReceiptLongOutlined';
import SignalCellularAltIcon from '@mui/icons-material/SignalCellularAlt';
import WifiIcon from '@mui/icons-material/Wifi';
import { Box, ButtonBase, IconButton, Stack, Typography } from '@mui/material';
import { keyframes } from '@mui/material/styles';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { localImage } from '../../lib/app-config';
import { SafeHtml } from '../safe-html';

const marquee = keyframes`
  from { transform: translateX(0); }
  to { transform: translateX(-50%); }
`;

type Article = PublicAppConfig['news'][number];

/** A readable text colour on a background colour (#RRGGBB). */
function onColour(hex: string): string {
  const m = /^#?([0-9a-f]{6})/i.exec(hex);
  if (!m) return '#fff';
  const n = Number.parseInt(m[1]!, 16);
  const [r, g, b] = [(n >> 16) & 255, (n >> 8) & 255, n & 255];
  return 0.299 * r + 0.587 * g + 0.114 * b > 160 ? '#1F2437' : '#fff';
}

function Slider({ banners, base }: { banners: PublicAppConfig['banners']; base: string }) {
  const { t } = useTranslation('preview');
  const [index, setIndex] = useState(0);
  const count = banners.length;
  useEffect(() => {
    if (count < 2 || window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return;
    const timer = setInterval(() => setIndex((i) => (i + 1) % count), 4000);
    return () => clearInterval(timer);
  }, [count]);
  if (count === 0) return null;
  const current = banners[Math.min(index, count - 1)]!;
  return (
    <Box sx={{ px: 1.5, pt: 1.5 }} data-testid="preview-banners">
      <Box
        component="img"
        src={localImage(current.image, base)}
        alt={current.name}
        sx={{ width: '100%', aspectRatio: '12 / 5', objectFit: 'cover', borderRadius: 2, display: 'block', bgcolor: 'grey.200' }}
      />
      {count > 1 && (
        <Stack direction="row" spacing={0.5} sx={{ justifyContent: 'center', mt: 0.75 }}>
          {banners.map((b, i) => (
            <ButtonBase
              key={b.id}
              onClick={() => setIndex(i)}
              aria-label={t('banner', { n: i + 1, name: b.name })}
              aria-current={i === index ? 'true' : undefined}
              sx={{
                width: i === index ? 16 : 6,
                height: 6,
                borderRadius: 3,
                bgcolor: i === index ? 'grey.700' : 'grey.400',
                transition: 'width .2s',
              }}
            />
          ))}
        </Stack>
      )}
    </Box>
  );
}

/**
 * A grid of menu tiles. The app may have up to a thousand menus at home (PUBLIC_MENU_LIMIT): the tiles are plain
 * elements styled once by the grid, not a styled component each, so drawing them stays cheap.
 */
function MenuGrid({ menus, base }: { menus: PublicAppConfig['menus']; base: string }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: 'repeat(4, 1fr)',
        rowGap: 1.5,
        columnGap: 0.5,
        '& .tile': { display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 0.5, minWidth: 0 },
        '& .icon': {
          width: 40,
          height: 40,
          borderRadius: 2,
          bgcolor: 'grey.100',
          display: 'grid',
          placeItems: 'center',
          overflow: 'hidden',
          fontWeight: 700,
          color: 'grey.600',
        },
        '& .icon img': { width: '100%', height: '100%', objectFit: 'cover' },
        '& .label': { m: 0, fontSize: 10, lineHeight: 1.2, textAlign: 'center', width: '100%', overflowWrap: 'anywhere' },
      }}
    >
      {menus.map((m) => (
        <div key={m.id} className="tile" data-testid="preview-menu">
          <div className="icon">
            {m.image ? <img src={localImage(m.image, base)} alt="" loading="lazy" /> : m.label.slice(0, 1).toUpperCase()}
          </div>
          <p className="label">{m.label}</p>
        </div>
      ))}
    </Box>
  );
}

/**
 * The phone's screen: the home page of the white-label app as the public config describes it — status bar and app
 * bar in the app's colours with its logo, the running-text marquee, the banner slider, the menu grid, the
 * categories shown at home, the latest news (an article opens inside the phone, its HTML sanitised), the first
 * popup over it, and the maintenance notice when maintenance is on.
 */
export function PhoneScreen({ config }: { config: PublicAppConfig }) {
  const { t } = useTranslation('preview');
  const s = config.settings;
  const base = config.base_url;
  const primary = s.primary_color || '#3F51B5';
  const dark = s.primary_color_dark || '#3949AB';
  const fg = onColour(primary);
  const [article, setArticle] = useState<Article | null>(null);
  const [closedPopup, setClosedPopup] = useState<number | null>(null);
  const popup = config.popups[0];
  const homeMenus = config.menus.filter((m) => m.showhome === 1);
  const categories = config.categories.filter((c) => c.showHome === 1 && c.menus.length > 0);
  const running = config.runningtexts.map((r) => r.msg).join('   •   ');

  return (
    <Box sx={{ position: 'relative', height: '100%', display: 'flex', flexDirection: 'column', bgcolor: '#F6F7FB', color: '#1F2437' }}>
      <Box sx={{ bgcolor: dark, color: onColour(dark), px: 2, py: 0.5, display: 'flex', alignItems: 'center', fontSize: 11 }} aria-hidden>
        <Typography sx={{ fontSize: 11, fontWeight: 600, flex: 1 }}>09:41</Typography>
        <SignalCellularAltIcon sx={{ fontSize: 13 }} />
        <WifiIcon sx={{ fontSize: 13, mx: 0.25 }} />
        <BatteryFullIcon sx={{ fontSize: 13, transform: 'rotate(90deg)' }} />
      </Box>
      <Box
        sx={{ bgcolor: primary, color: fg, px: 1.5, py: 1.25, display: 'flex', alignItems: 'center', gap: 1 }}
        data-testid="preview-appbar"
      >
        {article ? (
          <IconButton size="small" onClick={() => setArticle(null)} aria-label={t('back')} sx={{ color: 'inherit', ml: -0.5 }}>
            <ArrowBackIcon fontSize="small" />
          </IconButton>
        ) : s.logo ? (
          <Box
            component="img"
            src={localImage(s.logo, base)}
            alt={t('logoAlt', { name: s.appname })}
            data-testid="preview-logo"
            sx={{ width: 32, height: 32, borderRadius: '50%', objectFit: 'cover', bgcolor: 'rgba(255,255,255,.9)', flexShrink: 0 }}
          />
        ) : null}
        <Box sx={{ minWidth: 0, flex: 1 }}>
          <Typography sx={{ fontWeight: 700, fontSize: 14, lineHeight: 1.2 }} noWrap data-testid="preview-appname">
            {article ? article.title : s.appname}
          </Typography>
          {!article && s.tagline && (
            <Typography sx={{ fontSize: 10, opacity: 0.85 }} noWrap>
              {s.tagline}
            </Typography>
          )}
        </Box>
        {!article && <NotificationsNoneIcon sx={{ fontSize: 20 }} aria-hidden />}
      </Box>

      <Box sx={{ flex: 1, overflowY: 'auto', overflowX: 'hidden' }} data-testid="preview-scroll">
        {article ? (
          <Box sx={{ p: 1.5 }} data-testid="preview-article">
            {article.image && (
              <Box
                component="img"
                src={localImage(article.image, base)}
                alt=""
                sx={{ width: '100%', borderRadius: 2, display: 'block', mb: 1, aspectRatio: '16 / 9', objectFit: 'cover' }}
              />
            )}
            <Typography sx={{ fontWeight: 700, fontSize: 15 }}>{article.title}</Typography>
            <SafeHtml html={article.content} sx={{ fontSize: 12, lineHeight: 1.5 }} data-testid="preview-article-content" />
          </Box>
        ) : (
          <>
            {running && (
              <Box
                sx={{
                  bgcolor: '#FFF8E1',
                  color: '#6D4C00',
                  display: 'flex',
                  alignItems: 'center',
                  gap: 0.75,
                  px: 1,
                  py: 0.5,
                  overflow: 'hidden',
                }}
                data-testid="preview-runningtext"
              >
                <CampaignIcon sx={{ fontSize: 16, flexShrink: 0 }} aria-hidden />
                <Box sx={{ overflow: 'hidden', flex: 1 }}>
                  <Box
                    sx={{
                      display: 'inline-flex',
                      whiteSpace: 'nowrap',
                      fontSize: 11,
                      animation: `${marquee} ${Math.max(12, running.length / 4)}s linear infinite`,
                      '@media (prefers-reduced-motion: reduce)': { animation: 'none', whiteSpace: 'normal' },
                    }}
                  >
                    <span>{running}&nbsp;&nbsp;&nbsp;•&nbsp;&nbsp;&nbsp;</span>
                    <span aria-hidden>{running}&nbsp;&nbsp;&nbsp;•&nbsp;&nbsp;&nbsp;</span>
                  </Box>
                </Box>
              </Box>
            )}
            <Slider banners={config.banners} base={base} />
            {homeMenus.length > 0 && (
              <Box
                sx={{ m: 1.5, p: 1.5, bgcolor: '#fff', borderRadius: 2, boxShadow: '0 1px 3px rgba(0,0,0,.06)' }}
                data-testid="preview-menus"
              >
                <MenuGrid menus={homeMenus} base={base} />
              </Box>
            )}
            {categories.map((c) => (
              <Box key={c.id} sx={{ mx: 1.5, mb: 1.5, p: 1.5, bgcolor: '#fff', borderRadius: 2, boxShadow: '0 1px 3px rgba(0,0,0,.06)' }}>
                <Typography sx={{ fontSize: 12, fontWeight: 700, mb: 1 }}>{c.title}</Typography>
                <MenuGrid menus={c.menus} base={base} />
              </Box>
            ))}
            {config.news.length > 0 && (
              <Box sx={{ mx: 1.5, mb: 1.5 }} data-testid="preview-news">
                <Typography sx={{ fontSize: 12, fontWeight: 700, mb: 1 }}>{t('latestNews')}</Typography>
                <Stack spacing={1}>
                  {config.news.slice(0, 5).map((n) => (
                    <ButtonBase
                      key={n.id}
                      onClick={() => setArticle(n)}
                      sx={{
                        display: 'flex',
                        gap: 1,
                        p: 1,
                        bgcolor: '#fff',
                        borderRadius: 2,
                        textAlign: 'left',
                        justifyContent: 'flex-start',
                        boxShadow: '0 1px 3px rgba(0,0,0,.06)',
                      }}
                    >
                      {n.image && (
                        <Box
                          component="img"
                          src={localImage(n.image, base)}
                          alt=""
                          sx={{ width: 48, height: 48, borderRadius: 1.5, objectFit: 'cover', flexShrink: 0 }}
                        />
                      )}
                      <Box sx={{ minWidth: 0 }}>
                        <Typography sx={{ fontSize: 12, fontWeight: 600 }} noWrap>
                          {n.title}
                        </Typography>
                        <Typography sx={{ fontSize: 10, color: '#5B6275' }} noWrap>
                          {n.breaf}
                        </Typography>
                      </Box>
                    </ButtonBase>
                  ))}
                </Stack>
              </Box>
            )}
          </>
        )}
      </Box>

      <Box
        sx={{ display: 'flex', justifyContent: 'space-around', py: 0.75, bgcolor: '#fff', borderTop: '1px solid rgba(0,0,0,.06)' }}
        aria-hidden
      >
        {[HomeOutlinedIcon, ReceiptLongOutlinedIcon, PersonOutlineIcon].map((Icon, i) => (
          <Icon key={Icon.muiName ?? i} sx={{ fontSize: 20, color: i === 0 ? primary : '#9AA0B0' }} />
        ))}
      </Box>

      {popup && closedPopup !== popup.id && !article && config.maintenance !== 1 && (
        <Box
          sx={{ position: 'absolute', inset: 0, bgcolor: 'rgba(0,0,0,.55)', display: 'grid', placeItems: 'center', p: 3 }}
          data-testid="preview-popup"
        >
          <Box sx={{ position: 'relative', bgcolor: '#fff', borderRadius: 2, overflow: 'hidden', width: '100%' }}>
            {popup.image && (
              <Box component="img" src={localImage(popup.image, base)} alt={popup.name} sx={{ width: '100%', display: 'block' }} />
            )}
            <Typography sx={{ fontSize: 12, fontWeight: 600, p: 1 }}>{popup.name}</Typography>
            <IconButton
              size="small"
              onClick={() => setClosedPopup(popup.id)}
              aria-label={t('closePopup')}
              sx={{ position: 'absolute', top: 4, right: 4, bgcolor: 'rgba(255,255,255,.9)', '&:hover': { bgcolor: '#fff' } }}
            >
              <CloseIcon fontSize="small" />
            </IconButton>
          </Box>
        </Box>
      )}

      {config.maintenance === 1 && (
        <Box
          sx={{
            position: 'absolute',
            inset: 0,
            bgcolor: 'rgba(255,255,255,.96)',
            display: 'grid',
            placeItems: 'center',
            p: 3,
            textAlign: 'center',
          }}
          data-testid="preview-maintenance"
        >
          <Box>
            <ConstructionIcon sx={{ fontSize: 48, color: primary }} />
            <Typography sx={{ fontWeight: 700, mt: 1 }}>{t('maintenanceTitle')}</Typography>
            <Typography sx={{ fontSize: 12, color: '#5B6275' }}>{t('maintenanceBody')}</Typography>
          </Box>
        </Box>
      )}
    </Box>
  );
}
