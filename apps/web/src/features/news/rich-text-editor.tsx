import type { UploadPurpose } from '@konsol/contract';
import FormatBoldIcon from '@mui/icons-material/FormatBold';
import FormatItalicIcon from '@mui/icons-material/FormatItalic';
import FormatListBulletedIcon from '@mui/icons-material/FormatListBulleted';
import FormatListNumberedIcon from '@mui/icons-material/FormatListNumbered';
import FormatQuoteIcon from '@mui/icons-material/FormatQuote';
import FormatStrikethroughIcon from '@mui/icons-material/FormatStrikethrough';
import FormatUnderlinedIcon from '@mui/icons-material/FormatUnderlined';
import ImageOutlinedIcon from '@mui/icons-material/ImageOutlined';
import LinkIcon from '@mui/icons-material/Link';
import LinkOffIcon from '@mui/icons-material/LinkOff';
import RedoIcon from '@mui/icons-material/Redo';
import UndoIcon from '@mui/icons-material/Undo';
import {
  Box,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Divider,
  FormHelperText,
  IconButton,
  TextField,
  Tooltip,
  Typography,
} from '@mui/material';
import Image from '@tiptap/extension-image';
import Link from '@tiptap/extension-link';
import { EditorContent, useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDiscardGuard } from '../../components/confirm';
import { uploadImage } from '../../components/image-upload';
import { sanitizeHtml } from '../../components/safe-html';
import { errorMessage } from '../../lib/api-client';

const SAFE_LINK = /^(https?:|mailto:|tel:)/i;

/** An empty document is saved as no content. */
const normalise = (html: string) => (html === '<p></p>' ? '' : html);

export interface RichTextEditorProps {
  label: string;
  value: string;
  onChange: (html: string) => void;
  /** Upload purpose of images inserted into the text. */
  purpose: UploadPurpose;
  onUploadingChange?: (uploading: boolean) => void;
  error?: string;
}

/**
 * The news and info editor (Tiptap): headings, bold/italic/underline/strike, lists, quotes, links (http, https,
 * mailto, tel only) and uploaded images. What it loads is sanitised first; the server sanitises again on save.
 */
