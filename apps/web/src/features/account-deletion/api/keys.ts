import { deleteCountQueryOptions } from '../../../lib/backoffice-apps';

/** Every query of this screen starts with this key, the drawer's pending count included (`['deleteakun', 'count']`). */
export const DELETEAKUN_KEY = deleteCountQueryOptions().queryKey[0];
