import {
  APPROVAL_KINDS,
  type ApprovalKind,
  type ApprovalPolicy,
  approvalPolicy,
  type PlatformSettings,
  parseWhole,
} from '@konsol/contract';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import EditIcon from '@mui/icons-material/Edit';
import { Box, Button, FormControlLabel, FormHelperText, IconButton, Stack, Switch, Typography } from '@mui/material';
import { useState } from 'react';
import { type Control, type Path, useController, useFieldArray, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormSelectField } from '../../components/form-controls';
import { FormDialog } from '../../components/form-dialog';
import { FormRupiahField, FormTextField } from '../../components/form-fields';
import { formatNumber, formatRupiah, groupDigits } from '../../lib/format';
import { useFormDialog } from '../../lib/forms';
import { messageText } from '../../lib/i18n';
import { useSaveSettings } from './api/save-settings';

type Policies = PlatformSettings['approvalPolicies'];
type StoredPolicy = Policies[ApprovalKind];

const MAX_TIERS = 5;

/** A tier as edited: the bound as typed ("50.000"); the last tier keeps none (every larger amount). */
interface TierForm {
  approvers: 1 | 2;
  code: boolean;
  upTo?: string;
}
interface PolicyForm {
  tiers: TierForm[];
  expiryHours: string;
}
type PolicyControl = Control<PolicyForm, unknown, ApprovalPolicy>;

const toForm = (p: StoredPolicy): PolicyForm => ({
  tiers: p.tiers.map((t) => ({
    approvers: t.approvers,
    code: t.code,
    upTo: t.upTo === undefined ? undefined : groupDigits(String(t.upTo)),
  })),
  expiryHours: String(p.expiryHours),
});

const HOURS_TEXT = /^\d{1,4}(?:[.,]\d{1,2})?$/;
/** Hours as typed, with a decimal comma or dot ("1,5"); what is not such a number becomes NaN, which the schema refuses. */
const toHours = (text: string) => {
  const v = text.trim();
  if (v === '') return undefined;
  return HOURS_TEXT.test(v) ? Number(v.replace(',', '.')) : Number.NaN;
};

/**
 * The contract's `approvalPolicy` on the dialog's fields: the last tier's bound is never asked (a bound typed on it
 * before a later tier was removed is left out), and the hours are read from their text.
 */
const formSchema = z.preprocess(
  (f: PolicyForm) => ({
    tiers: f.tiers.map((t, i) => (i === f.tiers.length - 1 ? { approvers: t.approvers, code: t.code } : t)),
    expiryHours: toHours(f.expiryHours),
  }),
  approvalPolicy,
);

/** Every field of a policy that may carry a server message, up to the most tiers there can be. */
const FIELDS: Path<PolicyForm>[] = [
  'expiryHours',
  'tiers',
  ...Array.from({ length: MAX_TIERS }, (_, i) => [`tiers.${i}.upTo`, `tiers.${i}.approvers`, `tiers.${i}.code`] as const).flat(),
];

/**
 * A policy in one line: "s.d. Rp 25.000.000: 1 penyetuju · di atas: 2 penyetuju, kode TOTP".
 *
 * @example
 * const line = usePolicySummary()(settings.approvalPolicies.cashout);
 */
function usePolicySummary() {
  const { t } = useTranslation('platform-settings');
  return (p: StoredPolicy) =>
    p.tiers
      .map((tier, i) => {
        const who = t('approvals.approvers', { count: tier.approvers });
        const what = tier.code ? t('approvals.withCode', { who }) : who;
        if (tier.upTo !== undefined) return t('approvals.upToSummary', { amount: formatRupiah(tier.upTo), what });
        return i === 0 ? t('approvals.anySummary', { what }) : t('approvals.aboveSummary', { what });
      })
      .join(' · ');
}

/**
 * The body of the "Approvals (four eyes)" card: each kind of request with its tiers and expiry, and (administrators)
 * its edit dialog, which saves the whole `approvalPolicies` group with only that kind changed.
 */
