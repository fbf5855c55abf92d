import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppProviders } from './app/providers';
import { createRouter } from './app/router';
import { guardBackdropsFromDoubleClicks } from './lib/double-click-guard';
import { getToken } from './lib/storage';
// The theme's font ships with the app: text (and the charts' label measurements) must not depend on the machine.
import '@fontsource/roboto/latin-400.css';
import '@fontsource/roboto/latin-500.css';
import '@fontsource/roboto/latin-600.css';
import '@fontsource/roboto/latin-700.css';
import '@fontsource/roboto/latin-800.css';
import './styles.css';

// On start, a stored session skips the login page (SPEC §2).
if (window.location.pathname === '/login' && getToken()) window.history.replaceState(null, '', '/dashboard');

// A double click on a button that opens a dialog must not close it again with its second click.
guardBackdropsFromDoubleClicks();

const router = createRouter();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
