import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Alert, Box, Button, List, ListItem, ListItemText, Typography } from '@mui/material';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../components/form-dialog';
import { ApiError, errorMessage } from '../../lib/api-client';
import { notify } from '../../lib/events';
import { importErrors, useImportAgents } from './api/import-agents';

export interface ImportDialogProps {
  open: boolean;
  onClose: () => void;
}

/**
 * Import agents from a CSV file (header accountnumber,msisdn,fullname). The server checks every row first: one bad
 * row and nothing is imported, and the dialog lists each bad field by its line in the file.
 */
export function ImportDialog({ open, onClose }: ImportDialogProps) {
  const { t } = useTranslation('kaspro');
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const run = useImportAgents();

  useEffect(() => {
    if (!open) return;
    setFile(null);
    run.reset();
  }, [open, run.reset]);

  const submit = async () => {
    if (!file) return;
    try {
      const res = await run.mutateAsync(file);
      notify.success(res.msg);
      onClose();
    } catch {
      // shown in the dialog
    }
  };
  const err = run.error;
  const lines = err instanceof ApiError ? importErrors(err.errors) : [];

  return (
    <FormDialog
      open={open}
      title={t('import.title')}
      onClose={onClose}
      onSubmit={submit}
      dirty={!!file}
      busy={run.isPending}
      submitDisabled={!file}
      submitLabel={t('import.submit')}
      testId="import-dialog"
    >
      <Typography variant="body2" sx={{ mb: 1 }}>
        {t('import.help')}
      </Typography>
      <Box component="pre" sx={{ m: 0, mb: 2, p: 1, bgcolor: 'grey.100', borderRadius: 1, fontSize: 13, overflowX: 'auto' }}>
        {'accountnumber,msisdn,fullname\nKSP-0001,6281234567890,Siti Aminah'}
      </Box>
      <input
        ref={input}
        id={inputId}
        type="file"
        accept=".csv,text/csv"
        hidden
        onChange={(e) => {
          setFile(e.target.files?.[0] ?? null);
          run.reset();
          e.target.value = '';
        }}
      />
      <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center', flexWrap: 'wrap' }}>
        <Button variant="outlined" startIcon={<UploadFileIcon />} onClick={() => input.current?.click()} disabled={run.isPending}>
          {t('import.choose')}
        </Button>
        <Typography
          variant="body2"
          color={file ? 'text.primary' : 'text.secondary'}
          data-testid="import-file"
          sx={{ wordBreak: 'break-all' }}
        >
          {file ? `${file.name} (${Math.max(1, Math.round(file.size / 1024))} KB)` : t('import.noFile')}
        </Typography>
      </Box>
      {err && (
        <Alert severity="error" sx={{ mt: 2 }} role="alert" data-testid="import-error">
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {errorMessage(err)}
          </Typography>
          {lines.length > 0 && (
            <List dense disablePadding aria-label={t('import.errorsLabel')} sx={{ mt: 0.5, maxHeight: 240, overflowY: 'auto' }}>
              {lines.map((l) => (
                <ListItem key={`${l.line}.${l.field}`} disableGutters sx={{ py: 0 }}>
                  <ListItemText
                    primary={t('import.lineError', { line: l.line, field: l.field === '_' ? '' : l.field, message: l.message })}
                    slotProps={{ primary: { variant: 'body2' } }}
                  />
                </ListItem>
              ))}
            </List>
          )}
        </Alert>
      )}
    </FormDialog>
  );
}
