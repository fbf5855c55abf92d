import type { PartnerModule, PartnerModuleRecord } from '@konsol/contract';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import SupportAgentOutlinedIcon from '@mui/icons-material/SupportAgentOutlined';
import {
  Alert,
  Box,
  Button,
  FormControlLabel,
  Link,
  MenuItem,
  Paper,
  Skeleton,
  Stack,
  Switch,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TextField,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ComingSoon } from '../../components/coming-soon';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { DataTable } from '../../components/data-table';
import { StatusChip } from '../../components/status-chip';
import { errorMessage } from '../../lib/api-client';
import { useIsAdmin } from '../../lib/auth';
import { notify } from '../../lib/events';
import { formatDate } from '../../lib/format';
import { useWriteAccess } from '../../lib/write-access';
import { getAllModules } from './api/get-all-modules';
import { moduleQueryOptions } from './api/get-module';
import { moduleKey } from './api/keys';
import { useSetModuleSoon } from './api/set-module-soon';
import { useSetModuleStatus } from './api/set-module-status';
import { ModuleUrlDialog } from './module-url-dialog';

const FILTER_KEYS = ['status'] as const;

export interface ModulePageProps {
  module: PartnerModule;
  /** The module's name as the drawer shows it (Digipos, Isimple, Sidompul). */
  title: string;
}

function UrlCell({ url }: { url: string }) {
  const { t } = useTranslation('partner-modules');
  if (!url)
    return (
      <Typography component="span" variant="body2" color="text.secondary" sx={{ fontStyle: 'italic' }}>
        {t('urlEmpty')}
      </Typography>
    );
  return (
    <Link href={url} target="_blank" rel="noopener noreferrer" sx={{ wordBreak: 'break-all' }}>
      {url}
    </Link>
  );
}

