import {
  type ApprovalsBulkAnswer,
  approvalCode,
  approvalsBulkBody,
  type BulkKind,
  type ApprovalProgress as Progress,
} from '@konsol/contract';
import CancelIcon from '@mui/icons-material/Cancel';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ErrorIcon from '@mui/icons-material/Error';
import HourglassTopIcon from '@mui/icons-material/HourglassTop';
import { alpha, Box, Button, DialogContentText, Paper, Stack, Typography } from '@mui/material';
import { type Key, type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormDialog } from '../../components/form-dialog';
import { FormTextField } from '../../components/form-fields';
import { notify } from '../../lib/events';
import { useFormDialog } from '../../lib/forms';
import { useWriteAccess } from '../../lib/write-access';
import { useDecideBulk } from './api/decide-bulk';

/** The most items one bulk call decides (the contract's limit). */
const MAX_BULK = 100;

/** A row the approvals screen decides in bulk: its id, and where it has one, its four-eyes progress. */
type BulkRow = { id: number; approval?: Progress };

export interface BulkSelection<T extends BulkRow> {
  /** The selected rows, of every page visited. */
  rows: T[];
  clear: () => void;
  /** The DataTable's selection props: none for a reading role, which sees no checkboxes. */
  table: { selectable?: boolean; selected?: Key[]; onSelectedChange?: (keys: Key[], rows: T[]) => void };
}

/**
 * A tab's selected rows for bulk decisions. The table tells only the rows of the page in view, so the rows of
 * other pages are kept from when they were ticked (the dialog names them and reads whether they need a code).
 *
 * @example
 * const bulk = useBulkSelection<ApprovalCashout>();
 * <DataTable {...CASHOUTS_TABLE} {...bulk.table} rowKey={(r) => r.id} … />
 */
export function useBulkSelection<T extends BulkRow>(): BulkSelection<T> {
  const writable = useWriteAccess();
  const [picked, setPicked] = useState<ReadonlyMap<Key, T>>(() => new Map());
  const onSelectedChange = (keys: Key[], rows: T[]) =>
    setPicked((prev) => {
      const onPage = new Map<Key, T>(rows.map((r) => [r.id, r]));
      const next = new Map<Key, T>();
      for (const k of keys) {
        const row = onPage.get(k) ?? prev.get(k);
        if (row) next.set(k, row);
      }
      return next;
    });
  return {
    rows: [...picked.values()],
    clear: () => setPicked(new Map()),
    table: writable ? { selectable: true, selected: [...picked.keys()], onSelectedChange } : {},
  };
}

/** What was asked: approve or reject, and the rows as they were when asked. */
interface Asked<T> {
  approve: boolean;
  rows: T[];
}

type Outcome = { msg: string; results: ApprovalsBulkAnswer['results'] };

/** An empty optional field means "not given" (the contract's code wants it left out, not ''). */
const blankAsNone = (v: unknown) => (typeof v === 'string' && !v.trim() ? undefined : v);

export interface BulkDecisionsProps<T extends BulkRow> {
  selection: BulkSelection<T>;
  kind: BulkKind;
  /** What names a row in the dialog and its results: its reff, invoice or account number, with its server. */
  label: (row: T) => string;
  approveIcon: ReactNode;
  /**
   * Rejecting in bulk and its reason (sent to each rejected request): absent where the kind can only be approved
   * (token orders, bills); `required` where a single rejection asks for one too (loans).
   */
  reason?: 'optional' | 'required';
  /** Values for the kind's confirmation texts (a loan's default limit). */
  params?: Record<string, string>;
}

/**
 * Bulk decisions of an approvals tab (DESIGN §15): a bar over the table says how many rows are selected and
 * offers the kind's approve (and, where the kind allows, reject) for them all. One dialog confirms, asks for the
 * approver's authenticator code (required when any selected row's tier asks for one, else optional: bills and token
 * orders do not say) or the rejection's reason, and sends one `POST /admin/approvals/bulk`; it then lists each
 * item's outcome, the summary is shown as a toast, and the selection is cleared.
 *
 * @example
 * const bulk = useBulkSelection<ApprovalBank>();
 * <BulkDecisions selection={bulk} kind="bank" label={(r) => `${r.bank} ${r.accountno} · ${r.serverid}`} approveIcon={<VerifiedIcon />} reason="optional" />
 * <DataTable<ApprovalBank> {...BANKS_TABLE} {...bulk.table} … />
 */
