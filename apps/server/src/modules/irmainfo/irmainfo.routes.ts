import { articleRoutes } from '../news/news.routes.js';

/** The info list: the same shape and pattern as news, kept apart by its kind. */
export const irmainfoRoutes = articleRoutes('info', '/backoffice/irmainfo', 'Info list', 'Info');
