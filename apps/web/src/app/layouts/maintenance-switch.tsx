import { FormControlLabel, Switch, Tooltip } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfirm } from '../../components/confirm';
import { errorMessage } from '../../lib/api-client';
import { appsQueryOptions, setMaintenance } from '../../lib/backoffice-apps';
import { notify } from '../../lib/events';

/**
 * The maintenance switch (SPEC §4): mirrors the app's `maintenance`, asks for confirmation, switches
 * optimistically and goes back when declined or when the call fails.
 */
export function MaintenanceSwitch() {
  const { t } = useTranslation();
  const confirm = useConfirm();
  const queryClient = useQueryClient();
  const apps = useQuery(appsQueryOptions());
  const serverOn = apps.data?.maintenance === 1;
  const [checked, setChecked] = useState(serverOn);
  const [busy, setBusy] = useState(false);
  useEffect(() => setChecked(serverOn), [serverOn]);

  const toggle = async (on: boolean) => {
    setChecked(on);
    const ok = await confirm({
      title: t('maintenance.title'),
      message: on ? t('maintenance.confirmOn') : t('maintenance.confirmOff'),
      color: on ? 'warning' : 'primary',
    });
    if (!ok) {
      setChecked(serverOn);
      return;
    }
    setBusy(true);
    try {
      const res = await setMaintenance(on);
      queryClient.setQueryData(appsQueryOptions().queryKey, (old) => (old ? { ...old, maintenance: on ? 1 : 0 } : old));
      notify.success(res.msg);
    } catch (err) {
      setChecked(serverOn);
      notify.error(errorMessage(err));
    } finally {
      setBusy(false);
      void queryClient.invalidateQueries({ queryKey: appsQueryOptions().queryKey });
    }
  };

  const unavailable = !apps.data;
  const control = (
    <FormControlLabel
      // below md the label sits under the switch, small, so the narrow bar keeps the switch's meaning
      sx={{
        flexDirection: { xs: 'column', md: 'row' },
        m: { xs: 0, md: '0 8px 0 -11px' },
        '& .MuiFormControlLabel-label': { fontSize: { xs: 10, md: 14 }, fontWeight: 500, lineHeight: { xs: 1, md: 1.5 } },
      }}
      control={
        <Switch
          checked={checked}
          onChange={(e) => void toggle(e.target.checked)}
          disabled={unavailable || busy}
          color="warning"
          slotProps={{ input: { 'aria-label': t('maintenance.label') } }}
          data-testid="maintenance-switch"
        />
      }
      label={t('maintenance.label')}
    />
  );
  return unavailable && !apps.isPending ? (
    <Tooltip title={t('maintenance.unavailable')}>
      <span>{control}</span>
    </Tooltip>
  ) : (
    control
  );
}
