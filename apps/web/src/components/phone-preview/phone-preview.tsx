import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import PhoneIphoneIcon from '@mui/icons-material/PhoneIphone';
import RefreshIcon from '@mui/icons-material/Refresh';
import { Alert, Box, Collapse, IconButton, Paper, Skeleton, Stack, Tooltip, Typography, useMediaQuery, useTheme } from '@mui/material';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../lib/api-client';
import { getPreference, PREVIEW_KEY, setPreference } from '../../lib/storage';
import { PhoneScreen } from './phone-screen';
import { useAppConfig } from './use-app-config';

/**
 * The live phone preview: a phone frame showing what the white-label app shows now, built from the config the app
 * itself reads. It refreshes after every save on the settings and content screens. Collapsible: `open` and
 * `onToggle` come from its layout (ContentWithPreview); beside the content (`rail`), collapsed, it is a narrow rail
 * and leaves the content the width.
 *
 * @example
 * <PhonePreview open={open} onToggle={toggle} />
 */
export function PhonePreview({ open, onToggle, rail = false }: { open: boolean; onToggle: () => void; rail?: boolean }) {
  const { t } = useTranslation('preview');
  const config = useAppConfig();
  const regionId = useId();
  const titleId = useId();

  if (rail && !open)
    return (
      <Paper variant="outlined" sx={{ p: 0.5 }} component="section" aria-label={t('title')} data-testid="phone-preview">
        <Tooltip title={t('show')} placement="left">
          <IconButton onClick={onToggle} aria-label={t('show')} aria-expanded={false} data-testid="preview-toggle">
            <PhoneIphoneIcon color="primary" />
          </IconButton>
        </Tooltip>
      </Paper>
    );

  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby={titleId} data-testid="phone-preview">
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <PhoneIphoneIcon color="primary" fontSize="small" />
        <Typography id={titleId} component="h2" sx={{ fontWeight: 700, flex: 1, fontSize: 15 }} noWrap>
          {t('title')}
        </Typography>
        <Tooltip title={t('refresh')}>
          <span>
            <IconButton size="small" onClick={config.refresh} disabled={config.isFetching} aria-label={t('refresh')}>
              <RefreshIcon fontSize="small" />
            </IconButton>
          </span>
        </Tooltip>
        <Tooltip title={open ? t('hide') : t('show')}>
          <IconButton
            size="small"
            onClick={onToggle}
            aria-label={open ? t('hide') : t('show')}
            aria-expanded={open}
            aria-controls={regionId}
            data-testid="preview-toggle"
          >
            {open ? <ExpandLessIcon fontSize="small" /> : <ExpandMoreIcon fontSize="small" />}
          </IconButton>
        </Tooltip>
      </Stack>
      <Collapse in={open} id={regionId}>
        <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 0.5, mb: 1.5 }}>
          {t('hint')}
        </Typography>
        <Box
          sx={{
            mx: 'auto',
            width: 288,
            maxWidth: '100%',
            height: 580,
            p: 1.25,
            borderRadius: '38px',
            bgcolor: '#1C1F2A',
            boxShadow: '0 12px 30px rgba(31,36,55,.25), inset 0 0 0 2px #3A3F50',
            position: 'relative',
          }}
        >
          <Box
            aria-hidden
            sx={{
              position: 'absolute',
              top: 14,
              left: '50%',
              transform: 'translateX(-50%)',
              width: 70,
              height: 6,
              borderRadius: 3,
              bgcolor: '#000',
              zIndex: 2,
              opacity: 0.6,
            }}
          />
          <Box
            sx={{ height: '100%', borderRadius: '30px', overflow: 'hidden', bgcolor: '#fff', position: 'relative' }}
            data-testid="phone-screen"
          >
            {config.data ? (
              <PhoneScreen config={config.data} />
            ) : config.isError || config.missingKey ? (
              <Box sx={{ p: 2, pt: 5 }}>
                <Alert severity="info">{config.missingKey ? t('missingKey') : t('unavailable', { msg: errorMessage(config.error) })}</Alert>
              </Box>
            ) : (
              <Stack spacing={1.5} sx={{ p: 2, pt: 5 }} aria-label={t('loading')}>
                <Skeleton variant="rounded" height={40} />
                <Skeleton variant="rounded" height={110} />
                <Skeleton variant="rounded" height={160} />
              </Stack>
            )}
          </Box>
        </Box>
      </Collapse>
    </Paper>
  );
}

/**
 * A settings or content screen with the phone preview beside it (below it on small screens, collapsed at first).
 * Collapsed beside the content, the preview is a narrow rail and the content (a wide table) takes its width; the
 * choice is kept on the device.
 *
 * @example
 * <ContentWithPreview><DataTable … /></ContentWithPreview>
 */
export function ContentWithPreview({ children }: { children: ReactNode }) {
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('md'), { noSsr: true });
  const [open, setOpen] = useState(() => wide && getPreference(PREVIEW_KEY) !== 'hidden');
  const toggle = () => {
    setOpen(!open);
    // only a choice made beside the content is kept: below it the preview starts collapsed anyway
    if (wide) setPreference(PREVIEW_KEY, open ? 'hidden' : null);
  };
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: open ? 'minmax(0, 1fr) 330px' : 'minmax(0, 1fr) auto' },
        gap: 3,
        alignItems: 'start',
      }}
    >
      <Box sx={{ minWidth: 0 }}>{children}</Box>
      <Box component="aside" sx={{ position: { md: 'sticky' }, top: { md: 88 } }}>
        <PhonePreview open={open} onToggle={toggle} rail={wide} />
      </Box>
    </Box>
  );
}
