import type { Article } from '@konsol/contract';
import ArticleOutlinedIcon from '@mui/icons-material/ArticleOutlined';
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, Tab, Tabs, Typography } from '@mui/material';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, imageColumn, OneLine } from '../../components/data-table';
import { ContentWithPreview } from '../../components/phone-preview/phone-preview';
import { rowActionsColumn } from '../../components/row-actions';
import { AddButton, DeleteDialog, useEditDialog } from '../../components/row-dialogs';
import { SafeHtml } from '../../components/safe-html';
import { StatusChip } from '../../components/status-chip';
import { formatDate } from '../../lib/format';
import { useUrlTab } from '../../lib/url-tab';
import { type ArticleKind, INFO, NEWS } from './api/articles';
import { useDeleteArticle } from './api/delete-article';
import { articlesQueryKey, getArticles } from './api/get-articles';
import { ArticleDialog } from './article-dialog';

const NEWS_TABS = ['news', 'info'] as const;
type NewsTab = (typeof NEWS_TABS)[number];

/** YYYY/MM/DD HH:mm:ss WIB (SPEC §9: news and timestamps). */
const wib = (value: string) => (value ? `${formatDate(value, 'timestamp')} WIB` : '');

/** Reads an article: its image, breaf, date and the content, sanitised in the browser. */
function ArticleView({ article, onClose }: { article: Article | null; onClose: () => void }) {
  const { t } = useTranslation('news');
  const titleId = useId();
  return (
    <Dialog open={!!article} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm" data-testid="article-view">
      <DialogTitle id={titleId}>{article?.title}</DialogTitle>
      <DialogContent dividers>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1.5 }}>
          <StatusChip value={article?.status} />
          <Typography variant="caption" color="text.secondary">
            {article && wib(article.update_at)}
          </Typography>
        </Stack>
        {article?.image && (
          <Box component="img" src={article.image} alt="" sx={{ width: '100%', borderRadius: 2, mb: 1.5, display: 'block' }} />
        )}
        {article?.breaf && (
          <Typography color="text.secondary" sx={{ mb: 1.5, fontStyle: 'italic' }}>
            {article.breaf}
          </Typography>
        )}
        <SafeHtml html={article?.content} data-testid="article-content" />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} autoFocus>
          {t('common:close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

function ArticleTable({ kind }: { kind: ArticleKind }) {
  const { t } = useTranslation('news');
  const editor = useEditDialog<Article>();
  const [view, setView] = useState<Article | null>(null);
  const [toDelete, setToDelete] = useState<Article | null>(null);
  const remove = useDeleteArticle(kind);
  const noun = kind.kind === 'news' ? t('newsNoun') : t('infoNoun');

  return (
    <>
      <DataTable<Article>
        label={kind.kind === 'news' ? t('newsTable') : t('infoTable')}
        queryKey={articlesQueryKey(kind)}
        fetcher={getArticles(kind)}
        prefix={kind.prefix}
        sort="update_at,desc"
        rowKey={(a) => a.id}
        searchPlaceholder={t('searchPlaceholder')}
        actions={<AddButton onClick={editor.add}>{t('add', { noun })}</AddButton>}
        columns={[
          imageColumn<Article>(t('image'), <ArticleOutlinedIcon fontSize="small" />),
          {
            field: 'title',
            header: t('title'),
            sortable: true,
            render: (a) => (
              <Box sx={{ minWidth: 120, maxWidth: 360 }}>
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  {a.title}
                </Typography>
                {a.breaf && (
                  <OneLine variant="caption" color="text.secondary" title={a.breaf}>
                    {a.breaf}
                  </OneLine>
                )}
              </Box>
            ),
          },
          { field: 'status', header: t('status'), sortable: true, render: (a) => <StatusChip value={a.status} /> },
          {
            field: 'update_at',
            header: t('updatedAt'),
            sortable: true,
            hideBelow: 'sm',
            render: (a) => <Box sx={{ minWidth: 96 }}>{wib(a.update_at)}</Box>,
          },
          rowActionsColumn<Article>(t('content:action'), (a) => ({
            name: a.title,
            onView: () => setView(a),
            onEdit: () => editor.edit(a),
            onDelete: () => setToDelete(a),
          })),
        ]}
      />
      <ArticleDialog kind={kind} open={editor.open} article={editor.item} onClose={editor.close} />
      <ArticleView article={view} onClose={() => setView(null)} />
      <DeleteDialog item={toDelete} onDelete={(a) => remove.mutateAsync(a.id)} onClose={() => setToDelete(null)} />
    </>
  );
}

/** Berita: news and (second tab) the info list, each server-paged with add/edit/delete and a reader. */
export default function NewsPage() {
  const { t } = useTranslation('news');
  const [tab, setTab] = useUrlTab(NEWS_TABS);
  const id = useId();
  return (
    <ContentWithPreview>
      <Tabs value={tab} onChange={(_e, v: NewsTab) => setTab(v)} aria-label={t('tabs')} sx={{ mb: 2 }}>
        <Tab
          value="news"
          label={t('newsTab')}
          icon={<ArticleOutlinedIcon />}
          iconPosition="start"
          id={`${id}-news`}
          aria-controls={`${id}-panel`}
        />
        <Tab
          value="info"
          label={t('infoTab')}
          icon={<InfoOutlinedIcon />}
          iconPosition="start"
          id={`${id}-info`}
          aria-controls={`${id}-panel`}
        />
      </Tabs>
      <Box role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-${tab}`}>
        <ArticleTable key={tab} kind={tab === 'info' ? INFO : NEWS} />
      </Box>
    </ContentWithPreview>
  );
}