function Section({ title, children, testId }: { title: ReactNode; children: ReactNode; testId?: string }) {
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId} data-testid={testId}>
      <Typography id={headingId} variant="h6" component="h2" sx={{ mb: 1.5, fontWeight: 700 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/** The caller's own record: Server ID, URL Module (URL Webportal), Status, Update; the marketing footer under it. */
function OwnModuleTable({
  module,
  title,
  rows,
  onUpdate,
}: ModulePageProps & { rows: PartnerModuleRecord[]; onUpdate: (r: PartnerModuleRecord) => void }) {
  const { t } = useTranslation('partner-modules');
  const theme = useTheme();
  const narrow = useMediaQuery(theme.breakpoints.down('sm'));
  const writable = useWriteAccess();
  const updateButton = (r: PartnerModuleRecord) =>
    writable && (
      <Button
        size="small"
        variant="outlined"
        startIcon={<EditOutlinedIcon />}
        onClick={() => onUpdate(r)}
        aria-label={t('updateRow', { module: title })}
      >
        {t('update')}
      </Button>
    );
  return (
    <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
      {narrow ? (
        // Phones: the record as a labelled list, so the Update button is not scrolled out of sight.
        <Box component="dl" sx={{ m: 0 }} data-testid={`module-${module}-mine`}>
          {rows.map((r) => (
            <Box
              key={r.app_code}
              sx={{ p: 2, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 1.25, alignItems: 'center' }}
            >
              <Typography component="dt" variant="body2" color="text.secondary">
                {t('col.serverId')}
              </Typography>
              <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 600 }}>
                {r.app_code}
              </Typography>
              <Typography component="dt" variant="body2" color="text.secondary">
                {t('col.urlShort')}
              </Typography>
              <Box component="dd" sx={{ m: 0, fontSize: 14 }}>
                <UrlCell url={r.url_module} />
              </Box>
              <Typography component="dt" variant="body2" color="text.secondary">
                {t('col.status')}
              </Typography>
              <Box component="dd" sx={{ m: 0, display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 1 }}>
                <StatusChip value={r.status} />
                {updateButton(r)}
              </Box>
            </Box>
          ))}
        </Box>
      ) : (
        <TableContainer>
          <Table aria-label={t('mineLabel', { module: title })} data-testid={`module-${module}-mine`}>
            <TableHead>
              <TableRow>
                <TableCell>{t('col.serverId')}</TableCell>
                <TableCell>{t('col.url')}</TableCell>
                <TableCell>{t('col.status')}</TableCell>
                <TableCell align="right">{t('col.action')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((r) => (
                <TableRow key={r.app_code}>
                  <TableCell sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>{r.app_code}</TableCell>
                  <TableCell sx={{ minWidth: 160 }}>
                    <UrlCell url={r.url_module} />
                  </TableCell>
                  <TableCell>
                    <StatusChip value={r.status} />
                  </TableCell>
                  <TableCell align="right">{updateButton(r)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      <Box
        data-testid="module-footer"
        sx={{ display: 'flex', gap: 1.5, alignItems: 'center', px: 2, py: 1.5, borderTop: 1, borderColor: 'divider', bgcolor: 'grey.50' }}
      >
        <SupportAgentOutlinedIcon color="primary" aria-hidden />
        <Typography variant="body2">{t('msg:moduleContactMarketing')}</Typography>
      </Box>
    </Paper>
  );
}

/** Administrator: every server's record of the module, with Activate / Deactivate and the "soon" switch. */
function AdminModules({ module, title, soon }: ModulePageProps & { soon: boolean | undefined }) {
  const { t } = useTranslation('partner-modules');
  const setStatus = useSetModuleStatus(module);
  const setSoon = useSetModuleSoon(module);
  const [toggling, setToggling] = useState<PartnerModuleRecord | null>(null);
  const activating = toggling?.status !== 1;

  return (
    <Section title={t('adminTitle')} testId="module-admin">
      <Stack spacing={2}>
        <Paper variant="outlined" sx={{ px: 2, py: 1.5, display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
          <FormControlLabel
            control={
              <Switch
                checked={!!soon}
                disabled={soon === undefined || setSoon.isPending}
                onChange={(_e, on) =>
                  setSoon.mutate(on, {
                    onSuccess: (res) => notify.success(res.msg),
                    onError: (err) => notify.error(errorMessage(err)),
                  })
                }
              />
            }
            label={t('soonSwitch')}
          />
          <Typography variant="body2" color="text.secondary" sx={{ flex: '1 1 260px' }}>
            {t('soonHint', { module: title })}
          </Typography>
        </Paper>
        <DataTable<PartnerModuleRecord>
          label={t('adminLabel', { module: title })}
          prefix="all."
          queryKey={[...moduleKey(module), 'all']}
          fetcher={getAllModules(module)}
          sort="app_code,asc"
          rowKey={(r) => r.app_code}
          searchPlaceholder={t('adminSearch')}
          filterKeys={FILTER_KEYS}
          emptyText={t('adminEmpty')}
          renderFilters={(filters, setFilter) => (
            <TextField
              select
              size="small"
              label={t('col.status')}
              value={filters.status ?? ''}
              onChange={(e) => setFilter('status', e.target.value || undefined)}
              fullWidth={false}
              sx={{ minWidth: 150 }}
              slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
            >
              <MenuItem value="">{t('filterAll')}</MenuItem>
              <MenuItem value="1">{t('common:status.on')}</MenuItem>
              <MenuItem value="0">{t('common:status.off')}</MenuItem>
            </TextField>
          )}
          columns={[
            {
              field: 'app_code',
              header: t('col.serverId'),
              sortable: true,
              render: (r) => <Box sx={{ fontWeight: 600 }}>{r.app_code}</Box>,
            },
            { field: 'url_module', header: t('col.url'), hideBelow: 'sm', render: (r) => <UrlCell url={r.url_module} /> },
            {
              field: 'status',
              header: t('col.status'),
              sortable: true,
              render: (r) => <StatusChip value={r.status} />,
            },
            {
              field: 'updated_at',
              header: t('col.updatedAt'),
              sortable: true,
              hideBelow: 'md',
              render: (r) => <Box sx={{ whiteSpace: 'nowrap' }}>{formatDate(r.updated_at) || '—'}</Box>,
            },
            {
              field: 'action',
              pinned: true,
              header: t('col.action'),
              align: 'right',
              render: (r) => (
                <Button
                  size="small"
                  variant={r.status === 1 ? 'outlined' : 'contained'}
                  color={r.status === 1 ? 'error' : 'success'}
                  onClick={() => setToggling(r)}
                  aria-label={t(r.status === 1 ? 'deactivateRow' : 'activateRow', { server: r.app_code })}
                  sx={{ whiteSpace: 'nowrap' }}
                >
                  {t(r.status === 1 ? 'deactivate' : 'activate')}
                </Button>
              ),
            },
          ]}
        />
      </Stack>
      <ConfirmDialog
        open={!!toggling}
        message={t(activating ? 'confirmActivate' : 'confirmDeactivate', { module: title, server: toggling?.app_code ?? '' })}
        color={activating ? 'success' : 'error'}
        confirmLabel={t(activating ? 'activate' : 'deactivate')}
        onConfirm={async () => {
          const res = await setStatus.mutateAsync({ app_code: toggling!.app_code, status: activating ? 1 : 0 });
          notify.success(res.msg);
        }}
        onClose={() => setToggling(null)}
      />
    </Section>
  );
}

/**
 * A partner module page (Digipos, Isimple, Sidompul): the server's URL Webportal with its activation status and a
 * persistent Update dialog, the footer asking to contact marketing to confirm the activation, and the
 * under-development placeholder while the module is flagged "soon". Administrators also get every server's
 * record with Activate / Deactivate and the "soon" switch.
 */
export function ModulePage({ module, title }: ModulePageProps) {
  const { t } = useTranslation('partner-modules');
  const isAdmin = useIsAdmin();
  const mine = useQuery(moduleQueryOptions(module));
  const [editing, setEditing] = useState<PartnerModuleRecord | null>(null);
  const soon = mine.data?.soon;

  if (soon && isAdmin === false) return <ComingSoon feature={title} />;

  return (
    <Stack spacing={4}>
      <Section title={t('mineTitle')}>
        <Stack spacing={2}>
          {soon && (
            <Alert severity="warning" data-testid="module-soon-admin">
              {t('soonAdminNote', { module: title })}
            </Alert>
          )}
          {mine.isPending ? (
            <Skeleton variant="rounded" height={150} aria-label={t('common:loading')} />
          ) : mine.isError ? (
            <Alert
              severity="error"
              action={
                <Button color="inherit" size="small" onClick={() => mine.refetch()}>
                  {t('common:retry')}
                </Button>
              }
            >
              {errorMessage(mine.error)}
            </Alert>
          ) : (
            <OwnModuleTable module={module} title={title} rows={mine.data.content} onUpdate={setEditing} />
          )}
        </Stack>
      </Section>
      {isAdmin && <AdminModules module={module} title={title} soon={soon} />}
      <ModuleUrlDialog module={module} title={title} record={editing} onClose={() => setEditing(null)} />
    </Stack>
  );
}
