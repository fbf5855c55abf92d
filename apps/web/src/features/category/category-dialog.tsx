import { CATEGORY_MENU_HINT_MAX, type Category } from '@konsol/contract';
import { Autocomplete, Chip, Grid, TextField } from '@mui/material';
import { useMemo } from 'react';
import { useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormSelectField, useFlagOptions } from '../../components/form-controls';
import { FormDialog } from '../../components/form-dialog';
import { FormTextField } from '../../components/form-fields';
import { useContentDialog } from '../../lib/content-resource';
import { messageText } from '../../lib/i18n';
import { useMenuOptions } from './api/get-menu-options';
import { categoryBody, useSaveCategory } from './api/save-category';

interface CategoryForm {
  title: string;
  status: number | '';
  showHome: number | '';
  sort: number | string;
  menus: number[];
}
const FIELDS = ['title', 'status', 'showHome', 'sort', 'menus'] as const;
const empty: CategoryForm = { title: '', status: 1, showHome: 1, sort: '', menus: [] };
const toForm = (c: Category): CategoryForm => ({ title: c.title, status: c.status, showHome: c.showHome, sort: c.sort, menus: c.menus });

export interface CategoryDialogProps {
  open: boolean;
  category: Category | null;
  onClose: () => void;
}

/** Add/edit a category: Title, Status, Show, Sort (a number) and the menu multi-select (hint "maximum 5 tags"). */
export function CategoryDialog({ open, category, onClose }: CategoryDialogProps) {
  const { t } = useTranslation('category');
  const save = useSaveCategory();
  const options = useMenuOptions(open);
  const statusOptions = useFlagOptions();
  const yesNo = useFlagOptions('yesno');
  const { form, dialog } = useContentDialog({ schema: categoryBody, open, onClose, empty, item: category, toForm, fields: FIELDS, save });
  const { control } = form;
  const menus = useController({ control, name: 'menus' });

  // Menus already chosen stay visible while the options load (or when a menu was disabled).
  const allOptions = useMemo(() => {
    const list = options.data ?? [];
    const known = new Set(list.map((o) => o.id));
    const extra = (category?.listMenu ?? []).filter((m) => !known.has(m.id)).map((m) => ({ ...m, status: 1 }));
    return [...list, ...extra];
  }, [options.data, category]);
  const byId = useMemo(() => new Map(allOptions.map((o) => [o.id, o])), [allOptions]);
  const selected = (menus.field.value ?? []).map((id) => byId.get(id) ?? { id, label: `#${id}`, status: 1 });

  return (
    <FormDialog {...dialog} title={category ? t('editTitle') : t('addTitle')} testId="category-dialog">
      <Grid container columnSpacing={2} rowSpacing={0.5} sx={{ pt: 1 }}>
        <Grid size={12}>
          <FormTextField control={control} name="title" label={t('title')} required autoFocus />
        </Grid>
        <Grid size={{ xs: 12, sm: 4 }}>
          <FormSelectField control={control} name="status" label={t('status')} options={statusOptions} required />
        </Grid>
        <Grid size={{ xs: 12, sm: 4 }}>
          <FormSelectField control={control} name="showHome" label={t('showHome')} options={yesNo} required />
        </Grid>
        <Grid size={{ xs: 12, sm: 4 }}>
          <FormTextField
            control={control}
            name="sort"
            label={t('sort')}
            type="number"
            required
            slotProps={{ htmlInput: { min: 0, step: 1 } }}
          />
        </Grid>
        <Grid size={12}>
          <Autocomplete
            multiple
            options={allOptions}
            value={selected}
            loading={options.isPending}
            filterSelectedOptions
            getOptionLabel={(o) => o.label}
            isOptionEqualToValue={(a, b) => a.id === b.id}
            onChange={(_e, value) => menus.field.onChange(value.map((v) => v.id))}
            onBlur={menus.field.onBlur}
            renderValue={(value, getItemProps) =>
              value.map((o, index) => {
                const { key, ...itemProps } = getItemProps({ index });
                return (
                  <Chip
                    key={key}
                    {...itemProps}
                    label={o.label}
                    size="small"
                    color={o.status === 1 ? 'primary' : 'default'}
                    variant="outlined"
                  />
                );
              })
            }
            renderInput={(params) => (
              <TextField
                {...params}
                inputRef={menus.field.ref}
                label={t('menus')}
                required
                error={!!menus.fieldState.error}
                helperText={messageText(menus.fieldState.error?.message) ?? t('menusHint', { max: CATEGORY_MENU_HINT_MAX })}
              />
            )}
            noOptionsText={t('noMenus')}
            loadingText={t('common:loading')}
            data-testid="category-menus"
          />
        </Grid>
      </Grid>
    </FormDialog>
  );
}
