/**
 * Each call's path under /api/v3/, by name, apart from its schemas (calls/*.ts take theirs from here):
 * the web builds a query's key from it before the call's module, and zod with it, has loaded
 * (docs/decisions/030). calls.ts checks that every call has one.
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
  infoCatalog: 'info/catalog/',
  infoCities: 'info/cities/',
  infoCompanies: 'info/companies/',
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
  subscriptionCalculate: 'subscription/calculate/',
  subscriptionCreate: 'subscription/create/',
  subscriptionInfo: 'subscription/info/',
  subscriptionSetStatus: 'subscription/setstatus/',
  userAdvertising: 'user/advertising/',
  userCancelDeletion: 'user/deletepersonaldata/cancel/',
  userDeletePersonalData: 'user/deletepersonaldata/',
  userGetInfo: 'user/getinfo/',
  userUpdateInfo: 'user/updateinfo/',
  userVerifyEmail: 'user/verifyemail/',
} as const;