export function BulkDecisions<T extends BulkRow>({ selection, kind, label, approveIcon, reason, params }: BulkDecisionsProps<T>) {
  const { t } = useTranslation('approvals');
  const writable = useWriteAccess();
  const [asked, setAsked] = useState<Asked<T> | null>(null);
  const n = selection.rows.length;
  const tooMany = n > MAX_BULK;
  const ask = (approve: boolean) => setAsked({ approve, rows: selection.rows });
  return (
    <>
      {/* Always there for a writer, so ticking the first row never moves the table under the pointer. */}
      {writable && (
        <Paper
          variant="outlined"
          role="region"
          aria-label={t('bulk.label')}
          data-testid="bulk-bar"
          sx={{
            mb: 1,
            px: 2,
            py: 1,
            display: 'flex',
            flexWrap: 'wrap',
            alignItems: 'center',
            columnGap: 1.5,
            rowGap: 1,
            bgcolor: (th) => alpha(th.palette.primary.main, 0.06),
            borderColor: 'primary.light',
          }}
        >
          {/* On a phone the count and Clear fill the first line, the decisions wrap under them. */}
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flex: '1 1 auto', minWidth: 0 }}>
            <Typography sx={n ? { fontWeight: 600 } : { color: 'text.secondary' }} aria-live="polite">
              {n ? t('bulk.selected', { count: n }) : t('bulk.hint')}
            </Typography>
            {n > 0 && (
              <Button size="small" color="inherit" onClick={selection.clear}>
                {t('bulk.clear')}
              </Button>
            )}
          </Box>
          {tooMany && (
            <Typography variant="body2" color="error" sx={{ flexBasis: '100%' }}>
              {t('bulk.tooMany', { max: MAX_BULK })}
            </Typography>
          )}
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, minWidth: 0 }}>
            <Button
              size="small"
              variant="contained"
              color="success"
              startIcon={approveIcon}
              disabled={!n || tooMany}
              onClick={() => ask(true)}
            >
              {t(`bulk.${kind}.approve`)}
            </Button>
            {reason && (
              <Button
                size="small"
                variant="outlined"
                color="error"
                startIcon={<CancelIcon />}
                disabled={!n || tooMany}
                onClick={() => ask(false)}
              >
                {t(`bulk.${kind}.reject`)}
              </Button>
            )}
          </Box>
        </Paper>
      )}
      <BulkDialog
        asked={asked}
        kind={kind}
        label={label}
        approveIcon={approveIcon}
        reason={reason}
        params={params}
        onDecided={selection.clear}
        onClose={() => setAsked(null)}
      />
    </>
  );
}

