import type { z } from 'zod';
import { ZEmptyRequest, ZOkResponse } from './envelope';
import * as auth from './schemas/auth';
import * as bonus from './schemas/bonus';
import * as catalog from './schemas/catalog';
import * as info from './schemas/info';
import * as payments from './schemas/payments';
import * as receipts from './schemas/receipts';
import * as subs from './schemas/subscriptions';
import * as user from './schemas/user';

/** Who may make a call: anyone, a holder of a token (registration level), or a loaded client. */
export type Access = 'public' | 'token' | 'client';

export interface CallDef {
  method: 'GET' | 'POST';
  /** Path under /api/v3/, ending with "/". */
  path: string;
  request: z.ZodType;
  response: z.ZodType;
  access: Access;
  /** Creates or charges something: the client sends an Idempotency-Key and may retry. */
  idempotent?: boolean;
}

function call<const C extends CallDef>(def: C): C {
  return def;
}

const get = ZEmptyRequest;

/** Every call of SPEC.md §7 plus our additions (DESIGN.md §3). */
export const CALLS = {
  authConfirmation: call({
    method: 'POST',
    path: 'auth/confirmation/',
    request: auth.ZConfirmationRequest,
    response: auth.ZConfirmationResponse,
    access: 'public',
  }),
  authRegistration: call({
    method: 'POST',
    path: 'auth/registration/',
    request: auth.ZRegistrationRequest,
    response: auth.ZRegistrationResponse,
    access: 'public',
  }),
  authLogout: call({
    method: 'POST',
    path: 'auth/logout/',
    request: ZEmptyRequest,
    response: ZOkResponse,
    access: 'token',
  }),
  authTelegramStart: call({
    method: 'POST',
    path: 'auth/telegram/start/',
    request: auth.ZTelegramStartRequest,
    response: auth.ZTelegramStartResponse,
    access: 'public',
  }),
  authTelegramPoll: call({
    method: 'POST',
    path: 'auth/telegram/poll/',
    request: auth.ZTelegramPollRequest,
    response: auth.ZTelegramPollResponse,
    access: 'public',
  }),
  bonusPromo: call({
    method: 'POST',
    path: 'bonus/promo/',
    request: bonus.ZPromoRequest,
    response: bonus.ZPromoResponse,
    access: 'client',
    idempotent: true,
  }),
  /** Our addition: the points balance and its history for the bonus page. */
  bonusInfo: call({
    method: 'GET',
    path: 'bonus/info/',
    request: get,
    response: bonus.ZBonusInfoResponse,
    access: 'client',
  }),
  bonusSubscription: call({
    method: 'POST',
    path: 'bonus/subscription/',
    request: bonus.ZBonusSubscriptionRequest,
    response: bonus.ZBonusSubscriptionResponse,
    access: 'client',
    idempotent: true,
  }),
  subscriptionCalculate: call({
    method: 'POST',
    path: 'subscription/calculate/',
    request: subs.ZSubscriptionDraft,
    response: subs.ZCalculateResponse,
    access: 'client',
  }),
  subscriptionCreate: call({
    method: 'POST',
    path: 'subscription/create/',
    request: subs.ZCreateSubscriptionRequest,
    response: subs.ZCreateSubscriptionResponse,
    access: 'client',
    idempotent: true,
  }),
  subscriptionInfo: call({
    method: 'GET',
    path: 'subscription/info/',
    request: get,
    response: subs.ZSubscriptionsResponse,
    access: 'client',
  }),
  subscriptionSetStatus: call({
    method: 'POST',
    path: 'subscription/setstatus/',
    request: subs.ZSetStatusRequest,
    response: subs.ZSetStatusResponse,
    access: 'client',
  }),
  paymentCreate: call({
    method: 'POST',
    path: 'payment/payment-create/',
    request: payments.ZPaymentCreateRequest,
    response: payments.ZPaymentCreateResponse,
    access: 'client',
    idempotent: true,
  }),
  paymentBindCard: call({
    method: 'POST',
    path: 'payment/bind-card/',
    request: payments.ZBindCardRequest,
    response: payments.ZBindCardResponse,
    access: 'client',
    idempotent: true,
  }),
  paymentActivateCard: call({
    method: 'POST',
    path: 'payment/activate-card/',
    request: payments.ZActivateCardRequest,
    response: payments.ZCardsResponse,
    access: 'client',
  }),
  paymentRemoveCard: call({
    method: 'POST',
    path: 'payment/remove-card/',
    request: payments.ZRemoveCardRequest,
    response: payments.ZCardsResponse,
    access: 'client',
  }),
  paymentCards: call({
    method: 'GET',
    path: 'payment/cards/',
    request: get,
    response: payments.ZCardsResponse,
    access: 'client',
  }),
  paymentList: call({
    method: 'GET',
    path: 'payment/list/',
    request: get,
    response: payments.ZPaymentsResponse,
    access: 'client',
  }),
  /** Our addition: the receipt of one successful payment of the client, with its PDF link (decision 028). */
  paymentReceipt: call({
    method: 'GET',
    path: 'payment/receipt/:payment/',
    request: get,
    response: receipts.ZReceiptResponse,
    access: 'client',
  }),
  userGetInfo: call({
    method: 'GET',
    path: 'user/getinfo/',
    request: get,
    response: user.ZGetInfoResponse,
    access: 'token',
  }),
  userUpdateInfo: call({
    method: 'POST',
    path: 'user/updateinfo/',
    request: user.ZUpdateInfoRequest,
    response: user.ZUpdateInfoResponse,
    access: 'token',
  }),
  userAdvertising: call({
    method: 'POST',
    path: 'user/advertising/',
    request: user.ZAdvertisingRequest,
    response: user.ZClientResponse,
    access: 'client',
  }),
  userVerifyEmail: call({
    method: 'POST',
    path: 'user/verifyemail/',
    request: user.ZVerifyEmailRequest,
    response: ZOkResponse,
    access: 'public',
  }),
  userDeletePersonalData: call({
    method: 'POST',
    path: 'user/deletepersonaldata/',
    request: user.ZDeletePersonalDataRequest,
    response: user.ZClientResponse,
    access: 'client',
  }),
  /** Our addition: withdraws a pending deletion request before its day (docs/decisions/022). */
  userCancelDeletion: call({
    method: 'POST',
    path: 'user/deletepersonaldata/cancel/',
    request: user.ZCancelDeletionRequest,
    response: user.ZClientResponse,
    access: 'client',
  }),
  infoCities: call({
    method: 'GET',
    path: 'info/cities/',
    request: get,
    response: info.ZCitiesResponse,
    access: 'public',
  }),
  infoCompanies: call({
    method: 'GET',
    path: 'info/companies/',
    request: get,
    response: info.ZCompaniesResponse,
    access: 'public',
  }),
  infoFaq: call({
    method: 'GET',
    path: 'info/faq/',
    request: get,
    response: info.ZFaqResponse,
    access: 'public',
  }),
  infoCatalog: call({
    method: 'GET',
    path: 'info/catalog/',
    request: get,
    response: catalog.ZCatalogResponse,
    access: 'public',
  }),
  /** Our addition: availability per model and city for the device page (issue 7). */
  infoStock: call({
    method: 'GET',
    path: 'info/stock/',
    request: get,
    response: catalog.ZStockResponse,
    access: 'public',
  }),
  /** info/{doc}/: the doc segment is filled by the caller; "oferta" when empty. */
  infoDoc: call({
    method: 'GET',
    path: 'info/:doc/',
    request: get,
    response: info.ZDocumentResponse,
    access: 'public',
  }),
} as const;

export type CallName = keyof typeof CALLS;

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
