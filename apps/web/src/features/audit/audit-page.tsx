import FilterAltOffOutlinedIcon from '@mui/icons-material/FilterAltOffOutlined';
import VisibilityOutlinedIcon from '@mui/icons-material/VisibilityOutlined';
import { Autocomplete, Box, Button, IconButton, MenuItem, TextField, Tooltip, Typography } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { DataTable, type DataTableColumn, whenHidden } from '../../components/data-table';
import { DateRangeFilter } from '../../components/date-range-filter';
import { formatDate } from '../../lib/format';
import { ACTION_OPTIONS, actionWords, familyWords } from './action-words';
import { AUDIT_TABLE } from './api/get-audit';
import { SERVER_AUDIT_TABLE } from './api/get-server-audit';
import { useServerNames } from './api/get-server-names';
import { useTeamMembers } from './api/get-team-members';
import type { AuditEntryView } from './api/types';
import { AuditDetailDialog } from './audit-detail-dialog';

/** A text filter that writes to the URL after a pause in typing (and at once on Enter). */
function ActorFilter({ value, onChange }: { value: string; onChange: (v: string | undefined) => void }) {
  const { t } = useTranslation('audit');
  const [text, setText] = useState(value);
  const pushed = useRef(value);
  const change = useRef(onChange);
  change.current = onChange;
  useEffect(() => {
    if (value !== pushed.current) setText(value);
    pushed.current = value;
  }, [value]);
  useEffect(() => {
    if (text.trim() === value) return;
    const timer = setTimeout(() => {
      pushed.current = text.trim();
      change.current(text.trim() || undefined);
    }, 400);
    return () => clearTimeout(timer);
  }, [text, value]);
  return (
    <TextField
      size="small"
      label={t('filter.actor')}
      placeholder="admin@…"
      value={text}
      onChange={(e) => setText(e.target.value)}
      onKeyDown={(e) => e.key === 'Enter' && onChange(text.trim() || undefined)}
      sx={{ width: { xs: '100%', sm: 200 } }}
    />
  );
}

/** The person filter of a server's trail: one member of the team. */
function PersonFilter({ value, onChange }: { value: string; onChange: (v: string | undefined) => void }) {
  const { t } = useTranslation('audit');
  const team = useTeamMembers();
  return (
    <TextField
      select
      size="small"
      label={t('filter.person')}
      value={team.data ? value : ''}
      onChange={(e) => onChange(e.target.value || undefined)}
      sx={{ width: { xs: '100%', sm: 220 } }}
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
    >
      <MenuItem value="">{t('filter.everyone')}</MenuItem>
      {(team.data ?? []).map((m) => (
        <MenuItem key={m.id} value={String(m.id)}>
          {m.name} ({m.email})
        </MenuItem>
      ))}
    </TextField>
  );
}

/**
 * The action filter: a family or an action from the list, shown in words (the URL keeps the code), or any text
 * (Enter): an action's code, a family's (ending with "."), or an action's words.
 */
function ActionFilter({ value, onChange }: { value: string; onChange: (v: string | undefined) => void }) {
  const { t } = useTranslation('audit');
  const label = (code: string) => {
    const family = familyWords(code);
    return family ? t('filter.family', { family }) : actionWords(code);
  };
  const toCode = (text: string) => {
    const typed = text.trim();
    return ACTION_OPTIONS.find((code) => label(code).toLowerCase() === typed.toLowerCase()) ?? typed;
  };
  return (
    <Autocomplete
      freeSolo
      size="small"
      options={ACTION_OPTIONS}
      getOptionLabel={label}
      filterOptions={(options, { inputValue }) => {
        const q = inputValue.trim().toLowerCase();
        return q ? options.filter((o) => o.toLowerCase().includes(q) || label(o).toLowerCase().includes(q)) : options;
      }}
      value={value || null}
      onChange={(_e, v) => onChange(toCode(v ?? '') || undefined)}
      sx={{ width: { xs: '100%', sm: 260 } }}
      renderInput={(params) => <TextField {...params} label={t('filter.action')} helperText="" />}
      slotProps={{ listbox: { 'aria-label': t('filter.action') } as object }}
    />
  );
}

/** Audit (administrator): who did what and when, with the state before and after; filters live in the URL. */
export default function AuditPage() {
  return <AuditTrail scope="platform" />;
}

/**
 * An audit trail: the platform's (every server's entries, with their server) or, for an owner, their server's own,
 * filtered by person.
 */
