import type { Article } from '@konsol/contract';
import { Grid, Skeleton } from '@mui/material';
import { lazy, Suspense, useState } from 'react';
import { useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormSelectField, useFlagOptions } from '../../components/form-controls';
import { FormDialog } from '../../components/form-dialog';
import { FormTextField } from '../../components/form-fields';
import { FormImageUpload } from '../../components/image-upload';
import { useContentDialog } from '../../lib/content-resource';
import { messageText } from '../../lib/i18n';
import type { ArticleKind } from './api/articles';
import { articleBody, useSaveArticle } from './api/save-article';

/** Tiptap is large: it loads with the editor when the dialog opens, never with the list page. */
const RichTextEditor = lazy(() => import('./rich-text-editor').then((m) => ({ default: m.RichTextEditor })));

interface ArticleForm {
  title: string;
  breaf: string;
  content: string;
  image: string;
  status: number;
}
const FIELDS = ['title', 'breaf', 'content', 'image', 'status'] as const;
const empty: ArticleForm = { title: '', breaf: '', content: '', image: '', status: 1 };
const toForm = (a: Article): ArticleForm => ({ title: a.title, breaf: a.breaf, content: a.content, image: a.image, status: a.status });

export interface ArticleDialogProps {
  kind: ArticleKind;
  open: boolean;
  article: Article | null;
  onClose: () => void;
}

/** Add/edit a news or info item: title (required), breaf, image, status and the rich-text content. */
export function ArticleDialog({ kind, open, article, onClose }: ArticleDialogProps) {
  const { t } = useTranslation('news');
  const save = useSaveArticle(kind);
  const [imageUploading, setImageUploading] = useState(false);
  const [editorUploading, setEditorUploading] = useState(false);
  const statusOptions = useFlagOptions();
  const { form, dialog } = useContentDialog({ schema: articleBody, open, onClose, empty, item: article, toForm, fields: FIELDS, save });
  const { control } = form;
  const content = useController({ control, name: 'content' });

  const noun = kind.kind === 'news' ? t('newsNoun') : t('infoNoun');
  return (
    <FormDialog
      {...dialog}
      title={article ? t('editTitle', { noun }) : t('addTitle', { noun })}
      submitDisabled={imageUploading || editorUploading}
      maxWidth="md"
      testId="article-dialog"
    >
      <Grid container columnSpacing={2} rowSpacing={0.5}>
        <Grid size={{ xs: 12, md: 8 }}>
          <FormTextField control={control} name="title" label={t('title')} required autoFocus />
          <FormTextField control={control} name="breaf" label={t('breaf')} multiline minRows={2} helperText={t('breafHint')} />
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <FormSelectField control={control} name="status" label={t('status')} options={statusOptions} />
        </Grid>
        <Grid size={12} sx={{ mb: 2 }}>
          <FormImageUpload
            control={control}
            name="image"
            label={t('image')}
            purpose={kind.purpose}
            shape="wide"
            clearable
            onUploadingChange={setImageUploading}
          />
        </Grid>
        <Grid size={12}>
          <Suspense fallback={<Skeleton variant="rounded" height={240} aria-label={t('content')} />}>
            <RichTextEditor
              label={t('content')}
              value={content.field.value ?? ''}
              onChange={content.field.onChange}
              purpose={kind.purpose}
              onUploadingChange={setEditorUploading}
              error={messageText(content.fieldState.error?.message)}
            />
          </Suspense>
        </Grid>
      </Grid>
    </FormDialog>
  );
}
