import { type PlatformSettings, type SettingsGroup, VA_BANKS } from '@konsol/contract';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import EditIcon from '@mui/icons-material/Edit';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  CardHeader,
  FormControlLabel,
  Grid,
  IconButton,
  Link,
  Skeleton,
  Stack,
  Switch,
  Table,
  TableBody,
  TableCell,
  TableRow,
  Typography,
} from '@mui/material';
import { type ReactNode, useId, useState } from 'react';
import { useFieldArray } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { FormSelectField, useFlagOptions } from '../../components/form-controls';
import { FormRupiahField, FormTextField } from '../../components/form-fields';
import { errorMessage } from '../../lib/api-client';
import { mayUse, useMe } from '../../lib/auth';
import { formatNumber, formatRupiah } from '../../lib/format';
import { useSettings } from './api/get-settings';
import { useSaveSettings } from './api/save-settings';
import { ApprovalPolicies } from './approval-policies';
import { GroupDialog } from './group-dialog';
import { PackagesCard } from './packages-card';

type Editing = SettingsGroup | null;

function SettingCard({ title, testId, onEdit, children }: { title: string; testId: string; onEdit?: () => void; children: ReactNode }) {
  const { t } = useTranslation('platform-settings');
  return (
    <Card sx={{ height: '100%' }} data-testid={testId}>
      <CardHeader
        title={title}
        slotProps={{ title: { variant: 'subtitle1', component: 'h2', sx: { fontWeight: 600 } } }}
        action={
          onEdit && (
            <Button size="small" startIcon={<EditIcon />} onClick={onEdit} aria-label={`${t('edit')} ${title}`}>
              {t('edit')}
            </Button>
          )
        }
        sx={{ pb: 0 }}
      />
      <CardContent>{children}</CardContent>
    </Card>
  );
}

