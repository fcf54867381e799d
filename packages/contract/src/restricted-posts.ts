import type { CallName } from './call-paths';

/**
 * The POSTs a restricted client may still send (SPEC.md §6): log-out always; while a deletion is
 * pending, also its cancellation. The api answers every other POST 403, and the web app does not send it.
 */
export const RESTRICTED_POSTS: Record<'forbidden' | 'deletion', readonly CallName[]> = {
  forbidden: ['authLogout'],
  deletion: ['authLogout', 'userCancelDeletion'],
};
