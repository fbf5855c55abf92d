import { videoSource } from '@konsol/contract';
import PlayCircleIcon from '@mui/icons-material/PlayCircle';
import VideocamOffIcon from '@mui/icons-material/VideocamOff';
import { Box, ButtonBase, Card, CardContent, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

const tints = ['#3F51B5', '#00897B', '#EF6C00'];

/**
 * A tutorial video behind a facade: the player (and its third-party requests) loads only when clicked; a YouTube or
 * Vimeo page plays in their player, a video file in the browser's own. An empty address says the administrator has
 * not set the video yet.
 */
export function VideoCard({ title, url, index }: { title: string; url: string; index: number }) {
  const { t } = useTranslation('dashboard');
  const [playing, setPlaying] = useState(false);
  const tint = tints[index % tints.length];
  const source = url ? videoSource(url) : null;
  return (
    <Card sx={{ height: '100%' }}>
      <Box sx={{ position: 'relative', aspectRatio: '16 / 9', bgcolor: '#1F2437' }}>
        {playing && source?.kind === 'file' ? (
          <Box
            component="video"
            src={source.src}
            title={title}
            controls
            autoPlay
            playsInline
            data-testid="tutorial-video"
            sx={{ position: 'absolute', inset: 0, width: '100%', height: '100%', bgcolor: 'common.black' }}
          />
        ) : playing && source ? (
          <Box
            component="iframe"
            src={source.src}
            title={title}
            allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture"
            allowFullScreen
            referrerPolicy="strict-origin-when-cross-origin"
            sx={{ position: 'absolute', inset: 0, width: '100%', height: '100%', border: 0 }}
          />
        ) : source ? (
          <ButtonBase
            onClick={() => setPlaying(true)}
            aria-label={t('play', { title })}
            sx={{
              position: 'absolute',
              inset: 0,
              color: 'common.white',
              background: `linear-gradient(135deg, ${tint}, #1F2437)`,
              '& svg': { transition: 'transform .2s' },
              '&:hover svg, &.Mui-focusVisible svg': { transform: 'scale(1.12)' },
            }}
          >
            <PlayCircleIcon sx={{ fontSize: 72, opacity: 0.95 }} />
          </ButtonBase>
        ) : (
          <Box
            sx={{
              position: 'absolute',
              inset: 0,
              display: 'grid',
              placeItems: 'center',
              textAlign: 'center',
              p: 2,
              color: 'rgba(255,255,255,.85)',
              bgcolor: '#2B3145',
            }}
            data-testid="video-not-set"
          >
            <Box>
              <VideocamOffIcon sx={{ fontSize: 40, mb: 1 }} />
              <Typography variant="body2">{t('videoNotSet')}</Typography>
            </Box>
          </Box>
        )}
      </Box>
      <CardContent>
        <Typography component="h3" sx={{ fontWeight: 600 }}>
          {title}
        </Typography>
      </CardContent>
    </Card>
  );
}
