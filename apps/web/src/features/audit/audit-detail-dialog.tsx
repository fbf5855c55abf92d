import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, Grid, Typography, useMediaQuery, useTheme } from '@mui/material';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../lib/format';
import { actionWords } from './action-words';
import type { AuditEntryView } from './api/types';

/** JSON as indented text; React renders it as text, so nothing in an entry can become markup. */
const pretty = (value: unknown) => (value === null || value === undefined ? '' : JSON.stringify(value, null, 2));

function JsonBlock({ label, value, testId }: { label: string; value: unknown; testId: string }) {
  const { t } = useTranslation('audit');
  const headingId = useId();
  const text = pretty(value);
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} variant="subtitle2" component="h3" sx={{ mb: 0.5 }}>
        {label}
      </Typography>
      <Box
        component="pre"
        data-testid={testId}
        tabIndex={0}
        sx={{
          m: 0,
          p: 1.5,
          minHeight: 64,
          maxHeight: { xs: 260, sm: 420 },
          overflow: 'auto',
          bgcolor: 'grey.100',
          borderRadius: 1,
          fontSize: 12.5,
          lineHeight: 1.5,
          whiteSpace: 'pre-wrap',
          wordBreak: 'break-word',
        }}
      >
        {text || (
          <Typography component="span" variant="body2" color="text.secondary">
            {t('detail.none')}
          </Typography>
        )}
      </Box>
    </Box>
  );
}

/** The top-level fields whose values differ between before and after (both objects). */
function changedFields(before: unknown, after: unknown): string[] {
  const isObject = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);
  if (!isObject(before) || !isObject(after)) return [];
  const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...keys].filter((k) => JSON.stringify(before[k]) !== JSON.stringify(after[k]));
}

/** One audit entry: who, when, which server and target, and the state before and after. */
export function AuditDetailDialog({
  entry,
  server,
  onClose,
}: {
  entry: AuditEntryView | null;
  /** The entry's server, `''` for none; undefined leaves the line out (a server's own trail). */
  server: string | undefined;
  onClose: () => void;
}) {
  const { t } = useTranslation('audit');
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  const facts: [string, string][] = entry
    ? [
        [t('col.time'), formatDate(entry.created_at)],
        [t('col.actor'), entry.actor],
        ...(server === undefined ? [] : [[t('col.server'), server || '–'] as [string, string]]),
        // the words, and the code the action filter takes
        [t('col.action'), `${actionWords(entry.action)} (${entry.action})`],
        [t('col.target'), `${entry.entity} #${entry.entity_id}`],
        [t('detail.ip'), entry.ip || '–'],
      ]
    : [];
  const changed = entry ? changedFields(entry.before, entry.after) : [];
  if (changed.length) facts.push([t('detail.changed'), changed.join(', ')]);
  return (
    <Dialog
      open={!!entry}
      onClose={onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="md"
      fullScreen={fullScreen}
      data-testid="audit-detail"
    >
      <DialogTitle id={titleId}>{t('detail.title')}</DialogTitle>
      <DialogContent dividers>
        <Box component="dl" sx={{ m: 0, mb: 2, display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 0.5 }}>
          {facts.map(([k, v]) => (
            <Box key={k} sx={{ display: 'contents' }}>
              <Typography component="dt" variant="body2" color="text.secondary">
                {k}
              </Typography>
              <Typography component="dd" variant="body2" sx={{ m: 0, wordBreak: 'break-word' }}>
                {v}
              </Typography>
            </Box>
          ))}
        </Box>
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, md: 6 }}>
            <JsonBlock label={t('detail.before')} value={entry?.before} testId="audit-before" />
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <JsonBlock label={t('detail.after')} value={entry?.after} testId="audit-after" />
          </Grid>
        </Grid>
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 1.5 }}>
        <Button variant="contained" onClick={onClose}>
          {t('common:close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