export function AuditTrail({ scope }: { scope: 'platform' | 'server' }) {
  const { t } = useTranslation('audit');
  const platform = scope === 'platform';
  const table = platform ? AUDIT_TABLE : SERVER_AUDIT_TABLE;
  const servers = useServerNames(platform);
  const [, setQuery] = useSearchParams();
  const [open, setOpen] = useState<AuditEntryView | null>(null);
  // An entry of a server added since the names were read (the list is kept for a minute): read them again, once
  // per unknown id, so the column names it instead of showing its number.
  // The cells render inside the table (which re-renders alone when its rows arrive), so the read is queued from
  // there rather than from an effect of this page.
  const asked = useRef(new Set<number>());
  const serverLabel = (id: number | null) => {
    if (id === null) return '';
    const s = servers.data?.get(id);
    if (!s && servers.data && !asked.current.has(id)) {
      asked.current.add(id);
      const { refetch } = servers;
      queueMicrotask(() => void refetch());
    }
    return s ? s.code : `#${id}`;
  };

  const columns: DataTableColumn<AuditEntryView>[] = [
    {
      field: 'created_at',
      header: t('col.time'),
      sortable: true,
      render: (e) => (
        <Box>
          <Box sx={{ whiteSpace: 'nowrap' }}>{formatDate(e.created_at)}</Box>
          {/* Where the actor column is hidden (phones) the actor goes under the time. */}
          <Typography variant="caption" color="text.secondary" sx={{ ...whenHidden('sm'), overflowWrap: 'anywhere' }}>
            {e.actor}
          </Typography>
        </Box>
      ),
    },
    {
      field: 'actor',
      header: t('col.actor'),
      sortable: true,
      hideBelow: 'sm',
      render: (e) => <Box sx={{ overflowWrap: 'anywhere', minWidth: 120 }}>{e.actor}</Box>,
    },
    {
      field: 'server',
      header: t('col.server'),
      hideBelow: 'md',
      render: (e) => {
        const s = e.server_id === null ? undefined : servers.data?.get(e.server_id);
        return s ? (
          <Box>
            <Box sx={{ fontFamily: 'monospace', fontWeight: 600 }}>{s.code}</Box>
            <Typography variant="caption" color="text.secondary">
              {s.name}
            </Typography>
          </Box>
        ) : (
          serverLabel(e.server_id) || '–'
        );
      },
    },
    {
      field: 'action',
      header: t('col.action'),
      sortable: true,
      render: (e) => <Box sx={{ minWidth: 140 }}>{actionWords(e.action)}</Box>,
    },
    {
      field: 'entity',
      header: t('col.target'),
      sortable: true,
      hideBelow: 'sm',
      render: (e) => (
        <Box sx={{ whiteSpace: 'nowrap' }}>
          {e.entity}{' '}
          <Typography component="span" variant="body2" color="text.secondary">
            #{e.entity_id}
          </Typography>
        </Box>
      ),
    },
    {
      field: 'detail',
      header: t('col.detail'),
      align: 'right',
      pinned: true,
      render: (e) => (
        <Tooltip title={t('detail.open')}>
          <IconButton
            size="small"
            aria-label={t('detail.openFor', { action: actionWords(e.action), time: formatDate(e.created_at) })}
            onClick={() => setOpen(e)}
          >
            <VisibilityOutlinedIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      ),
    },
  ];

  return (
    <>
      <DataTable<AuditEntryView>
        label={t('tableLabel')}
        {...table}
        searchable={false}
        rowKey={(e) => e.id}
        emptyText={t('empty')}
        renderFilters={(filters, setFilter) => (
          <>
            {platform ? (
              <ActorFilter value={filters.actor ?? ''} onChange={(v) => setFilter('actor', v)} />
            ) : (
              <PersonFilter value={filters.user ?? ''} onChange={(v) => setFilter('user', v)} />
            )}
            <ActionFilter value={filters.action ?? ''} onChange={(v) => setFilter('action', v)} />
            <DateRangeFilter filters={filters} setFilter={setFilter} />
            {Object.keys(filters).length > 0 && (
              <Button
                color="inherit"
                startIcon={<FilterAltOffOutlinedIcon />}
                onClick={() =>
                  // One URL change for all of them (several setFilter calls in a row would each start from the same URL).
                  setQuery(
                    (current) => {
                      const next = new URLSearchParams(current);
                      for (const key of [...table.filterKeys, 'page']) next.delete(key);
                      return next;
                    },
                    { replace: true },
                  )
                }
              >
                {t('filter.reset')}
              </Button>
            )}
          </>
        )}
        // a server's own trail has one server: no column for it
        columns={platform ? columns : columns.filter((c) => c.field !== 'server')}
      />
      {/* a server's own trail names no server: it is the owner's own */}
      <AuditDetailDialog entry={open} server={open && platform ? serverLabel(open.server_id) : undefined} onClose={() => setOpen(null)} />
    </>
  );
}
