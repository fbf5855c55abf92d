import CheckIcon from '@mui/icons-material/Check';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { Alert, Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField, Typography } from '@mui/material';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { copyText } from '../../lib/files';

export interface ServerKeyDialogProps {
  /** The key to show; null closes the dialog. */
  issued: { name: string; serverId: string; key: string } | null;
  onClose: () => void;
}

/** Copies a text: the Clipboard API where the page may use it, else the selected field and `execCommand`. */
async function copyKey(text: string, field: HTMLInputElement | null): Promise<boolean> {
  if (await copyText(text)) return true;
  if (!field) return false;
  field.select();
  return document.execCommand('copy');
}

/**
 * The engine key (`X-Server-Key`) of a partner server, right after it was issued (add or rotate). Konsol keeps only
 * its hash, so this is the one time anyone sees it: the dialog says so, offers a copy button, and closes only on
 * its button (not on a stray click beside it).
 */
export function ServerKeyDialog({ issued, onClose }: ServerKeyDialogProps) {
  const { t } = useTranslation('mitra');
  const titleId = useId();
  const descId = useId();
  const field = useRef<HTMLInputElement>(null);
  // Which key the last copy was of: a newly issued key starts uncopied.
  const [copy, setCopy] = useState<{ key: string; ok: boolean } | null>(null);
  const copied = copy && copy.key === issued?.key ? (copy.ok ? 'yes' : 'no') : null;

  return (
    <Dialog open={!!issued} aria-labelledby={titleId} aria-describedby={descId} fullWidth maxWidth="sm" data-testid="server-key-dialog">
      <DialogTitle id={titleId}>{t('key.title')}</DialogTitle>
      <DialogContent>
        <Typography sx={{ mb: 2 }}>
          {t('key.for')} <strong>{issued?.name}</strong> ({issued?.serverId})
        </Typography>
        <Alert severity="warning" id={descId} sx={{ mb: 2 }}>
          {t('key.warning')}
        </Alert>
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', flexWrap: { xs: 'wrap', sm: 'nowrap' } }}>
          <TextField
            label={t('key.label')}
            value={issued?.key ?? ''}
            inputRef={field}
            fullWidth
            onFocus={(e) => e.target.select()}
            slotProps={{
              htmlInput: {
                readOnly: true,
                spellCheck: false,
                'data-testid': 'server-key',
                style: { fontFamily: 'monospace', fontSize: 13 },
              },
            }}
          />
          <Button
            variant="contained"
            startIcon={copied === 'yes' ? <CheckIcon /> : <ContentCopyIcon />}
            onClick={async () => {
              const key = issued?.key ?? '';
              setCopy({ key, ok: await copyKey(key, field.current) });
            }}
            sx={{ whiteSpace: 'nowrap', height: 56, flexShrink: 0 }}
          >
            {copied === 'yes' ? t('key.copied') : t('key.copy')}
          </Button>
        </Box>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }} role="status">
          {copied === 'no' ? t('key.copyFailed') : t('key.header')}
        </Typography>
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 1.5 }}>
        <Button variant="contained" onClick={onClose}>
          {t('key.done')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
