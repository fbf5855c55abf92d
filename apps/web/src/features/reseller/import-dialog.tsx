import type { ImportResult } from '@konsol/contract';
import DownloadIcon from '@mui/icons-material/DownloadOutlined';
import UploadFileIcon from '@mui/icons-material/UploadFileOutlined';
import { Alert, AlertTitle, Box, Button, Link, List, ListItem, Stack, Typography } from '@mui/material';
import { type ChangeEvent, type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../components/form-dialog';
import { ApiError, errorMessage } from '../../lib/api-client';
import { notify } from '../../lib/events';
import { downloadText } from '../../lib/files';
import { messageText } from '../../lib/i18n';
import {
  type ImportRowError,
  importRowErrors,
  RESELLER_CSV_COLUMNS,
  RESELLER_CSV_TEMPLATE,
  useImportResellers,
} from './api/import-resellers';

/** The server refuses larger files (10 MB); checked here too so a big file is not sent for nothing. */
const MAX_BYTES = 10 * 1024 * 1024;
/** The server lists at most this many bad fields. */
const SERVER_MAX_REPORTED = 100;

type Outcome =
  | { kind: 'done'; msg: string; result: ImportResult }
  | { kind: 'refused'; msg: string; rows: ImportRowError[] }
  | { kind: 'invalid'; msg: string };

// A BOM so spreadsheets read the file as UTF-8.
const downloadTemplate = () => downloadText('template-reseller.csv', `\uFEFF${RESELLER_CSV_TEMPLATE}\r\n`, 'text/csv');

export interface ImportDialogProps {
  open: boolean;
  onClose: () => void;
}

/**
 * CSV import of resellers: what the file looks like, a template, a file picker and the upload. A refused file
 * lists every bad cell by its line ("Baris 3 · email: …"), and nothing was imported; an accepted one says how
 * many rows were added and updated (the list reloads).
 */
export function ImportDialog({ open, onClose }: ImportDialogProps) {
  const { t } = useTranslation('reseller');
  const upload = useImportResellers();
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  useEffect(() => {
    if (!open) return;
    setFile(null);
    setOutcome(null);
    upload.reset();
  }, [open, upload.reset]);

  const choose = (e: ChangeEvent<HTMLInputElement>) => {
    const chosen = e.target.files?.[0] ?? null;
    e.target.value = ''; // the same file can be chosen again after fixing it
    setOutcome(null);
    if (!chosen) return;
    if (!/\.csv$/i.test(chosen.name)) {
      setFile(null);
      setOutcome({ kind: 'invalid', msg: t('fileNotCsv') });
    } else if (chosen.size > MAX_BYTES) {
      setFile(null);
      setOutcome({ kind: 'invalid', msg: messageText('csvTooLarge') ?? '' });
    } else setFile(chosen);
  };

  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (!file) {
      inputRef.current?.click();
      return;
    }
    setOutcome(null);
    try {
      const res = await upload.mutateAsync(file);
      setOutcome({ kind: 'done', msg: res.msg, result: res.data });
      setFile(null);
      notify.success(res.msg);
    } catch (err) {
      if (err instanceof ApiError && err.status === 400) {
        setOutcome({ kind: 'refused', msg: err.msg, rows: importRowErrors(err.errors) });
      } else setOutcome({ kind: 'invalid', msg: errorMessage(err) });
    }
  };

  const done = outcome?.kind === 'done';
  return (
    <FormDialog
      open={open}
      title={t('importTitle')}
      onClose={onClose}
      onSubmit={submit}
      dirty={!!file}
      busy={upload.isPending}
      submitDisabled={!file}
      cancelLabel={done ? t('close') : t('cancel')}
      submitLabel={t('upload')}
      testId="reseller-import-dialog"
    >
      <Stack spacing={2}>
        <Typography variant="body2">{t('importIntro', { columns: RESELLER_CSV_COLUMNS.join(', ') })}</Typography>
        <Box
          component="pre"
          tabIndex={0}
          aria-label={t('templateExample')}
          sx={{ m: 0, p: 1.5, bgcolor: 'action.hover', borderRadius: 1, fontSize: 12, overflowX: 'auto', whiteSpace: 'pre' }}
        >
          {RESELLER_CSV_TEMPLATE}
        </Box>
        <Typography variant="body2" color="text.secondary">
          {t('importRules')}
        </Typography>
        <Box>
          <Link component="button" type="button" variant="body2" onClick={downloadTemplate} sx={{ display: 'inline-flex', gap: 0.5 }}>
            <DownloadIcon fontSize="small" />
            {t('template')}
          </Link>
        </Box>
        <input
          ref={inputRef}
          id={inputId}
          type="file"
          accept=".csv,text/csv"
          onChange={choose}
          data-testid="reseller-import-file"
          style={{ position: 'absolute', width: 1, height: 1, opacity: 0, overflow: 'hidden' }}
          tabIndex={-1}
          aria-hidden
        />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'center' } }}>
          <Button variant="outlined" startIcon={<UploadFileIcon />} onClick={() => inputRef.current?.click()} disabled={upload.isPending}>
            {t('chooseFile')}
          </Button>
          <Typography variant="body2" color={file ? 'text.primary' : 'text.secondary'} sx={{ wordBreak: 'break-all' }} aria-live="polite">
            {file ? t('fileChosen', { name: file.name }) : t('noFile')}
          </Typography>
        </Stack>
        <Box aria-live="polite">
          {outcome?.kind === 'done' && (
            <Alert severity="success" data-testid="import-result">
              <AlertTitle>{t('importDone')}</AlertTitle>
              {outcome.msg}
            </Alert>
          )}
          {outcome?.kind === 'invalid' && (
            <Alert severity="error" role="alert">
              {outcome.msg}
            </Alert>
          )}
          {outcome?.kind === 'refused' && (
            <Alert severity="error" role="alert" data-testid="import-errors">
              <AlertTitle>{t('importFailed')}</AlertTitle>
              {outcome.msg}
              {outcome.rows.length > 0 && (
                <List dense disablePadding sx={{ mt: 1, maxHeight: 240, overflowY: 'auto', listStyle: 'disc', pl: 2.5 }}>
                  {outcome.rows.map((r) => (
                    <ListItem key={`${r.line}.${r.field}`} disableGutters sx={{ display: 'list-item', py: 0.25 }}>
                      {t('line', { line: r.line })}: {r.field === '_' ? '' : `${r.field} — `}
                      {r.message}
                    </ListItem>
                  ))}
                </List>
              )}
              {outcome.rows.length >= SERVER_MAX_REPORTED && (
                <Typography variant="body2" sx={{ mt: 1 }}>
                  {t('moreErrors', { shown: outcome.rows.length })}
                </Typography>
              )}
            </Alert>
          )}
        </Box>
      </Stack>
    </FormDialog>
  );
}
