/**
 * The call table, written once: every call of the contract by name, with its path under /api/v3/. Each
 * name has its definition in calls/<name in kebab case>.ts (method, schemas, access; its path from
 * here). `npm run generate:calls -w @ijara/contract` writes from this table CALLS (calls/index.ts, the
 * api's routes) and CALL_LOADERS (call-loaders.ts, the web's lazy loaders). It holds no schema: the web
 * builds a query's key from it before the call's module, and zod with it, has loaded (docs/decisions/030).
 */
export const CALL_PATHS = {
  authConfirmation: 'auth/confirmation/',
  authLogout: 'auth/logout/',
  authRegistration: 'auth/registration/',
  authTelegramPoll: 'auth/telegram/poll/',
  authTelegramStart: 'auth/telegram/start/',
  bonusInfo: 'bonus/info/',
  bonusPromo: 'bonus/promo/',
  bonusSubscription: 'bonus/subscription/',
  claimCreate: 'claim/create/',
  claimList: 'claim/list/',
  claimPay: 'claim/pay/',
  infoCatalog: 'info/catalog/',
  infoCities: 'info/cities/',
  infoCompanies: 'info/companies/',
  infoDeliveryFees: 'info/delivery-fees/',
  infoDoc: 'info/:doc/',
  infoFaq: 'info/faq/',
  infoStock: 'info/stock/',
  paymentActivateCard: 'payment/activate-card/',
  paymentBindCard: 'payment/bind-card/',
  paymentCards: 'payment/cards/',
  paymentCreate: 'payment/payment-create/',
  paymentList: 'payment/list/',
  paymentReceipt: 'payment/receipt/:payment/',
  paymentRemoveCard: 'payment/remove-card/',
  subscriptionBuyout: 'subscription/buyout/',
  subscriptionBuyoutQuote: 'subscription/buyout-quote/',
  subscriptionCalculate: 'subscription/calculate/',
  subscriptionCancel: 'subscription/cancel/',
  subscriptionContract: 'subscription/contract/:subscription/',
  subscriptionCreate: 'subscription/create/',
  subscriptionExitQuote: 'subscription/exit-quote/',
  subscriptionExtend: 'subscription/extend/',
  subscriptionExtendQuote: 'subscription/extend-quote/',
  subscriptionInfo: 'subscription/info/',
  subscriptionReturnBooking: 'subscription/return-booking/',
  subscriptionSetStatus: 'subscription/setstatus/',
  userAdvertising: 'user/advertising/',
  userCancelDeletion: 'user/deletepersonaldata/cancel/',
  userDeletePersonalData: 'user/deletepersonaldata/',
  userGetInfo: 'user/getinfo/',
  userUpdateInfo: 'user/updateinfo/',
  userVerifyEmail: 'user/verifyemail/',
} as const;

/** A call of the contract, by its name in CALL_PATHS (and CALLS). */
export type CallName = keyof typeof CALL_PATHS;
