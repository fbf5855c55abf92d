import type { ApprovalProgress as Progress } from '@konsol/contract';
import CancelIcon from '@mui/icons-material/Cancel';
import KeyIcon from '@mui/icons-material/Key';
import { Box, Button, Chip, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfirm } from '../../components/confirm';
import { OneLine, whenHidden } from '../../components/data-table';
import { errorMessage } from '../../lib/api-client';
import { notify } from '../../lib/events';
import { formatDate, formatRupiah } from '../../lib/format';
import { useWriteAccess } from '../../lib/write-access';

/** Pieces the approvals tabs share. */

export const nowrap = (node: ReactNode) => (
  <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
    {node}
  </Box>
);

/** The server column: its Server ID over its name. */
export const server = (r: { serverid: string; namaserver: string }) => (
  <Box>
    <Box sx={{ fontWeight: 600 }}>{r.serverid}</Box>
    <Box sx={{ color: 'text.secondary', fontSize: 13 }}>{r.namaserver}</Box>
  </Box>
);

/**
 * The server column of a waiting request, with where it stands in its approval folded under it on a phone (where
 * the approval column, `hideBelow: 'sm'`, is hidden).
 */
export const serverAndApproval = (r: { serverid: string; namaserver: string; approval: Progress }) => (
  <>
    {server(r)}
    <Box sx={{ ...whenHidden('sm'), mt: 0.5 }}>
      <ApprovalProgress approval={r.approval} />
    </Box>
  </>
);

/** Runs a confirmed decision and shows the server's answer; nothing happens when declined. */
export function useDecide() {
  const confirm = useConfirm();
  return async (message: string, run: () => Promise<{ msg: string }>, color: 'primary' | 'error' | 'success' = 'primary') => {
    if (!(await confirm({ message, color }))) return;
    try {
      notify.success((await run()).msg);
    } catch (err) {
      notify.error(errorMessage(err));
    }
  };
}

/**
 * A row's two decisions: the green one (verify, succeeded) and the red outlined one (reject, failed).
 *
 * @example
 * <DecisionButtons approveLabel={t('bank.verify')} approveIcon={<VerifiedIcon />} onApprove={verify} rejectLabel={t('bank.reject')} onReject={reject} />
 */
export function DecisionButtons({
  approveLabel,
  approveIcon,
  onApprove,
  rejectLabel,
  onReject,
}: {
  approveLabel: string;
  approveIcon: ReactNode;
  onApprove: () => void;
  rejectLabel: string;
  onReject: () => void;
}) {
  // A reading platform role (platform_support) sees what waits, not the buttons that move money.
  if (!useWriteAccess()) return null;
  return (
    // One above the other on a phone: side by side they would push the row past the screen.
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
      <Button size="small" variant="contained" color="success" startIcon={approveIcon} onClick={onApprove}>
        {approveLabel}
      </Button>
      <Button size="small" variant="outlined" color="error" startIcon={<CancelIcon />} onClick={onReject}>
        {rejectLabel}
      </Button>
    </Stack>
  );
}

const HOUR = 3_600_000;

/** How long a waiting request has before it fails by itself: minutes in its last hour, days beyond four. */
function timeLeft(expiresAt: string, now: number): { key: 'minutesLeft' | 'hoursLeft' | 'daysLeft'; n: number } | 'past' | null {
  const ms = Date.parse(expiresAt) - now;
  if (Number.isNaN(ms)) return null;
  if (ms <= 0) return 'past';
  if (ms < HOUR) return { key: 'minutesLeft', n: Math.max(1, Math.floor(ms / 60_000)) };
  const hours = Math.floor(ms / HOUR);
  return hours < 96 ? { key: 'hoursLeft', n: hours } : { key: 'daysLeft', n: Math.floor(hours / 24) };
}

/**
 * Where a waiting request stands in its four-eyes approval (DESIGN §15): approvers so far of those needed ("1 dari
 * 2"), who approved and when, a "Kode" mark when each approver gives a TOTP code, and the time left before it fails
 * by itself. A request one approval away from done with nobody yet says only "1 penyetuju". `amounts`: each
 * approver's amount too (a loan's limit is chosen by its approver).
 *
 * @example
 * { field: 'approval', header: t('col.approval'), render: (r) => <ApprovalProgress approval={r.approval} />, hideBelow: 'sm' }
 */
export function ApprovalProgress({ approval, amounts = false }: { approval: Progress; amounts?: boolean }) {
  const { t } = useTranslation('approvals');
  const { needed, approvers, code, expiresAt } = approval;
  const quiet = needed <= 1 && approvers.length === 0;
  const left = timeLeft(expiresAt, Date.now());
  return (
    <Box data-testid="approval-progress" sx={{ fontSize: 14 }}>
      <Stack direction="row" spacing={0.75} sx={{ alignItems: 'center', whiteSpace: 'nowrap' }}>
        <Box component="span" sx={quiet ? { color: 'text.secondary' } : { fontWeight: 600 }}>
          {quiet ? t('progress.one') : t('progress.count', { approvals: approvers.length, needed })}
        </Box>
        {code && (
          <Chip
            size="small"
            variant="outlined"
            icon={<KeyIcon />}
            label={t('progress.code')}
            title={t('progress.codeHint')}
            sx={{ height: 20, fontSize: 12, '& .MuiChip-icon': { fontSize: 14 } }}
          />
        )}
      </Stack>
      {approvers.map((a) => {
        const line = amounts
          ? t('progress.byAmount', { email: a.email, amount: formatRupiah(a.amount), at: formatDate(a.at) })
          : t('progress.by', { email: a.email, at: formatDate(a.at) });
        return (
          <OneLine key={a.email} variant="caption" color="text.secondary" title={line}>
            {line}
          </OneLine>
        );
      })}
      {left && (
        <Typography
          variant="caption"
          color={left === 'past' ? 'error' : 'text.secondary'}
          sx={{ display: 'block', whiteSpace: 'nowrap' }}
          title={formatDate(expiresAt)}
        >
          {left === 'past' ? t('progress.expired') : t(`progress.${left.key}`, { n: left.n })}
        </Typography>
      )}
    </Box>
  );
}
