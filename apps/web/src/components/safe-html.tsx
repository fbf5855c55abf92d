import { Box, type BoxProps } from '@mui/material';
import DOMPurify from 'dompurify';
import { useMemo } from 'react';

let hooked = false;
/** Links open in a new tab without access to the console; only http(s), mailto and tel survive. */
function purifier() {
  if (!hooked) {
    DOMPurify.addHook('afterSanitizeAttributes', (node) => {
      if (node.tagName === 'A') {
        const href = node.getAttribute('href') ?? '';
        if (href && !/^(https?:|mailto:|tel:|\/(?!\/)|#)/i.test(href.trim())) node.removeAttribute('href');
        node.setAttribute('target', '_blank');
        node.setAttribute('rel', 'noopener noreferrer nofollow');
      }
      if (node.tagName === 'IMG') {
        const src = node.getAttribute('src') ?? '';
        if (!/^(https?:|\/(?!\/)|blob:)/i.test(src.trim())) node.removeAttribute('src');
        node.setAttribute('loading', 'lazy');
      }
    });
    hooked = true;
  }
  return DOMPurify;
}

/**
 * Cleans HTML for display: the server already sanitises news on write, and the browser cleans it again before it
 * is ever put into the page (no scripts, event handlers, frames, forms, SVG, or javascript:/data: addresses).
 *
 * @example
 * const clean = sanitizeHtml(article.content);
 */
export function sanitizeHtml(html: string | null | undefined): string {
  if (!html) return '';
  return purifier().sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'script', 'iframe', 'frame', 'object', 'embed', 'form', 'input', 'button', 'textarea', 'select', 'svg', 'math'],
    FORBID_ATTR: ['style', 'srcset'],
    ALLOW_DATA_ATTR: false,
  });
}

export type SafeHtmlProps = Omit<BoxProps, 'children' | 'dangerouslySetInnerHTML'> & { html: string | null | undefined };

/**
 * Shows rich text (news, info) after sanitising it in the browser; the only way the console renders stored HTML.
 *
 * @example
 * <SafeHtml html={news.content} sx={{ typography: 'body2' }} />
 */
export function SafeHtml({ html, sx, ...props }: SafeHtmlProps) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return (
    <Box
      {...props}
      sx={{
        wordBreak: 'break-word',
        '& img': { maxWidth: '100%', height: 'auto', borderRadius: 1 },
        '& p': { my: 1 },
        '& ul, & ol': { pl: 3, my: 1 },
        '& blockquote': { borderLeft: '3px solid', borderColor: 'divider', m: 0, pl: 1.5, color: 'text.secondary' },
        '& a': { color: 'primary.main' },
        ...sx,
      }}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the HTML was just cleaned by DOMPurify (sanitizeHtml)
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
