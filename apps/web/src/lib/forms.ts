import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, useState } from 'react';
import {
  type DefaultValues,
  type FieldValues,
  type Path,
  type Resolver,
  type UseFormReturn,
  type UseFormSetError,
  useForm,
} from 'react-hook-form';
import { z } from 'zod';
import { ApiError, errorMessage } from './api-client';

/**
 * The zod resolver of a form that edits its fields as `TForm` (strings, selects) and submits the contract schema's
 * output (numbers, trimmed texts, ISO dates): `useForm<TForm, unknown, z.output<S>>`, so the submit handler gets
 * the typed output. The schema is the one the server validates with. Its input is wider than the form's fields
 * (it reads any value a client may send), which react-hook-form cannot take as the form's type: the identity step
 * in front gives it the form's input type, without a cast.
 *
 * @example
 * const form = useForm<LoanFormValues, unknown, LoanRequestBody>({ resolver: schemaResolver<LoanFormValues, typeof loanRequestBody>(loanRequestBody) });
 */
export function schemaResolver<TForm extends FieldValues, S extends z.ZodType>(schema: S): Resolver<TForm, unknown, z.output<S>> {
  return zodResolver(z.preprocess((values: TForm) => values, schema));
}

/**
 * The contract schema of a form whose optional number box may be left empty: an empty `field` means "not given"
 * (the schema's optional number wants it left out, not '').
 *
 * @example
 * const formSchema = blankAsMissing(productBody, 'harga_jual');
 */
export function blankAsMissing<S extends z.ZodType>(schema: S, field: string) {
  return z.preprocess(
    (v) => (v && typeof v === 'object' && field in v && Reflect.get(v, field) === '' ? { ...v, [field]: undefined } : v),
    schema,
  );
}

/**
 * Pushes the server's field errors (`ApiError.errors`) back into the form's fields. Answers true when at least one
 * field took a message (the form shows them; no extra alert needed); aliases map server names to field names.
 *
 * @example
 * catch (err) { if (!applyServerErrors(err, setError, ['label', 'type'])) setFormError(errorMessage(err)); }
 */
export function applyServerErrors<T extends FieldValues>(
  err: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
  aliases: Record<string, Path<T>> = {},
): boolean {
  if (!(err instanceof ApiError) || !err.errors) return false;
  let applied = false;
  for (const [name, message] of Object.entries(err.errors)) {
    const field = aliases[name] ?? (fields.includes(name as Path<T>) ? (name as Path<T>) : undefined);
    if (!field) continue;
    setError(field, { type: 'server', message }, { shouldFocus: !applied });
    applied = true;
  }
  return applied;
}

export interface UseFormDialogOptions<TForm extends FieldValues, S extends z.ZodType, TItem> {
  /** The contract schema the server validates with; the submit gets its output. */
  schema: S;
  /** The dialog is open: each time it opens, the form is filled again and the last save's state cleared. */
  open: boolean;
  onClose: () => void;
  /**
   * The fields of an add (and the form's default values: `DefaultValues` is react-hook-form's type for those, which
   * it cannot see a generic `TForm` fits).
   */
  empty: TForm & DefaultValues<TForm>;
  /** The item edited (none: an add); the fields are filled from it with `toForm`. */
  item?: TItem | null;
  toForm?: (item: TItem) => TForm;
  /** The fields that take the server's field errors; `aliases` map the server's names to them. */
  fields: readonly Path<TForm>[];
  aliases?: Record<string, Path<TForm>>;
  /** The save's mutation: reset when the dialog opens (no error or result of the last save left); busy while it runs. */
  mutation: { reset: () => void; isPending: boolean };
  /**
   * Saves the valid values (`form`: the fields as typed, for a check of its own; `action`: `other` when the
   * dialog's second action was pressed, Reject beside Approve). A failure it throws goes into the fields it names,
   * else into the dialog's message.
   */
  onSubmit: (values: z.output<S>, form: UseFormReturn<TForm, unknown, z.output<S>>, action: 'submit' | 'other') => Promise<unknown>;
  /**
   * The dialog's message for a failure no field took (default: the error's own text); null when it put the
   * failure into a field itself.
   */
  failure?: (err: unknown, form: UseFormReturn<TForm, unknown, z.output<S>>) => string | null;
  /** react-hook-form's validation mode (`onChange`: a Send button that waits for valid input). */
  mode?: 'onSubmit' | 'onChange';
}

/**
 * The form of a `FormDialog` (components/form-dialog): typed by the contract schema (fields as `TForm`, submit as
 * the schema's output), filled each time the dialog opens (from the item edited, or empty), and a failed save's
 * field errors put into the fields, the rest into the dialog's message. `dialog` holds the FormDialog's props for
 * all that (open, close, submit, unsaved input, busy, message).
 *
 * @example
 * const { form, dialog } = useFormDialog({
 *   schema: addBankBody, open, onClose, empty, fields: ['bank', 'accountno'], mutation: add,
 *   onSubmit: async (body) => { notify.success((await add.mutateAsync(body)).msg); onClose(); },
 * });
 * <FormDialog {...dialog} title={t('addBank')}><FormTextField control={form.control} name="bank" … /></FormDialog>
 */
export function useFormDialog<TForm extends FieldValues, S extends z.ZodType, TItem = never>(opts: UseFormDialogOptions<TForm, S, TItem>) {
  const { schema, open, onClose, empty, item = null, toForm, fields, aliases, mutation, onSubmit, failure, mode } = opts;
  const form = useForm<TForm, unknown, z.output<S>>({ resolver: schemaResolver<TForm, S>(schema), defaultValues: empty, mode });
  const [formError, setFormError] = useState<string | null>(null);

  // The values to fill are read when the dialog opens, not on every render (callers pass new objects each time).
  const fill = useRef({ empty, toForm });
  fill.current = { empty, toForm };
  const { reset } = form;
  const resetMutation = mutation.reset;
  useEffect(() => {
    if (!open) return;
    const { empty: values, toForm: read } = fill.current;
    reset(item !== null && read ? read(item) : values);
    setFormError(null);
    resetMutation();
  }, [open, item, reset, resetMutation]);

  const submitAs = (action: 'submit' | 'other') =>
    form.handleSubmit(async (values) => {
      setFormError(null);
      try {
        await onSubmit(values, form, action);
      } catch (err) {
        if (applyServerErrors(err, form.setError, fields, aliases)) return;
        setFormError(failure ? failure(err, form) : errorMessage(err));
      }
    });

  const dialog = {
    open,
    onClose,
    onSubmit: submitAs('submit'),
    onOther: submitAs('other'),
    dirty: form.formState.isDirty,
    busy: mutation.isPending,
    error: formError,
  };
  return { form, dialog };
}
