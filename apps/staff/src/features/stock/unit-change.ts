import type { TStaffUnitChangedResponse } from '@ijara/contract/staff';
import { StaffApiError, staffApi } from '../../lib/staff-api';

/** What the unit's page does with an edit's outcome: a message, and the page asked again. */
export interface UnitChangeHandlers {
  onDone: (text: string) => Promise<void>;
  /** A 409: someone changed the unit, or it was reserved, meanwhile. The page reloads under the message. */
  onStale: (text: string) => Promise<void>;
}

/**
 * Sends one edit of the unit. A 409 goes to the page (it reloads with the unit as it is now); any
 * other failure is thrown for the form to show by its fields.
 */
export async function sendUnitChange(
  path: 'update/' | 'transfer/' | 'state/',
  body: object,
  handlers: UnitChangeHandlers,
  doneText: (answer: TStaffUnitChangedResponse) => string,
): Promise<void> {
  let answer: TStaffUnitChangedResponse;
  try {
    answer = await staffApi<TStaffUnitChangedResponse>(`stock/${path}`, body);
  } catch (error) {
    if (error instanceof StaffApiError && error.status === 409) {
      await handlers.onStale(error.message);
      return;
    }
    throw error;
  }
  await handlers.onDone(doneText(answer));
}