export function ApprovalPolicies({ value, canEdit }: { value: Policies; canEdit: boolean }) {
  const { t } = useTranslation('platform-settings');
  const summary = usePolicySummary();
  const [open, setOpen] = useState(false);
  // kept while the dialog fades out after a close
  const [kind, setKind] = useState<ApprovalKind>('cashout');
  return (
    <>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {t('approvals.hint')}
      </Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, columnGap: 4 }}>
        {APPROVAL_KINDS.map((k) => {
          const name = t(`approvals.kind.${k}`);
          return (
            <Box
              key={k}
              data-testid={`approval-policy-${k}`}
              sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', py: 1, borderTop: 1, borderColor: 'divider' }}
            >
              <Box sx={{ flex: 1, minWidth: 0 }}>
                <Typography sx={{ fontWeight: 500 }}>{name}</Typography>
                <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                  {summary(value[k])}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {t('approvals.expiry', { hours: formatNumber(value[k].expiryHours) })}
                </Typography>
              </Box>
              {canEdit && (
                <Button
                  size="small"
                  startIcon={<EditIcon />}
                  onClick={() => {
                    setKind(k);
                    setOpen(true);
                  }}
                  aria-label={`${t('edit')} ${name}`}
                  sx={{ flexShrink: 0 }}
                >
                  {t('edit')}
                </Button>
              )}
            </Box>
          );
        })}
      </Box>
      <ApprovalPolicyDialog kind={kind} policies={value} open={open} onClose={() => setOpen(false)} />
    </>
  );
}

