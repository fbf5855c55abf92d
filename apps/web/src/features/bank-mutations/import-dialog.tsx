import UploadFileIcon from '@mui/icons-material/UploadFile';
import {
  Alert,
  Box,
  Button,
  Grid,
  LinearProgress,
  List,
  ListItem,
  ListItemText,
  MenuItem,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../components/form-dialog';
import { errorMessage } from '../../lib/api-client';
import { formatNumber, formatRupiah } from '../../lib/format';
import { useCompanyAccounts } from './api/get-company-accounts';
import { useImportStatement } from './api/import-statement';
import { usePreviewStatement } from './api/preview-statement';
import type { BankMutationImportResult, CompanyAccount, StatementMappingBody, StatementPreview } from './api/types';
import { lineDay, TypeChip } from './line-parts';

/** The mapping's fields in the form's order; the first three are required. */
const FIELDS = ['date', 'description', 'amount', 'type', 'balance', 'id'] as const;
type Field = (typeof FIELDS)[number];
type Mapping = Record<Field, string>;
const REQUIRED: readonly Field[] = ['date', 'description', 'amount'];
const NO_MAPPING: Mapping = { date: '', description: '', amount: '', type: '', balance: '', id: '' };

const mappingOf = (m: StatementMappingBody | null | undefined): Mapping => ({ ...NO_MAPPING, ...m });
const complete = (m: Mapping) => REQUIRED.every((f) => m[f] !== '');
/** What the server takes: the chosen columns, the optional ones left out when not chosen. */
const bodyOf = (m: Mapping): StatementMappingBody => ({
  date: m.date,
  description: m.description,
  amount: m.amount,
  ...(m.type && { type: m.type }),
  ...(m.balance && { balance: m.balance }),
  ...(m.id && { id: m.id }),
});
const accountLabel = (a: CompanyAccount) => `${a.bank} ${a.accountno} — ${a.accountname}`;

const cellSx = { whiteSpace: 'nowrap', fontSize: 13, py: 0.5, px: 1 } as const;
const headSx = { ...cellSx, fontWeight: 700, bgcolor: 'grey.100' } as const;

/** A small titled part of the dialog. */
function Part({ id, title, hint, children }: { id: string; title: string; hint?: ReactNode; children: ReactNode }) {
  return (
    <Box component="section" aria-labelledby={id} sx={{ mt: 2.5 }}>
      <Typography id={id} variant="subtitle2" component="h3" sx={{ fontWeight: 700 }}>
        {title}
      </Typography>
      {hint && (
        <Typography variant="body2" color="text.secondary">
          {hint}
        </Typography>
      )}
      <Box sx={{ mt: 1.5 }}>{children}</Box>
    </Box>
  );
}

/** The mapping's selects: each field's column of the file (the amount also as the debit and credit pair the preview names). */
function MappingForm({
  preview,
  mapping,
  onChange,
  disabled,
}: {
  preview: StatementPreview;
  mapping: Mapping;
  onChange: (field: Field, value: string) => void;
  disabled: boolean;
}) {
  const { t } = useTranslation('bank-mutations');
  const columns = [...new Set(preview.columns.map((c) => c.trim()).filter((c) => c !== ''))];
  const options = (field: Field): { value: string; label: string }[] => {
    const list = columns.map((c) => ({ value: c, label: c }));
    if (field === 'amount')
      for (const pair of new Set([preview.mapping?.amount ?? '', mapping.amount].filter((a) => a.includes('|')))) {
        const [debit = '', credit = ''] = pair.split('|');
        list.unshift({ value: pair, label: t('import.pair', { debit, credit }) });
      }
    // a remembered column the file lacks still shows as chosen (the errors say it is not found)
    if (mapping[field] && !list.some((o) => o.value === mapping[field])) list.push({ value: mapping[field], label: mapping[field] });
    return list;
  };
  const emptyLabel = (field: Field) =>
    field === 'type' ? t('import.typeFromAmount') : REQUIRED.includes(field) ? t('import.choose') : t('import.none');
  return (
    <Grid container columnSpacing={2} rowSpacing={2}>
      {FIELDS.map((field) => (
        <Grid key={field} size={{ xs: 12, sm: 6, md: 4 }}>
          <TextField
            select
            size="small"
            fullWidth
            label={t(`import.field.${field}`)}
            required={REQUIRED.includes(field)}
            value={mapping[field]}
            onChange={(e) => onChange(field, e.target.value)}
            disabled={disabled}
            helperText={t(`import.fieldHint.${field}`)}
            slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
          >
            <MenuItem value="" disabled={REQUIRED.includes(field)}>
              <Box component="em" sx={{ color: 'text.secondary' }}>
                {emptyLabel(field)}
              </Box>
            </MenuItem>
            {options(field).map((o) => (
              <MenuItem key={o.value} value={o.value}>
                {o.label}
              </MenuItem>
            ))}
          </TextField>
        </Grid>
      ))}
    </Grid>
  );
}

/** The file's first rows as they are, under its own headers. */
function RowsTable({ preview, label }: { preview: StatementPreview; label: string }) {
  const { t } = useTranslation('bank-mutations');
  return (
    <TableContainer sx={{ maxHeight: 260, border: 1, borderColor: 'divider', borderRadius: 1 }}>
      <Table size="small" stickyHeader aria-label={label}>
        <TableHead>
          <TableRow>
            {preview.columns.map((c, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a file's headers may repeat or be empty; their place is their key
              <TableCell key={i} sx={headSx}>
                {c.trim() || (
                  <Box component="em" sx={{ color: 'text.secondary', fontWeight: 400 }}>
                    {t('import.noHeader')}
                  </Box>
                )}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {preview.rows.map((cells, r) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the file's rows, in the file's order
            <TableRow key={r}>
              {preview.columns.map((_c, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: cells by column place
                <TableCell key={i} sx={{ ...cellSx, maxWidth: 260, overflow: 'hidden', textOverflow: 'ellipsis' }} title={cells[i]}>
                  {cells[i] ?? ''}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/** The lines the mapping reads: day, amount, direction, description. */
function LinesTable({ lines, label }: { lines: StatementPreview['lines']; label: string }) {
  const { t } = useTranslation('bank-mutations');
  // On a phone the description folds under the day and the direction under the amount: two columns, no scrolling.
  const wide = { display: { xs: 'none', sm: 'table-cell' } } as const;
  const narrow = { display: { sm: 'none' } } as const;
  return (
    <TableContainer sx={{ maxHeight: 300, border: 1, borderColor: 'divider', borderRadius: 1 }}>
      <Table size="small" stickyHeader aria-label={label}>
        <TableHead>
          <TableRow>
            <TableCell sx={headSx}>{t('col.date')}</TableCell>
            <TableCell sx={headSx} align="right">
              {t('col.amount')}
            </TableCell>
            <TableCell sx={{ ...headSx, ...wide }}>{t('col.type')}</TableCell>
            <TableCell sx={{ ...headSx, ...wide }}>{t('col.description')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {lines.map((l, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the lines in the file's order
            <TableRow key={i}>
              <TableCell sx={{ ...cellSx, verticalAlign: 'top' }}>
                {lineDay(l.date)}
                <Box sx={{ ...narrow, whiteSpace: 'normal', wordBreak: 'break-word', color: 'text.secondary', mt: 0.25 }}>
                  {l.description || '—'}
                </Box>
              </TableCell>
              <TableCell sx={{ ...cellSx, fontWeight: 600, verticalAlign: 'top' }} align="right">
                {formatRupiah(l.amount)}
                <Box sx={{ ...narrow, mt: 0.5 }}>
                  <TypeChip type={l.type} />
                </Box>
              </TableCell>
              <TableCell sx={{ ...cellSx, ...wide }}>
                <TypeChip type={l.type} />
              </TableCell>
              <TableCell sx={{ ...cellSx, ...wide, whiteSpace: 'normal', minWidth: 180, wordBreak: 'break-word' }}>
                {l.description || '—'}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/** What an import did: the server's sentence and its four counts. */
function ImportResult({ msg, result }: { msg: string; result: BankMutationImportResult }) {
  const { t } = useTranslation('bank-mutations');
  const figures = [
    { key: 'received', value: result.received },
    { key: 'matched', value: result.matched },
    { key: 'unmatched', value: result.unmatched },
    { key: 'duplicates', value: result.duplicates },
  ] as const;
  return (
    <Stack spacing={2} data-testid="import-result">
      <Alert severity="success" role="status">
        {msg}
      </Alert>
      <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(4, 1fr)' }, gap: 1.5 }}>
        {figures.map((f) => (
          <Box key={f.key} sx={{ p: 1.5, border: 1, borderColor: 'divider', borderRadius: 1 }}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {t(`import.result.${f.key}`)}
            </Typography>
            <Typography component="dd" sx={{ m: 0, fontSize: 22, fontWeight: 800 }}>
              {formatNumber(f.value)}
            </Typography>
          </Box>
        ))}
      </Box>
    </Stack>
  );
}

/**
 * Impor mutasi: a statement file (CSV or XLSX from internet banking) of a company account. The file is read first
 * (preview): its columns with the mapping the account remembers or the server guesses, its first rows, the lines
 * that mapping reads and the rows it cannot; a changed column reads it again. Impor stores it all or nothing,
 * remembers the mapping for the account, and tells what it did.
 */
export function ImportDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('bank-mutations');
  const ids = { input: useId(), mapping: useId(), rows: useId(), lines: useId(), errors: useId() };
  const input = useRef<HTMLInputElement>(null);
  const accounts = useCompanyAccounts(open);
  const preview = usePreviewStatement();
  const run = useImportStatement();
  const [account, setAccount] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [read, setRead] = useState<StatementPreview | null>(null);
  const [mapping, setMapping] = useState<Mapping>(NO_MAPPING);
  const [done, setDone] = useState<{ msg: string; result: BankMutationImportResult } | null>(null);
  // Only the last preview asked counts: a slower earlier answer must not overwrite it.
  const asked = useRef(0);
  const banks = accounts.data ?? [];

  const resetPreview = preview.reset;
  const resetRun = run.reset;
  useEffect(() => {
    if (!open) return;
    setFile(null);
    setRead(null);
    setMapping(NO_MAPPING);
    setDone(null);
    asked.current += 1;
    resetPreview();
    resetRun();
  }, [open, resetPreview, resetRun]);

  // One company account: chosen already.
  const only = banks.length === 1 ? banks[0]!.accountno : '';
  useEffect(() => {
    if (open && only) setAccount((a) => a || only);
  }, [open, only]);

  const readFile = async (f: File, acct: string, m?: Mapping) => {
    const n = ++asked.current;
    run.reset();
    try {
      const res = await preview.mutateAsync({ file: f, account: acct, mapping: m && bodyOf(m) });
      if (n !== asked.current) return;
      setRead(res);
      setMapping(mappingOf(res.mapping ?? (m && bodyOf(m))));
    } catch {
      // shown in the dialog; a column changed keeps the file's preview, to choose again
      if (n === asked.current && !m) setRead(null);
    }
  };

  const choose = (f: File | null, acct: string) => {
    setFile(f);
    setAccount(acct);
    setRead(null);
    setMapping(NO_MAPPING);
    if (f && acct) void readFile(f, acct);
    else {
      asked.current += 1;
      preview.reset();
    }
  };

  const changeColumn = (field: Field, value: string) => {
    const next = { ...mapping, [field]: value };
    setMapping(next);
    if (file && account && complete(next)) void readFile(file, account, next);
  };

  const submit = async () => {
    if (!file || !account || !complete(mapping)) return;
    try {
      const res = await run.mutateAsync({ file, account, mapping: bodyOf(mapping) });
      setDone({ msg: res.msg, result: res.data });
    } catch {
      // shown in the dialog
    }
  };

  const reading = preview.isPending;
  const errors = read?.errors ?? [];
  const ready = !!file && !!account && !!read && complete(mapping) && !reading && errors.length === 0;

  return (
    <FormDialog
      open={open}
      title={t('import.title')}
      onClose={onClose}
      onSubmit={submit}
      dirty={!!file}
      busy={run.isPending}
      submitDisabled={!ready}
      submitLabel={t('import.submit')}
      submitIcon={<UploadFileIcon />}
      maxWidth="md"
      testId="import-dialog"
      result={done && <ImportResult msg={done.msg} result={done.result} />}
    >
      <Typography variant="body2" sx={{ mb: 2 }}>
        {t('import.help')}
      </Typography>
      {accounts.isError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {errorMessage(accounts.error)}
        </Alert>
      )}
      {accounts.isSuccess && banks.length === 0 && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {t('import.noAccounts')}
        </Alert>
      )}
      <Grid container spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Grid size={{ xs: 12, md: 7 }}>
          <TextField
            select
            fullWidth
            required
            label={t('import.account')}
            value={banks.some((b) => b.accountno === account) ? account : ''}
            onChange={(e) => choose(file, e.target.value)}
            disabled={run.isPending || banks.length === 0}
            helperText={accounts.isPending ? t('import.loadingAccounts') : undefined}
          >
            {banks.map((b) => (
              <MenuItem key={b.accountno} value={b.accountno}>
                {accountLabel(b)}
              </MenuItem>
            ))}
          </TextField>
        </Grid>
        <Grid size={{ xs: 12, md: 5 }}>
          <input
            ref={input}
            id={ids.input}
            type="file"
            accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            hidden
            onChange={(e) => {
              choose(e.target.files?.[0] ?? null, account);
              e.target.value = '';
            }}
          />
          <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center', flexWrap: 'wrap', minHeight: 56 }}>
            <Button variant="outlined" startIcon={<UploadFileIcon />} onClick={() => input.current?.click()} disabled={run.isPending}>
              {file ? t('import.chooseOther') : t('import.chooseFile')}
            </Button>
            <Typography
              variant="body2"
              color={file ? 'text.primary' : 'text.secondary'}
              data-testid="import-file"
              sx={{ wordBreak: 'break-all', flex: '1 1 120px' }}
            >
              {file ? `${file.name} (${Math.max(1, Math.round(file.size / 1024))} KB)` : t('import.noFile')}
            </Typography>
          </Box>
        </Grid>
      </Grid>

      <Box sx={{ height: 4, mt: 1 }}>{reading && <LinearProgress aria-label={t('import.reading')} />}</Box>
      {preview.isError && (
        <Alert severity="error" sx={{ mt: 1 }} role="alert" data-testid="preview-error">
          {errorMessage(preview.error)}
        </Alert>
      )}
      {run.isError && (
        <Alert severity="error" sx={{ mt: 1 }} role="alert" data-testid="import-error">
          {errorMessage(run.error)}
        </Alert>
      )}
      {file && !account && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {t('import.chooseAccountFirst')}
        </Typography>
      )}

      {read && (
        <>
          <Part id={ids.mapping} title={t('import.mapping')} hint={t('import.mappingHint')}>
            <MappingForm preview={read} mapping={mapping} onChange={changeColumn} disabled={run.isPending} />
          </Part>

          <Part id={ids.rows} title={t('import.rows')} hint={t('import.rowsHint')}>
            <RowsTable preview={read} label={t('import.rows')} />
          </Part>

          <Part id={ids.lines} title={t('import.lines')} hint={t('import.linesHint')}>
            {!complete(mapping) ? (
              <Alert severity="info">{t('import.mappingIncomplete')}</Alert>
            ) : read.lines.length > 0 ? (
              <LinesTable lines={read.lines} label={t('import.lines')} />
            ) : (
              errors.length === 0 && <Alert severity="info">{t('import.noLines')}</Alert>
            )}
            {complete(mapping) && errors.length > 0 && (
              <Alert severity="warning" sx={{ mt: 1.5 }} data-testid="preview-errors">
                <Typography id={ids.errors} variant="body2" sx={{ fontWeight: 600 }}>
                  {t('import.errors')}
                </Typography>
                <List dense disablePadding aria-labelledby={ids.errors} sx={{ mt: 0.5, maxHeight: 200, overflowY: 'auto' }}>
                  {errors.map((e, i) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: the server's errors in line order; a line may have several
                    <ListItem key={i} disableGutters sx={{ py: 0 }}>
                      <ListItemText
                        primary={
                          e.line > 0
                            ? t('import.lineError', { line: e.line, message: e.message })
                            : t('import.fileError', { message: e.message })
                        }
                        slotProps={{ primary: { variant: 'body2' } }}
                      />
                    </ListItem>
                  ))}
                </List>
                <Typography variant="body2" sx={{ mt: 0.5 }}>
                  {t('import.errorsHint')}
                </Typography>
              </Alert>
            )}
          </Part>
        </>
      )}
    </FormDialog>
  );
}
