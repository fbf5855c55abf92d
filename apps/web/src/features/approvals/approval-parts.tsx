import CancelIcon from '@mui/icons-material/Cancel';
import { Box, Button, Stack } from '@mui/material';
import type { ReactNode } from 'react';
import { useConfirm } from '../../components/confirm';
import { errorMessage } from '../../lib/api-client';
import { notify } from '../../lib/events';
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