/** One kind's tiers (added up to five, removed down to one) and expiry; saved with the other kinds as they are. */
function ApprovalPolicyDialog({
  kind,
  policies,
  open,
  onClose,
}: {
  kind: ApprovalKind;
  policies: Policies;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('platform-settings');
  const save = useSaveSettings();
  const { form, dialog } = useFormDialog<PolicyForm, typeof formSchema, StoredPolicy>({
    schema: formSchema,
    open,
    onClose,
    empty: toForm(policies[kind]),
    item: policies[kind],
    toForm,
    fields: FIELDS,
    // the server names a field by its whole path in the settings
    aliases: Object.fromEntries(FIELDS.map((f) => [`approvalPolicies.${kind}.${f}`, f])),
    mutation: save,
    onSubmit: async (policy) => {
      await save.mutateAsync({ approvalPolicies: { ...policies, [kind]: policy } });
      onClose();
    },
  });
  const { control } = form;
  const tiers = useFieldArray({ control, name: 'tiers' });
  const count = tiers.fields.length;
  const approverOptions = ([1, 2] as const).map((n) => ({ value: n, label: t('approvals.approvers', { count: n }) }));
  const tiersError = form.formState.errors.tiers;
  // a message for the list itself (how many tiers), not one of a tier's fields
  const tiersMessage = tiersError?.message ?? tiersError?.root?.message;

  const addTier = () => {
    const last = count - 1;
    // the tier that was last now ends somewhere: its bound is asked (or the one it had before it was last, kept)
    if (form.getValues(`tiers.${last}.upTo`) === undefined) form.setValue(`tiers.${last}.upTo`, '');
    const prev = form.getValues(`tiers.${last}`);
    tiers.append({ approvers: 2, code: prev?.code ?? false });
  };

  return (
    <FormDialog {...dialog} title={t('approvals.dialogTitle', { kind: t(`approvals.kind.${kind}`) })} testId="approval-policy-dialog">
      <Stack spacing={2} sx={{ pt: 1 }}>
        <Typography variant="body2" color="text.secondary">
          {t('approvals.tiersHint')}
        </Typography>
        {tiers.fields.map((f, i) => (
          <Box
            key={f.id}
            component="fieldset"
            sx={{
              border: 1,
              borderColor: 'divider',
              borderRadius: 1,
              p: 2,
              pb: 1,
              m: 0,
              minWidth: 0,
              display: 'flex',
              flexDirection: 'column',
              gap: 1.5,
            }}
          >
            <Typography component="legend" variant="subtitle2" sx={{ px: 0.5 }}>
              {t('approvals.tier', { n: i + 1 })}
            </Typography>
            {/* the bound and its remove button, then the approvers and the code: two rows at every width */}
            <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
              <Box sx={{ flex: 1, minWidth: 0 }}>
                {i < count - 1 ? (
                  <FormRupiahField control={control} name={`tiers.${i}.upTo`} label={t('approvals.upTo')} required fullWidth />
                ) : (
                  <AboveBound control={control} index={i} />
                )}
              </Box>
              {count > 1 && (
                <IconButton
                  color="error"
                  onClick={() => tiers.remove(i)}
                  sx={{ mt: 1 }}
                  aria-label={t('approvals.removeTier', { n: i + 1 })}
                >
                  <DeleteOutlineIcon />
                </IconButton>
              )}
            </Stack>
            <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-start', flexWrap: 'wrap', rowGap: 1 }}>
              <Box sx={{ flex: '1 1 160px' }}>
                <FormSelectField
                  control={control}
                  name={`tiers.${i}.approvers`}
                  label={t('approvals.approversLabel')}
                  options={approverOptions}
                  fullWidth
                />
              </Box>
              <CodeSwitch control={control} index={i} />
            </Stack>
          </Box>
        ))}
        {tiersMessage && (
          <FormHelperText error sx={{ mt: 0 }}>
            {messageText(tiersMessage)}
          </FormHelperText>
        )}
        {count < MAX_TIERS && (
          <Box>
            <Button startIcon={<AddIcon />} onClick={addTier}>
              {t('approvals.addTier')}
            </Button>
          </Box>
        )}
        <FormTextField
          control={control}
          name="expiryHours"
          label={t('approvals.expiryHours')}
          helperText={t('approvals.expiryHint')}
          required
          fullWidth
          slotProps={{ htmlInput: { inputMode: 'decimal', maxLength: 7 } }}
        />
      </Stack>
    </FormDialog>
  );
}

/** Where the last tier's bound would be: the amounts it covers ("Di atas Rp 50.000"), and a message for its bound. */
function AboveBound({ control, index }: { control: PolicyControl; index: number }) {
  const { t } = useTranslation('platform-settings');
  const prev = useWatch({ control, name: `tiers.${index - 1}.upTo` as const, disabled: index === 0 });
  const { fieldState } = useController({ control, name: `tiers.${index}.upTo` });
  const bound = index > 0 ? parseWhole(prev) : undefined;
  const text =
    index === 0
      ? t('approvals.anyAmount')
      : typeof bound === 'number'
        ? t('approvals.aboveAmount', { amount: formatRupiah(bound) })
        : t('approvals.above');
  return (
    <Box sx={{ minHeight: 56, display: 'flex', flexDirection: 'column', justifyContent: 'center' }}>
      <Typography>{text}</Typography>
      {fieldState.error && <FormHelperText error>{messageText(fieldState.error.message)}</FormHelperText>}
    </Box>
  );
}

/** "TOTP code required" of a tier, as a switch. */
function CodeSwitch({ control, index }: { control: PolicyControl; index: number }) {
  const { t } = useTranslation('platform-settings');
  const { field, fieldState } = useController({ control, name: `tiers.${index}.code` });
  return (
    <Box sx={{ mt: 1, flex: '0 0 auto' }}>
      <FormControlLabel
        sx={{ ml: 0, gap: 0.5, alignItems: 'center' }}
        control={
          <Switch
            checked={field.value === true}
            onChange={(e) => field.onChange(e.target.checked)}
            onBlur={field.onBlur}
            slotProps={{ input: { ref: field.ref, name: field.name } }}
          />
        }
        label={t('approvals.code')}
        slotProps={{ typography: { noWrap: true } }}
      />
      {fieldState.error && <FormHelperText error>{messageText(fieldState.error.message)}</FormHelperText>}
    </Box>
  );
}
