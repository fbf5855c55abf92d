import CheckIcon from '@mui/icons-material/Check';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { Alert, Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField, Typography } from '@mui/material';
import { type ReactNode, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { copyText } from '../lib/files';

export interface SecretDialogProps {
  /** The secret to show; null closes the dialog. */
  secret: string | null;
  title: ReactNode;
  /** Whose secret it is ("Engine key for Pulsa Nusantara (PULSANUSA)"). */
  intro: ReactNode;
  /** Why it must be copied now. */
  warning: ReactNode;
  label: string;
  /** How it is used (under the field). */
  hint: ReactNode;
  onClose: () => void;
  testId?: string;
  fieldTestId?: string;
}

/** Copies a text: the Clipboard API where the page may use it, else the selected field and `execCommand`. */
async function copySecret(text: string, field: HTMLInputElement | null): Promise<boolean> {
  if (await copyText(text)) return true;
  if (!field) return false;
  field.select();
  return document.execCommand('copy');
}

/**
 * A secret right after it was issued (an engine key, a webhook's signing secret). Konsol cannot show it again, so
 * this is the one time anyone sees it: the dialog says so, offers a copy button, and closes only on its button (not
 * on a stray click beside it).
 */
export function SecretDialog({ secret, title, intro, warning, label, hint, onClose, testId, fieldTestId }: SecretDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const descId = useId();
  const field = useRef<HTMLInputElement>(null);
  // Which secret the last copy was of: a newly issued one starts uncopied.
  const [copy, setCopy] = useState<{ secret: string; ok: boolean } | null>(null);
  const copied = copy && copy.secret === secret ? (copy.ok ? 'yes' : 'no') : null;

  return (
    <Dialog open={!!secret} aria-labelledby={titleId} aria-describedby={descId} fullWidth maxWidth="sm" data-testid={testId}>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <Typography sx={{ mb: 2 }}>{intro}</Typography>
        <Alert severity="warning" id={descId} sx={{ mb: 2 }}>
          {warning}
        </Alert>
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', flexWrap: { xs: 'wrap', sm: 'nowrap' } }}>
          <TextField
            label={label}
            value={secret ?? ''}
            inputRef={field}
            fullWidth
            onFocus={(e) => e.target.select()}
            slotProps={{
              htmlInput: {
                readOnly: true,
                spellCheck: false,
                'data-testid': fieldTestId,
                style: { fontFamily: 'monospace', fontSize: 13 },
              },
            }}
          />
          <Button
            variant="contained"
            startIcon={copied === 'yes' ? <CheckIcon /> : <ContentCopyIcon />}
            onClick={async () => {
              const text = secret ?? '';
              setCopy({ secret: text, ok: await copySecret(text, field.current) });
            }}
            sx={{ whiteSpace: 'nowrap', height: 56, flexShrink: 0 }}
          >
            {copied === 'yes' ? t('console:secret.copied') : t('console:secret.copy')}
          </Button>
        </Box>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }} role="status">
          {copied === 'no' ? t('console:secret.copyFailed') : hint}
        </Typography>
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 1.5 }}>
        <Button variant="contained" onClick={onClose}>
          {t('console:secret.done')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
