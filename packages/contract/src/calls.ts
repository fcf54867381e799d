import type { z } from 'zod';
import type { CALL_PATHS } from './call-paths';
import { authConfirmation } from './calls/auth-confirmation';
import { authLogout } from './calls/auth-logout';
import { authRegistration } from './calls/auth-registration';
import { authTelegramPoll } from './calls/auth-telegram-poll';
import { authTelegramStart } from './calls/auth-telegram-start';
import { bonusInfo } from './calls/bonus-info';
import { bonusPromo } from './calls/bonus-promo';
import { bonusSubscription } from './calls/bonus-subscription';
import { infoCatalog } from './calls/info-catalog';
import { infoCities } from './calls/info-cities';
import { infoCompanies } from './calls/info-companies';
import { infoDoc } from './calls/info-doc';
import { infoFaq } from './calls/info-faq';
import { infoStock } from './calls/info-stock';
import { paymentActivateCard } from './calls/payment-activate-card';
import { paymentBindCard } from './calls/payment-bind-card';
import { paymentCards } from './calls/payment-cards';
import { paymentCreate } from './calls/payment-create';
import { paymentList } from './calls/payment-list';
import { paymentReceipt } from './calls/payment-receipt';
import { paymentRemoveCard } from './calls/payment-remove-card';
import { subscriptionCalculate } from './calls/subscription-calculate';
import { subscriptionCreate } from './calls/subscription-create';
import { subscriptionInfo } from './calls/subscription-info';
import { subscriptionSetStatus } from './calls/subscription-set-status';
import { userAdvertising } from './calls/user-advertising';
import { userCancelDeletion } from './calls/user-cancel-deletion';
import { userDeletePersonalData } from './calls/user-delete-personal-data';
import { userGetInfo } from './calls/user-get-info';
import { userUpdateInfo } from './calls/user-update-info';
import { userVerifyEmail } from './calls/user-verify-email';

export type { Access, CallDef, CallDefRequest, CallDefResponse } from './call-def';
export { authConfirmation } from './calls/auth-confirmation';
export { authLogout } from './calls/auth-logout';
export { authRegistration } from './calls/auth-registration';
export { authTelegramPoll } from './calls/auth-telegram-poll';
export { authTelegramStart } from './calls/auth-telegram-start';
export { bonusInfo } from './calls/bonus-info';
export { bonusPromo } from './calls/bonus-promo';
export { bonusSubscription } from './calls/bonus-subscription';
export { infoCatalog } from './calls/info-catalog';
export { infoCities } from './calls/info-cities';
export { infoCompanies } from './calls/info-companies';
export { infoDoc } from './calls/info-doc';
export { infoFaq } from './calls/info-faq';
export { infoStock } from './calls/info-stock';
export { paymentActivateCard } from './calls/payment-activate-card';
export { paymentBindCard } from './calls/payment-bind-card';
export { paymentCards } from './calls/payment-cards';
export { paymentCreate } from './calls/payment-create';
export { paymentList } from './calls/payment-list';
export { paymentReceipt } from './calls/payment-receipt';
export { paymentRemoveCard } from './calls/payment-remove-card';
export { subscriptionCalculate } from './calls/subscription-calculate';
export { subscriptionCreate } from './calls/subscription-create';
export { subscriptionInfo } from './calls/subscription-info';
export { subscriptionSetStatus } from './calls/subscription-set-status';
export { userAdvertising } from './calls/user-advertising';
export { userCancelDeletion } from './calls/user-cancel-deletion';
export { userDeletePersonalData } from './calls/user-delete-personal-data';
export { userGetInfo } from './calls/user-get-info';
export { userUpdateInfo } from './calls/user-update-info';
export { userVerifyEmail } from './calls/user-verify-email';

/** Every call of SPEC.md §7 plus our additions (DESIGN.md §3), by name. */
export const CALLS = {
  authConfirmation,
  authRegistration,
  authLogout,
  authTelegramStart,
  authTelegramPoll,
  bonusPromo,
  bonusInfo,
  bonusSubscription,
  subscriptionCalculate,
  subscriptionCreate,
  subscriptionInfo,
  subscriptionSetStatus,
  paymentCreate,
  paymentBindCard,
  paymentActivateCard,
  paymentRemoveCard,
  paymentCards,
  paymentList,
  paymentReceipt,
  userGetInfo,
  userUpdateInfo,
  userAdvertising,
  userVerifyEmail,
  userDeletePersonalData,
  userCancelDeletion,
  infoCities,
  infoCompanies,
  infoFaq,
  infoCatalog,
  infoStock,
  infoDoc,
} as const;

export type CallName = keyof typeof CALLS;

/** Does not compile when a call's `name` is not its key in CALLS. */
type NameOfEveryCall = { [N in CallName]: (typeof CALLS)[N]['name'] extends N ? N : never }[CallName];
type IsTrue<T extends true> = T;
export type CallNamesMatch = IsTrue<CallName extends NameOfEveryCall ? true : false>;
/** Does not compile when CALL_PATHS misses a call, or names one CALLS does not have. */
type PathNames = keyof typeof CALL_PATHS;
export type CallPathsMatch = IsTrue<
  [PathNames] extends [CallName] ? ([CallName] extends [PathNames] ? true : false) : false
>;

/**
 * The POSTs a restricted client may still send (SPEC.md §6): log-out always; while a deletion is
 * pending, also its cancellation. The api answers every other POST 403, and the web app does not send it.
 */
export const RESTRICTED_POSTS: Record<'forbidden' | 'deletion', readonly CallName[]> = {
  forbidden: ['authLogout'],
  deletion: ['authLogout', 'userCancelDeletion'],
};
export type CallRequest<N extends CallName> = z.input<(typeof CALLS)[N]['request']>;
export type CallResponse<N extends CallName> = z.output<(typeof CALLS)[N]['response']>;
