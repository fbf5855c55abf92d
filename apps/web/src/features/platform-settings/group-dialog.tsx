import { type PlatformSettings, type PlatformSettingsPatch, type SettingsGroup, settingsGroupRules } from '@konsol/contract';
import type { ReactNode } from 'react';
import { useMemo } from 'react';
import type { Control, FieldValues } from 'react-hook-form';
import { z } from 'zod';
import { FormDialog } from '../../components/form-dialog';
import { useFormDialog } from '../../lib/forms';
import { useSaveSettings } from './api/save-settings';

/**
 * One group of the platform settings in a dialog: its fields (`children`, named `<group>.…`) filled from the saved
 * value, checked by the contract's rules of that group, and saved whole.
 */
export function GroupDialog<G extends SettingsGroup>({
  group,
  value,
  open,
  onClose,
  title,
  maxWidth = 'sm',
  children,
}: {
  group: G;
  value: PlatformSettings[G] | undefined;
  open: boolean;
  onClose: () => void;
  title: string;
  maxWidth?: 'sm' | 'md';
  children: (control: Control<FieldValues>) => ReactNode;
}) {
  const save = useSaveSettings();
  const schema = useMemo(() => z.object({ [group]: settingsGroupRules[group] }), [group]);
  const { form, dialog } = useFormDialog<FieldValues, typeof schema, PlatformSettings[G]>({
    schema,
    open,
    onClose,
    empty: { [group]: value },
    item: value ?? null,
    toForm: (v) => ({ [group]: structuredClone(v) }),
    fields: [],
    mutation: save,
    onSubmit: async (values) => {
      await save.mutateAsync({ [group]: values[group] } as PlatformSettingsPatch);
      onClose();
    },
  });
  return (
    <FormDialog {...dialog} title={title} maxWidth={maxWidth} testId={`settings-dialog-${group}`}>
      {children(form.control)}
    </FormDialog>
  );
}