function BulkDialog<T extends BulkRow>({
  asked,
  kind,
  label,
  approveIcon,
  reason,
  params,
  onDecided,
  onClose,
}: Omit<BulkDecisionsProps<T>, 'selection'> & { asked: Asked<T> | null; onDecided: () => void; onClose: () => void }) {
  const { t } = useTranslation('approvals');
  const textId = useId();
  const decide = useDecideBulk();
  // What was last asked, and its outcome, stay in view while the dialog fades out.
  const [shown, setShown] = useState(asked);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  if (asked && asked !== shown) {
    setShown(asked);
    setOutcome(null);
  }
  const approve = shown?.approve ?? true;
  const rows = shown?.rows ?? [];
  const count = rows.length;
  const coded = approve ? rows.filter((r) => r.approval?.code).length : 0;
  const schema = z.object({
    reason:
      !approve && reason === 'required'
        ? z.string().trim().min(3, t('bulk.reasonRequired')).max(200, 'invalidValue')
        : approvalsBulkBody.shape.reason,
    // a rejection ends a request whatever its tier: only approving gives the code
    code: coded > 0 ? approvalCode.unwrap() : z.preprocess(blankAsNone, approvalCode),
  });
  const { form, dialog } = useFormDialog({
    schema,
    open: !!asked,
    onClose,
    empty: { reason: '', code: '' },
    fields: ['reason', 'code'],
    mutation: decide,
    onSubmit: async (values) => {
      if (!shown) return;
      const res = await decide.mutateAsync({
        kind,
        ids: shown.rows.map((r) => r.id),
        approve: shown.approve,
        reason: shown.approve ? undefined : values.reason || undefined,
        code: shown.approve ? values.code : undefined,
      });
      const { results } = res.data;
      const done = results.filter((r) => r.ok).length;
      if (done === results.length) notify.success(res.msg);
      else if (done === 0) notify.error(res.msg);
      else notify.warning(res.msg);
      setOutcome({ msg: res.msg, results });
      onDecided();
    },
  });
  const action = t(`bulk.${kind}.${approve ? 'approve' : 'reject'}`);
  return (
    <FormDialog
      {...dialog}
      title={outcome ? t('bulk.resultTitle') : t('bulk.title', { action, count })}
      describedBy={textId}
      submitLabel={action}
      submitColor={approve ? 'success' : 'error'}
      submitIcon={approve ? approveIcon : <CancelIcon />}
      maxWidth="xs"
      testId="bulk-dialog"
      result={outcome ? <BulkResults outcome={outcome} rows={rows} label={label} textId={textId} /> : undefined}
    >
      <DialogContentText id={textId} sx={{ mb: 1.5 }}>
        {t(`bulk.${kind}.${approve ? 'confirmApprove' : 'confirmReject'}`, { count, ...params })}
      </DialogContentText>
      <Box
        component="ul"
        aria-label={t('bulk.items')}
        // scrolls past a handful of items; focusable so a keyboard can scroll it too
        tabIndex={0}
        sx={{ m: 0, mb: 2, pl: 2.5, maxHeight: 168, overflowY: 'auto', fontSize: 14, color: 'text.secondary' }}
      >
        {rows.map((r) => (
          <Box component="li" key={r.id} sx={{ overflowWrap: 'anywhere' }}>
            {label(r)}
          </Box>
        ))}
      </Box>
      {approve ? (
        <FormTextField
          control={form.control}
          name="code"
          label={t('code.label')}
          autoComplete="one-time-code"
          required={coded > 0}
          autoFocus
          fullWidth
          helperText={coded > 0 ? t('bulk.codeNeeded', { count: coded }) : t('bulk.codeOptional')}
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 11, autoCapitalize: 'none', spellCheck: false } }}
        />
      ) : (
        reason && (
          <FormTextField
            control={form.control}
            name="reason"
            label={t('bulk.reason')}
            required={reason === 'required'}
            helperText={t('bulk.reasonHint')}
            multiline
            minRows={2}
            autoFocus
            fullWidth
            slotProps={{ htmlInput: { maxLength: 200 } }}
          />
        )
      )}
    </FormDialog>
  );
}

/** Each decided item with its outcome: done, waiting for another approver, or the server's reason in red. */
function BulkResults<T extends BulkRow>({
  outcome,
  rows,
  label,
  textId,
}: {
  outcome: Outcome;
  rows: T[];
  label: (row: T) => string;
  textId: string;
}) {
  const { t } = useTranslation('approvals');
  const byId = new Map(rows.map((r) => [r.id, r]));
  return (
    <Stack spacing={1.5}>
      <Typography id={textId} sx={{ fontWeight: 600 }}>
        {outcome.msg}
      </Typography>
      <Box component="ul" aria-label={t('bulk.results')} sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {outcome.results.map((res) => {
          const row = byId.get(res.id);
          const state = !res.ok ? 'failed' : res.status === 'awaiting' ? 'awaiting' : 'done';
          let text = res.msg ?? t('bulk.failed');
          if (state === 'done') text = t('bulk.done');
          if (state === 'awaiting') {
            // this approval counted: one more than the row showed, short of what its tier needs
            const p = row?.approval;
            text = p
              ? t('bulk.awaitingCount', { approvals: Math.min(p.approvers.length + 1, Math.max(p.needed - 1, 1)), needed: p.needed })
              : t('bulk.awaiting');
          }
          return (
            <Box
              component="li"
              key={res.id}
              data-testid="bulk-result"
              data-state={state}
              sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', py: 1, borderTop: 1, borderColor: 'divider' }}
            >
              {state === 'done' && <CheckCircleIcon color="success" fontSize="small" aria-hidden="true" sx={{ mt: 0.25 }} />}
              {state === 'awaiting' && <HourglassTopIcon color="warning" fontSize="small" aria-hidden="true" sx={{ mt: 0.25 }} />}
              {state === 'failed' && <ErrorIcon color="error" fontSize="small" aria-hidden="true" sx={{ mt: 0.25 }} />}
              <Box sx={{ minWidth: 0 }}>
                <Box sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{row ? label(row) : `#${res.id}`}</Box>
                <Box
                  sx={{
                    fontSize: 14,
                    color: state === 'failed' ? 'error.main' : state === 'done' ? 'success.dark' : 'text.secondary',
                  }}
                >
                  {text}
                </Box>
              </Box>
            </Box>
          );
        })}
      </Box>
    </Stack>
  );
}
