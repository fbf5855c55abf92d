import AppRegistrationIcon from '@mui/icons-material/AppRegistration';
import DownloadIcon from '@mui/icons-material/Download';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { alpha, Box, Button, Paper, Stack, Typography } from '@mui/material';
import { type Key, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { DataTable } from '../../components/data-table';
import { Writable } from '../../components/writable';
import { errorMessage } from '../../lib/api-client';
import { notify } from '../../lib/events';
import { formatDate } from '../../lib/format';
import { allAgentIds, exportAgents } from './api/export-agents';
import { AGENTS_TABLE } from './api/get-agents';
import { APPLICATIONS_TABLE } from './api/get-applications';
import type { KasproAgent, KasproApplication } from './api/types';
import { ApplicationDialog } from './application-dialog';
import { ImportDialog } from './import-dialog';

const Swatch = ({ color }: { color: string }) => (
  <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75, whiteSpace: 'nowrap', fontFamily: 'monospace' }}>
    <Box
      component="span"
      aria-hidden
      sx={{ width: 14, height: 14, borderRadius: 0.5, bgcolor: color, border: '1px solid rgba(0,0,0,.2)' }}
    />
    {color}
  </Box>
);

/**
 * Agen Kaspro (administrator): the platform's Kaspro agents (search, page sizes 10/25/50/All, multi-select with
 * "Export CSV" of the selected rows, export of all, CSV import) and the Kaspro applications (add-application dialog).
 */
export default function KasproPage() {
  const { t } = useTranslation('kaspro');
  const [query] = useSearchParams();
  const [selected, setSelected] = useState<Key[]>([]);
  const [exporting, setExporting] = useState<'selected' | 'all' | null>(null);
  const [importOpen, setImportOpen] = useState(false);
  const [appOpen, setAppOpen] = useState(false);

  const runExport = async (which: 'selected' | 'all') => {
    setExporting(which);
    try {
      const ids = which === 'selected' ? selected.map(Number) : await allAgentIds(query.get('q') ?? '');
      if (ids.length === 0) {
        notify.warning(t('export.none'));
        return;
      }
      const { count } = await exportAgents(ids);
      notify.success(t('export.done', { count }));
    } catch (err) {
      notify.error(errorMessage(err));
    } finally {
      setExporting(null);
    }
  };

  return (
    <Stack spacing={3}>
      <Box>
        {selected.length > 0 && (
          <Paper
            variant="outlined"
            sx={{
              mb: 1,
              px: 2,
              py: 1,
              display: 'flex',
              alignItems: 'center',
              gap: 1.5,
              flexWrap: 'wrap',
              bgcolor: (th) => alpha(th.palette.primary.main, 0.06),
              borderColor: 'primary.light',
            }}
            role="region"
            aria-label={t('bulk.label')}
            data-testid="bulk-bar"
          >
            <Typography sx={{ fontWeight: 600 }} aria-live="polite">
              {t('bulk.selected', { count: selected.length })}
            </Typography>
            <Box sx={{ flex: 1 }} />
            <Button size="small" color="inherit" onClick={() => setSelected([])}>
              {t('bulk.clear')}
            </Button>
            <Button
              size="small"
              variant="contained"
              startIcon={<DownloadIcon />}
              onClick={() => void runExport('selected')}
              disabled={exporting !== null}
            >
              {t('export.selected')}
            </Button>
          </Paper>
        )}
        <DataTable<KasproAgent>
          label={t('tableLabel')}
          {...AGENTS_TABLE}
          rowKey={(a) => a.id}
          selectable
          selected={selected}
          onSelectedChange={(keys) => setSelected(keys)}
          searchPlaceholder={t('searchPlaceholder')}
          emptyText={t('empty')}
          actions={
            <>
              <Button variant="outlined" startIcon={<DownloadIcon />} onClick={() => void runExport('all')} disabled={exporting !== null}>
                {t('export.all')}
              </Button>
              <Writable>
                <Button variant="outlined" startIcon={<UploadFileIcon />} onClick={() => setImportOpen(true)}>
                  {t('import.button')}
                </Button>
                <Button variant="contained" startIcon={<AppRegistrationIcon />} onClick={() => setAppOpen(true)}>
                  {t('app.add')}
                </Button>
              </Writable>
            </>
          }
          columns={[
            {
              field: 'accountnumber',
              header: t('col.accountnumber'),
              sortable: true,
              render: (a) => <Box sx={{ fontFamily: 'monospace' }}>{a.accountnumber}</Box>,
            },
            {
              field: 'msisdn',
              header: t('col.msisdn'),
              sortable: true,
              render: (a) => <Box sx={{ whiteSpace: 'nowrap' }}>{a.msisdn}</Box>,
            },
            { field: 'fullname', header: t('col.fullname'), sortable: true },
            {
              field: 'updated_at',
              header: t('col.updatedAt'),
              sortable: true,
              hideBelow: 'sm',
              render: (a) => <Box sx={{ whiteSpace: 'nowrap' }}>{formatDate(a.updated_at)}</Box>,
            },
          ]}
        />
      </Box>

      <Box component="section" aria-labelledby="kaspro-apps-heading">
        <Typography id="kaspro-apps-heading" variant="h6" component="h2" sx={{ mb: 1, fontWeight: 700 }}>
          {t('app.heading')}
        </Typography>
        <DataTable<KasproApplication>
          label={t('app.heading')}
          {...APPLICATIONS_TABLE}
          searchable={false}
          rowKey={(a) => a.id}
          emptyText={t('app.empty')}
          columns={[
            { field: 'appname', header: t('app.appname') },
            { field: 'version', header: t('app.version') },
            { field: 'primary_color', header: t('app.primaryColor'), render: (a) => <Swatch color={a.primary_color} /> },
            {
              field: 'primary_color_dark',
              header: t('app.primaryColorDark'),
              hideBelow: 'sm',
              render: (a) => <Swatch color={a.primary_color_dark} />,
            },
            {
              field: 'created_at',
              header: t('col.createdAt'),
              hideBelow: 'md',
              render: (a) => <Box sx={{ whiteSpace: 'nowrap' }}>{formatDate(a.created_at)}</Box>,
            },
          ]}
        />
      </Box>

      <ImportDialog open={importOpen} onClose={() => setImportOpen(false)} />
      <ApplicationDialog open={appOpen} onClose={() => setAppOpen(false)} />
    </Stack>
  );
}
