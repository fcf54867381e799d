import { buildPath, type Locale } from '@ijara/contract';
import { navigateTo } from '../navigation';

/** A client flagged for deletion is shown what happens next instead of the refused action (SPEC.md §6). */
export function showDeletionInfo(locale: Locale): void {
  navigateTo(buildPath('deleteProfileInfo', {}, locale));
}
