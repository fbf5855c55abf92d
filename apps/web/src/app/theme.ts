import type { Lang } from '@konsol/contract';
import { enUS, idID } from '@mui/material/locale';
import { createTheme, type Theme } from '@mui/material/styles';

/** Console primary color (also the default app color of SPEC §3). */
export const PRIMARY = '#3F51B5';
export const PRIMARY_DARK = '#3949AB';

/** The console theme: breakpoints sm 450 / md 1250 (SPEC §9), primary #3F51B5, MUI's texts in the UI language. */
export function makeTheme(lang: Lang): Theme {
  return createTheme(
    {
      breakpoints: { values: { xs: 0, sm: 450, md: 1250, lg: 1600, xl: 1920 } },
      palette: {
        primary: { main: PRIMARY, dark: PRIMARY_DARK, light: '#7986CB', contrastText: '#fff' },
        secondary: { main: '#F50057' },
        success: { main: '#2E7D32' },
        error: { main: '#D32F2F' },
        // Darker than MUI's defaults so white text on status chips passes WCAG AA contrast (axe).
        warning: { main: '#B85C00' },
        info: { main: '#0277BD' },
        background: { default: '#F4F6FB', paper: '#FFFFFF' },
        text: { primary: '#1F2437', secondary: '#5B6275' },
        divider: 'rgba(31, 36, 55, 0.10)',
      },
      shape: { borderRadius: 10 },
      typography: {
        fontFamily: '"Roboto", "Noto Sans", "Segoe UI", "Helvetica Neue", Arial, sans-serif',
        h4: { fontWeight: 700 },
        h5: { fontWeight: 700 },
        h6: { fontWeight: 600 },
        button: { textTransform: 'none', fontWeight: 600 },
      },
      components: {
        MuiAppBar: { defaultProps: { elevation: 0 } },
        MuiPaper: { styleOverrides: { rounded: { borderRadius: 12 } } },
        MuiCard: { defaultProps: { variant: 'outlined' } },
        MuiButton: { defaultProps: { disableElevation: true } },
        MuiTextField: { defaultProps: { fullWidth: true } },
        MuiTableCell: { styleOverrides: { head: { color: '#5B6275', backgroundColor: '#FAFBFE' } } },
        MuiListItemButton: {
          styleOverrides: {
            root: {
              borderRadius: 8,
              '&.Mui-selected': { backgroundColor: 'rgba(63, 81, 181, 0.12)', color: PRIMARY },
              '&.Mui-selected .MuiListItemIcon-root': { color: PRIMARY },
            },
          },
        },
        MuiDialogTitle: { styleOverrides: { root: { fontWeight: 700 } } },
        // a phone's tab bar keeps its few tabs (and their badges) whole rather than scrolling the last out of view
        MuiTab: {
          styleOverrides: { root: ({ theme }) => ({ [theme.breakpoints.down('sm')]: { minWidth: 0, paddingLeft: 8, paddingRight: 8 } }) },
        },
      },
    },
    lang === 'id' ? idID : enUS,
  );
}