export function RichTextEditor({ label, value, onChange, purpose, onUploadingChange, error }: RichTextEditorProps) {
  const { t } = useTranslation('news');
  const labelId = useId();
  const fileRef = useRef<HTMLInputElement>(null);
  const [linkOpen, setLinkOpen] = useState(false);
  const [linkUrl, setLinkUrl] = useState('');
  const linkFrom = useRef('');
  const [linkError, setLinkError] = useState(false);
  const [uploading, setUploading] = useState(false);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const changeRef = useRef(onChange);
  changeRef.current = onChange;

  const editor = useEditor({
    extensions: [
      StarterKit.configure({ link: false, heading: { levels: [2, 3] } }),
      Link.configure({
        openOnClick: false,
        autolink: true,
        defaultProtocol: 'https',
        isAllowedUri: (url) => SAFE_LINK.test(url),
        HTMLAttributes: { rel: 'noopener noreferrer nofollow', target: '_blank' },
      }),
      Image.configure({ allowBase64: false }),
    ],
    content: sanitizeHtml(value),
    shouldRerenderOnTransaction: true,
    editorProps: {
      attributes: { role: 'textbox', 'aria-multiline': 'true', 'aria-labelledby': labelId, 'data-testid': 'rich-text' },
    },
    onUpdate: ({ editor: e }) => changeRef.current(normalise(e.getHTML())),
  });

  // A new item (dialog reopened) brings other content: load it, cleaned, without reporting a change.
  useEffect(() => {
    if (!editor || editor.isDestroyed) return;
    if (normalise(editor.getHTML()) !== value) editor.commands.setContent(sanitizeHtml(value), { emitUpdate: false });
  }, [editor, value]);

  const insertImage = async (file: File | undefined) => {
    if (!file || !editor) return;
    setUploadError(null);
    setUploading(true);
    onUploadingChange?.(true);
    try {
      const src = await uploadImage(file, purpose);
      if (src) editor.chain().focus().setImage({ src, alt: '' }).run();
    } catch (err) {
      setUploadError(errorMessage(err));
    } finally {
      setUploading(false);
      onUploadingChange?.(false);
    }
  };

  const openLink = () => {
    linkFrom.current = editor?.getAttributes('link').href ?? '';
    setLinkUrl(linkFrom.current);
    setLinkError(false);
    setLinkOpen(true);
  };
  const applyLink = () => {
    const url = linkUrl.trim();
    if (!editor) return;
    if (!url) {
      editor.chain().focus().extendMarkRange('link').unsetLink().run();
      setLinkOpen(false);
      return;
    }
    if (!SAFE_LINK.test(url)) {
      setLinkError(true);
      return;
    }
    editor.chain().focus().extendMarkRange('link').setLink({ href: url }).run();
    setLinkOpen(false);
  };

  const dismissLink = useDiscardGuard(linkUrl !== linkFrom.current, () => setLinkOpen(false));

  const tool = (name: string, icon: ReactNode, run: () => void, active = false, disabled = false) => (
    <Tooltip title={name} key={name}>
      <span>
        <IconButton
          size="small"
          onClick={run}
          disabled={!editor || disabled}
          aria-label={name}
          aria-pressed={active}
          color={active ? 'primary' : 'default'}
          sx={{ borderRadius: 1.5, bgcolor: active ? 'action.selected' : undefined }}
        >
          {icon}
        </IconButton>
      </span>
    </Tooltip>
  );
  const e = editor;
  const text = (level: 2 | 3) => (
    <Typography component="span" sx={{ fontWeight: 800, fontSize: 13, width: 20 }}>
      H{level}
    </Typography>
  );

  return (
    <Box>
      <Typography
        id={labelId}
        component="span"
        variant="body2"
        color={error ? 'error' : 'text.secondary'}
        sx={{ display: 'block', mb: 0.75 }}
      >
        {label}
      </Typography>
      <Box
        sx={{
          border: '1px solid',
          borderColor: error ? 'error.main' : 'rgba(0,0,0,.23)',
          borderRadius: 1.5,
          overflow: 'hidden',
          '&:focus-within': { borderColor: 'primary.main', boxShadow: (th) => `0 0 0 1px ${th.palette.primary.main}` },
        }}
      >
        <Box
          role="toolbar"
          aria-label={t('toolbar')}
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            gap: 0.25,
            p: 0.5,
            bgcolor: '#FAFBFE',
            borderBottom: '1px solid',
            borderColor: 'divider',
          }}
        >
          {tool(t('tool.h2'), text(2), () => e?.chain().focus().toggleHeading({ level: 2 }).run(), !!e?.isActive('heading', { level: 2 }))}
          {tool(t('tool.h3'), text(3), () => e?.chain().focus().toggleHeading({ level: 3 }).run(), !!e?.isActive('heading', { level: 3 }))}
          <Divider orientation="vertical" flexItem sx={{ mx: 0.5 }} />
          {tool(t('tool.bold'), <FormatBoldIcon fontSize="small" />, () => e?.chain().focus().toggleBold().run(), !!e?.isActive('bold'))}
          {tool(
            t('tool.italic'),
            <FormatItalicIcon fontSize="small" />,
            () => e?.chain().focus().toggleItalic().run(),
            !!e?.isActive('italic'),
          )}
          {tool(
            t('tool.underline'),
            <FormatUnderlinedIcon fontSize="small" />,
            () => e?.chain().focus().toggleUnderline().run(),
            !!e?.isActive('underline'),
          )}
          {tool(
            t('tool.strike'),
            <FormatStrikethroughIcon fontSize="small" />,
            () => e?.chain().focus().toggleStrike().run(),
            !!e?.isActive('strike'),
          )}
          <Divider orientation="vertical" flexItem sx={{ mx: 0.5 }} />
          {tool(
            t('tool.bulletList'),
            <FormatListBulletedIcon fontSize="small" />,
            () => e?.chain().focus().toggleBulletList().run(),
            !!e?.isActive('bulletList'),
          )}
          {tool(
            t('tool.orderedList'),
            <FormatListNumberedIcon fontSize="small" />,
            () => e?.chain().focus().toggleOrderedList().run(),
            !!e?.isActive('orderedList'),
          )}
          {tool(
            t('tool.quote'),
            <FormatQuoteIcon fontSize="small" />,
            () => e?.chain().focus().toggleBlockquote().run(),
            !!e?.isActive('blockquote'),
          )}
          <Divider orientation="vertical" flexItem sx={{ mx: 0.5 }} />
          {tool(t('tool.link'), <LinkIcon fontSize="small" />, openLink, !!e?.isActive('link'))}
          {tool(
            t('tool.unlink'),
            <LinkOffIcon fontSize="small" />,
            () => e?.chain().focus().unsetLink().run(),
            false,
            !e?.isActive('link'),
          )}
          {tool(
            t('tool.image'),
            uploading ? <CircularProgress size={18} /> : <ImageOutlinedIcon fontSize="small" />,
            () => fileRef.current?.click(),
            false,
            uploading,
          )}
          <Box sx={{ flex: 1 }} />
          {tool(t('tool.undo'), <UndoIcon fontSize="small" />, () => e?.chain().focus().undo().run(), false, !e?.can().undo())}
          {tool(t('tool.redo'), <RedoIcon fontSize="small" />, () => e?.chain().focus().redo().run(), false, !e?.can().redo())}
        </Box>
        <Box
          sx={{
            '& .ProseMirror': {
              minHeight: 200,
              maxHeight: 420,
              overflowY: 'auto',
              p: 1.5,
              outline: 'none',
              typography: 'body2',
              '& p': { my: 0.75 },
              '& h2': { fontSize: 20, my: 1 },
              '& h3': { fontSize: 17, my: 1 },
              '& ul, & ol': { pl: 3 },
              '& img': { maxWidth: '100%', height: 'auto', borderRadius: 1 },
              '& img.ProseMirror-selectednode': { outline: '2px solid', outlineColor: 'primary.main' },
              '& blockquote': { borderLeft: '3px solid', borderColor: 'divider', m: 0, pl: 1.5, color: 'text.secondary' },
              '& a': { color: 'primary.main' },
            },
          }}
        >
          <EditorContent editor={editor} />
        </Box>
      </Box>
      {(uploadError || error) && (
        <FormHelperText error role="alert" sx={{ mx: 1.75 }}>
          {uploadError ?? error}
        </FormHelperText>
      )}
      <input
        ref={fileRef}
        type="file"
        accept="image/png,image/jpeg,image/webp"
        hidden
        tabIndex={-1}
        aria-label={t('tool.image')}
        data-testid="rich-text-image-input"
        onChange={(ev) => {
          const file = ev.target.files?.[0];
          ev.target.value = '';
          void insertImage(file);
        }}
      />
      <Dialog open={linkOpen} onClose={dismissLink} fullWidth maxWidth="xs" aria-labelledby={`${labelId}-link`}>
        <DialogTitle id={`${labelId}-link`}>{t('linkTitle')}</DialogTitle>
        <DialogContent>
          <TextField
            autoFocus
            margin="dense"
            label={t('linkUrl')}
            placeholder="https://"
            value={linkUrl}
            onChange={(ev) => setLinkUrl(ev.target.value)}
            onKeyDown={(ev) => {
              if (ev.key === 'Enter') {
                ev.preventDefault();
                applyLink();
              }
            }}
            error={linkError}
            helperText={linkError ? t('linkInvalid') : t('linkHint')}
          />
        </DialogContent>
        <DialogActions>
          <Button color="inherit" onClick={() => setLinkOpen(false)}>
            {t('common:cancel')}
          </Button>
          <Button variant="contained" onClick={applyLink}>
            {t('linkApply')}
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