/** Label and value lines of a card. */
function Facts({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <Table size="small">
      <TableBody>
        {rows.map(([label, value]) => (
          <TableRow key={label} sx={{ '& td': { borderBottom: 0, px: 0, py: 0.5 } }}>
            <TableCell sx={{ color: 'text.secondary', width: '45%' }}>{label}</TableCell>
            <TableCell>{value}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** A switch saved as soon as it moves (a whole group: `value` with the one flag changed). */
function SettingSwitch({
  label,
  checked,
  onChange,
  busy,
  describedBy,
}: {
  label: string;
  checked: boolean;
  onChange: (on: boolean) => void;
  busy: boolean;
  /** The id of the text saying what "on" means. */
  describedBy?: string;
}) {
  return (
    <FormControlLabel
      sx={{ ml: 0, gap: 1, display: 'flex' }}
      control={
        <Switch
          checked={checked}
          disabled={busy}
          onChange={(e) => onChange(e.target.checked)}
          slotProps={{ input: { 'aria-describedby': describedBy } }}
        />
      }
      label={label}
    />
  );
}

/**
 * Platform settings (/admin/settings, administrators): everything the code reads from a setting, each group on a
 * card with its dialog (switches save at once), every change audited by the server.
 */
export default function PlatformSettingsPage() {
  const { t } = useTranslation('platform-settings');
  const { data: me } = useMe();
  const settings = useSettings();
  const save = useSaveSettings();
  const statusOptions = useFlagOptions();
  const soonHintId = useId();
  const [editing, setEditing] = useState<Editing>(null);
  const s = settings.data;
  const canEdit = mayUse(me, 'servers.manage');
  const edit = (group: SettingsGroup) => (canEdit ? () => setEditing(group) : undefined);
  const close = () => setEditing(null);
  const patchNow = (body: Partial<PlatformSettings>) => save.mutate(body);

  if (settings.isPending) return <Skeleton variant="rounded" height={480} />;
  if (settings.isError || !s) return <Alert severity="error">{errorMessage(settings.error)}</Alert>;

  return (
    <>
      <Typography color="text.secondary" sx={{ mb: 2.5 }}>
        {t('subtitle')}
      </Typography>
      {save.isError && !editing && (
        <Alert
          severity="error"
          sx={{ mb: 2 }}
          data-testid="settings-error"
          action={
            !me?.twofactor && (
              <Button component={RouterLink} to="/profile" color="inherit" size="small">
                {t('toProfile')}
              </Button>
            )
          }
        >
          {errorMessage(save.error)}
        </Alert>
      )}
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 7 }}>
          <SettingCard title={t('videos.title')} testId="settings-videos" onEdit={edit('videos')}>
            <Stack spacing={1.5}>
              {s.videos.map((v, i) => (
                <Box key={`${v.title}|${v.url}`}>
                  <Typography sx={{ fontWeight: 500 }}>
                    {i + 1}. {v.title}{' '}
                    <Typography component="span" color="text.secondary">
                      · {v.titleEn}
                    </Typography>
                  </Typography>
                  <Typography variant="body2" color="text.secondary" sx={{ wordBreak: 'break-all' }}>
                    {v.url ? (
                      <Link href={v.url} target="_blank" rel="noopener noreferrer">
                        {v.url}
                      </Link>
                    ) : (
                      t('videos.notSet')
                    )}
                    {v.urlEn && ` · EN: ${v.urlEn}`}
                  </Typography>
                </Box>
              ))}
            </Stack>
          </SettingCard>
        </Grid>
        <Grid size={{ xs: 12, md: 5 }}>
          {/* beside the videos (md and up) the two cards share their height; stacked on a phone each takes its own */}
          <Stack spacing={3} sx={{ height: { md: '100%' } }}>
            <SettingCard title={t('security.title')} testId="settings-security">
              <SettingSwitch
                label={t('security.require2fa')}
                checked={save.isPending && save.variables?.require2fa !== undefined ? save.variables.require2fa : s.require2fa}
                busy={save.isPending || !canEdit}
                onChange={(on) => patchNow({ require2fa: on })}
              />
              <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                {t('security.hint')}
              </Typography>
            </SettingCard>
            <SettingCard title={t('modules.title')} testId="settings-modules">
              {(['digipos', 'isimple', 'sidompul'] as const).map((m) => (
                <SettingSwitch
                  key={m}
                  label={t('modules.soon', { module: t(`modules.name.${m}`) })}
                  checked={s.modulesSoon[m]}
                  busy={save.isPending || !canEdit}
                  onChange={(on) => patchNow({ modulesSoon: { ...s.modulesSoon, [m]: on } })}
                  describedBy={soonHintId}
                />
              ))}
              <Typography id={soonHintId} variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                {t('modules.soonHint')}
              </Typography>
            </SettingCard>
          </Stack>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <SettingCard title={t('orderPage.title')} testId="settings-order-page" onEdit={edit('orderPage')}>
            <Facts
              rows={[
                ...s.orderPage.banks.map((b, i): [string, ReactNode] => [
                  `${t('orderPage.bank')} ${i + 1}`,
                  `${b.bank} ${b.accountno} · ${b.accountname}`,
                ]),
                [t('orderPage.contact'), [s.orderPage.contact.name, s.orderPage.contact.phone].filter(Boolean).join(' · ') || '–'],
              ]}
            />
          </SettingCard>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <SettingCard title={t('tokens.title')} testId="settings-tokens" onEdit={edit('tokens')}>
            <Facts
              rows={[
                [t('tokens.pricePerSms'), formatRupiah(s.tokens.pricePerSms)],
                [t('tokens.vaBank'), s.tokens.vaBank],
              ]}
            />
          </SettingCard>
        </Grid>
        <Grid size={12}>
          <PackagesCard canEdit={canEdit} />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <SettingCard title={t('walletChannels.title')} testId="settings-channels" onEdit={edit('walletChannels')}>
            <Facts
              rows={s.walletChannels.map((c): [string, ReactNode] => [
                c.name,
                `${formatRupiah(c.fee)} · ${t(c.status === 1 ? 'common:status.on' : 'common:status.off')}`,
              ])}
            />
          </SettingCard>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <SettingCard title={t('walletLimits.title')} testId="settings-limits" onEdit={edit('walletLimits')}>
            <Facts
              rows={[
                [t('walletLimits.cashin'), `${formatRupiah(s.walletLimits.cashinMin)} – ${formatRupiah(s.walletLimits.cashinMax)}`],
                [t('walletLimits.cashout'), `${formatRupiah(s.walletLimits.cashoutMin)} – ${formatRupiah(s.walletLimits.cashoutMax)}`],
              ]}
            />
          </SettingCard>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <SettingCard title={t('loan.title')} testId="settings-loan" onEdit={edit('loan')}>
            <Facts
              rows={[
                [t('loan.fee'), `${formatNumber(s.loan.fee * 100)} %`],
                [t('loan.admin'), formatRupiah(s.loan.admin)],
                [t('loan.periode'), t('loan.days', { count: s.loan.periode })],
                [t('loan.creditlimit'), formatRupiah(s.loan.creditlimit)],
              ]}
            />
          </SettingCard>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <SettingCard title={t('bayartempo.title')} testId="settings-bayartempo" onEdit={edit('bayartempo')}>
            <Facts
              rows={[
                [t('bayartempo.cashoutFee'), formatRupiah(s.bayartempo.cashoutFee)],
                [t('bayartempo.totalLimit'), formatRupiah(s.bayartempo.totalLimit)],
              ]}
            />
          </SettingCard>
        </Grid>
        <Grid size={12}>
          <SettingCard title={t('approvals.title')} testId="settings-approvals">
            <ApprovalPolicies value={s.approvalPolicies} canEdit={canEdit} />
          </SettingCard>
        </Grid>
      </Grid>

      <GroupDialog group="videos" value={s.videos} open={editing === 'videos'} onClose={close} title={t('videos.title')} maxWidth="md">
        {(control) => (
          <Stack spacing={2} sx={{ pt: 1 }}>
            <Typography variant="body2" color="text.secondary">
              {t('videos.hint')}
            </Typography>
            {s.videos.map((_, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the three videos are fixed places
              <Box key={i} component="fieldset" sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2, m: 0 }}>
                <Typography component="legend" variant="subtitle2" sx={{ px: 0.5 }}>
                  {t('videos.number', { n: i + 1 })}
                </Typography>
                <Grid container columnSpacing={2}>
                  <Grid size={{ xs: 12, sm: 6 }}>
                    <FormTextField control={control} name={`videos.${i}.title`} label={t('videos.titleId')} required fullWidth />
                  </Grid>
                  <Grid size={{ xs: 12, sm: 6 }}>
                    <FormTextField control={control} name={`videos.${i}.titleEn`} label={t('videos.titleEn')} required fullWidth />
                  </Grid>
                  <Grid size={{ xs: 12, sm: 6 }}>
                    <FormTextField control={control} name={`videos.${i}.url`} label={t('videos.url')} type="url" fullWidth />
                  </Grid>
                  <Grid size={{ xs: 12, sm: 6 }}>
                    <FormTextField
                      control={control}
                      name={`videos.${i}.urlEn`}
                      label={t('videos.urlEn')}
                      helperText={t('videos.urlEnHint')}
                      type="url"
                      fullWidth
                    />
                  </Grid>
                </Grid>
              </Box>
            ))}
          </Stack>
        )}
      </GroupDialog>

      <GroupDialog
        group="orderPage"
        value={s.orderPage}
        open={editing === 'orderPage'}
        onClose={close}
        title={t('orderPage.title')}
        maxWidth="md"
      >
        {(control) => <OrderPageFields control={control} />}
      </GroupDialog>

      <GroupDialog group="tokens" value={s.tokens} open={editing === 'tokens'} onClose={close} title={t('tokens.title')}>
        {(control) => (
          <Stack sx={{ pt: 1 }}>
            <FormRupiahField control={control} name="tokens.pricePerSms" label={t('tokens.pricePerSms')} required fullWidth />
            <FormSelectField
              control={control}
              name="tokens.vaBank"
              label={t('tokens.vaBank')}
              options={VA_BANKS.map((b) => ({ value: b, label: b }))}
              fullWidth
            />
          </Stack>
        )}
      </GroupDialog>

      <GroupDialog
        group="walletChannels"
        value={s.walletChannels}
        open={editing === 'walletChannels'}
        onClose={close}
        title={t('walletChannels.title')}
        maxWidth="md"
      >
        {(control) => (
          <Stack sx={{ pt: 1 }}>
            {s.walletChannels.map((c, i) => (
              <Grid container columnSpacing={2} key={c.id}>
                <Grid size={{ xs: 12, sm: 5 }}>
                  <FormTextField
                    control={control}
                    name={`walletChannels.${i}.name`}
                    label={`${t('walletChannels.name')} (${c.code})`}
                    required
                    fullWidth
                  />
                </Grid>
                <Grid size={{ xs: 6, sm: 4 }}>
                  <FormRupiahField control={control} name={`walletChannels.${i}.fee`} label={t('walletChannels.fee')} required fullWidth />
                </Grid>
                <Grid size={{ xs: 6, sm: 3 }}>
                  <FormSelectField
                    control={control}
                    name={`walletChannels.${i}.status`}
                    label={t('walletChannels.status')}
                    options={statusOptions}
                    fullWidth
                  />
                </Grid>
              </Grid>
            ))}
          </Stack>
        )}
      </GroupDialog>

      <GroupDialog
        group="walletLimits"
        value={s.walletLimits}
        open={editing === 'walletLimits'}
        onClose={close}
        title={t('walletLimits.title')}
      >
        {(control) => (
          <Grid container columnSpacing={2} sx={{ pt: 1 }}>
            {(['cashinMin', 'cashinMax', 'cashoutMin', 'cashoutMax'] as const).map((f) => (
              <Grid size={{ xs: 12, sm: 6 }} key={f}>
                <FormRupiahField control={control} name={`walletLimits.${f}`} label={t(`walletLimits.${f}`)} required fullWidth />
              </Grid>
            ))}
          </Grid>
        )}
      </GroupDialog>

      <GroupDialog group="loan" value={s.loan} open={editing === 'loan'} onClose={close} title={t('loan.title')}>
        {(control) => (
          <Stack sx={{ pt: 1 }}>
            <FormTextField
              control={control}
              name="loan.fee"
              label={t('loan.feeRate')}
              helperText={t('loan.feeHint')}
              required
              fullWidth
              inputMode="decimal"
            />
            <FormRupiahField control={control} name="loan.admin" label={t('loan.admin')} required fullWidth />
            <FormTextField control={control} name="loan.periode" label={t('loan.periodeDays')} required fullWidth inputMode="numeric" />
            <FormRupiahField control={control} name="loan.creditlimit" label={t('loan.creditlimit')} required fullWidth />
          </Stack>
        )}
      </GroupDialog>

      <GroupDialog group="bayartempo" value={s.bayartempo} open={editing === 'bayartempo'} onClose={close} title={t('bayartempo.title')}>
        {(control) => (
          <Stack sx={{ pt: 1 }}>
            <FormRupiahField
              control={control}
              name="bayartempo.cashoutFee"
              label={t('bayartempo.cashoutFee')}
              helperText={t('bayartempo.cashoutFeeHint')}
              required
              fullWidth
            />
            <FormRupiahField control={control} name="bayartempo.totalLimit" label={t('bayartempo.totalLimit')} required fullWidth />
          </Stack>
        )}
      </GroupDialog>
    </>
  );
}

/** The order page's bank accounts (up to four, added and removed) and the messaging contact. */
function OrderPageFields({ control }: { control: Parameters<typeof FormTextField>[0]['control'] }) {
  const { t } = useTranslation('platform-settings');
  const banks = useFieldArray({ control, name: 'orderPage.banks' });
  return (
    <Stack spacing={1} sx={{ pt: 1 }}>
      {banks.fields.map((f, i) => (
        <Grid container columnSpacing={2} key={f.id} sx={{ alignItems: 'flex-start' }}>
          <Grid size={{ xs: 12, sm: 3 }}>
            <FormTextField control={control} name={`orderPage.banks.${i}.bank`} label={t('orderPage.bank')} required fullWidth />
          </Grid>
          <Grid size={{ xs: 12, sm: 4 }}>
            <FormTextField control={control} name={`orderPage.banks.${i}.accountno`} label={t('orderPage.accountno')} required fullWidth />
          </Grid>
          <Grid size={{ xs: 9, sm: 4 }}>
            <FormTextField
              control={control}
              name={`orderPage.banks.${i}.accountname`}
              label={t('orderPage.accountname')}
              required
              fullWidth
            />
          </Grid>
          <Grid size={{ xs: 3, sm: 1 }}>
            <IconButton color="error" onClick={() => banks.remove(i)} sx={{ mt: 1 }} aria-label={t('orderPage.removeBank', { n: i + 1 })}>
              <DeleteOutlineIcon />
            </IconButton>
          </Grid>
        </Grid>
      ))}
      {banks.fields.length < 4 && (
        <Box>
          <Button onClick={() => banks.append({ bank: '', accountno: '', accountname: '' })}>{t('orderPage.addBank')}</Button>
        </Box>
      )}
      <Typography variant="subtitle2" sx={{ pt: 1 }}>
        {t('orderPage.contact')}
      </Typography>
      <Grid container columnSpacing={2}>
        <Grid size={{ xs: 12, sm: 4 }}>
          <FormTextField control={control} name="orderPage.contact.name" label={t('orderPage.contactName')} fullWidth />
        </Grid>
        <Grid size={{ xs: 12, sm: 3 }}>
          <FormTextField control={control} name="orderPage.contact.phone" label={t('orderPage.contactPhone')} fullWidth />
        </Grid>
        <Grid size={{ xs: 12, sm: 5 }}>
          <FormTextField control={control} name="orderPage.contact.url" label={t('orderPage.contactUrl')} type="url" fullWidth />
        </Grid>
      </Grid>
    </Stack>
  );
}
