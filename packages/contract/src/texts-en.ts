import { ERROR_PAGE_TEXTS } from './texts-error-page';

/** The English texts of SPEC_TEXTS (./texts.ts); the web app downloads only the language on screen. */
export const SPEC_TEXTS_EN = {
  requiredFields: 'Please fill out all required fields',
  fieldRequired: 'This field required',
  nameLetters: 'Letters, spaces, hyphens and apostrophes only',
  nameTooLong: '60 characters at most',
  invalidEmail: 'Invalid email format',
  incorrectInfo: 'Please enter correct information',
  codeExpired:
    'This code no longer works: it has expired or was entered wrong too many times. Ask for a new code.',
  invalidCode: 'Invalid authorization code',
  notEnoughBonus: 'Oops... Not enough bonus points.',
  cityNotServed: 'We are not in your city yet :(',
  underage: 'Subscriptions are available from the age of 18',
  phoneNotMobile: 'Enter a Kyrgyz mobile number: the code cannot go to a landline.',
  phoneNotKyrgyz: 'Enter a Kyrgyz number (+996): codes go to Kyrgyz numbers only.',
  ...ERROR_PAGE_TEXTS.en,
  successUpdated: 'Successfully updated',
  emailVerified: 'Thank you, Your email verified!',
  emailNotVerified: 'Sorry, we were unable to verify your email.',
  // api error codes
  badRequest: 'Please enter correct information',
  badSignature: 'The request signature does not match. Update the app and try again.',
  missingHeaders: 'The request is missing required headers.',
  unauthorized: 'Your session has ended. Please sign in again.',
  forbidden: 'This action is not available for your account.',
  notFound: 'Not found',
  methodNotAllowed: 'This method is not allowed here.',
  notImplemented: 'This function is not available yet.',
  rateLimited: 'Too many attempts. Please try again later.',
  payloadTooLarge: 'The request is too large.',
  unsupportedMediaType: 'Send the request as JSON.',
  internal: 'Something went wrong on our side. Please try again later.',
  docNotFound: 'This document does not exist.',
  // sign-in ({{wait}} is formatWait(): "45 seconds", "9 minutes", "3 hours")
  codeResendWait: 'You can request a new code in {{wait}}.',
  codeSendLimit: 'Too many codes requested. Try again in {{wait}}.',
  networkSendLimit: 'Too many sign-ins from your network. Try again in {{wait}}.',
  codeNotSent: 'We could not send the code. Please try again in a minute.',
  registrationRequired: 'Please complete your registration first.',
  codeMessage: 'Ijara: your code is {{code}}. Do not share it.',
  // Telegram bot replies
  botAskContact:
    'You are signing in to your Ijara account on the website. If it was you, tap the button below to share your phone number.',
  botShareContact: 'Share my phone number',
  botOwnContactOnly: 'Please share your own number with the button below.',
  botPhoneNotSupported: 'Only Kyrgyz numbers (+996) can sign in to Ijara.',
  botTicketExpired: 'This sign-in link has expired. Please start again on the website.',
  botSignedIn: 'Done! Go back to the website: you are signed in.',
  botHelp: 'To sign in, tap "Sign in with Telegram" on the Ijara website.',
  // payments
  idempotencyKeyRequired:
    'This request needs an Idempotency-Key header of 8 to 128 letters, digits, "-" or "_". Update the app and try again.',
  idempotencyMismatch: 'This request repeats an earlier one with different data. Please start again.',
  idempotencyInProgress: 'The same request is still being processed. Please wait a moment.',
  onlyCardActiveSubscription:
    'This is the only card paying your active subscription. Bind another card first.',
  noActiveCard: 'There is no card to pay with. Bind a card first.',
  paymentAlreadyPaid: 'This payment is already paid.',
  paymentInProgress: 'This payment is being processed. Check its status in a few minutes.',
  paymentDeclined: 'The bank declined the payment. Check the card or pay with another one.',
  paymentInsufficientFunds: 'There is not enough money on the card. Top it up or pay with another card.',
  paymentCardExpired: 'The card has expired. Bind another card.',
  paymentThreeDsRequired:
    'The bank wants this payment confirmed with a 3-D Secure code, which a monthly charge cannot ask for. Bind the card again or pay with another one.',
  gatewayUnavailable: 'The payment service is not answering. Please try again in a few minutes.',
  // why a card binding was refused (payment/cards/ bindFailure.message), to follow "Card not bound: "
  cardBindDeclined: 'the bank declined the card',
  cardBindInsufficientFunds: 'there is not enough money on the card for the check',
  cardBindExpired: 'the card has expired',
  cardBindAuthentication: 'the 3-D Secure confirmation failed',
  cardBindGatewayUnavailable: 'the payment service did not answer',
  databaseUnavailable: 'The service is briefly unavailable. Please try again in a few seconds.',
  // messages to the client ({{amount}} is formatMoney(), {{date}} is formatDate())
  paymentFailedRetryMessage:
    'Ijara: we could not charge {{amount}} for your subscription. We will try again on {{date}}, or you can pay now under Payments.',
  paymentFailedFinalMessage:
    'Ijara: we could not charge {{amount}} for your subscription. Please pay it under Payments or bind another card.',
  // checkout ({{term}} is formatCount(term, 'month'), {{amount}} formatMoney())
  outOfStock:
    'This model has just run out in your city: the last one was reserved a moment ago. Choose another model or come back later.',
  orderExists:
    'This order has already been placed and is being paid for or waiting for hand-over. No second order was made and nothing was charged again.',
  paymentOverdue:
    'You have an unpaid payment. Until it is paid, a new subscription cannot be started. Pay it on the Payments page, by card or with bonus points.',
  priceChanged: 'The price has changed. Check the new total and confirm again.',
  unknownModel: 'There is no such model.',
  modelNotInCity: 'This model is not available in the chosen city.',
  termNotOffered: 'This model cannot be rented for this term.',
  unknownOffice: 'There is no such pickup office.',
  officeNotInCity: 'This pickup office is in another city. Choose an office in your city.',
  officeRequired: 'Choose a pickup office.',
  unknownExtra: 'This accessory is not offered with this device.',
  extraRepeated: 'The same accessory is chosen twice.',
  addressRequired: 'Enter the delivery address.',
  addressTooLong: 'The address is too long: 300 characters at most.',
  promoUnknown: 'There is no such promo code.',
  promoBonusCode: 'This code gives bonus points: enter it under Bonus system.',
  promoNotStarted: 'This promo code is not active yet.',
  promoExpired: 'This promo code has expired.',
  promoUsedUp: 'This promo code has run out.',
  promoAlreadyUsed: 'You have already used this promo code.',
  promoPercentFirstMonth: 'Promo code applied: −{{percent}}% on the first month.',
  promoPercentEveryMonth: 'Promo code applied: −{{percent}}% on every month.',
  promoFixedFirstMonth: 'Promo code applied: −{{amount}} on the first month.',
  promoFixedEveryMonth: 'Promo code applied: −{{amount}} on every month.',
  lineRent: 'Subscription for {{term}}',
  lineInsurance: 'Damage and theft insurance',
  lineDelivery: 'Delivery to your address',
  linePickup: 'Pickup at the office',
  lineEmployerDiscount: 'Employer discount, {{percent}}%',
  linePromoDiscount: 'Promo code {{code}}',
  paymentLineSubscription: 'Subscription charge',
  paymentLineExtra: 'Extra',
  paymentLineDiscount: 'Discount',
  paymentLineEarlyExit: 'Early exit: {{months}} at the price for {{term}}',
  exitChargeChanged:
    'The cost of leaving early has changed: a new month has begun. Check the amount and confirm again.',
  // Buy-out (docs/decisions/055): {{amount}} formatMoney(), {{model}} the model's name.
  paymentLineBuyout: 'Device buy-out',
  paymentLinePoints: 'Paid with bonus points',
  receiptPurposeBuyout: 'Buy-out of {{model}}',
  buyoutNotRunning:
    'Only a device you have can be bought out: on a running or paused subscription, or after unsubscribing until the device is returned.',
  buyoutDone: 'This device is already bought out.',
  buyoutPriceChanged:
    'The buy-out price has changed: it is now {{amount}}. Check the amount and confirm again.',
  buyoutInProgress:
    'The buy-out payment is already being processed. Check the subscription in a few minutes.',
  buyoutPaymentDue:
    'First pay what is due under Payments: the buy-out is available once every payment is made.',
  buyoutAmountInvalid: 'The buy-out amount is not valid. Reload the page and confirm again.',
  // Claims (docs/decisions/059): {{id}} the claim's number, {{amount}} formatMoney(), {{date}} formatDate().
  paymentLineClaim: 'Compensation for claim No. {{id}}',
  claimNotFound: 'There is no such claim.',
  claimNotReportable:
    'You can report a breakage, loss or theft while the device is with you: on an active or paused subscription, or after unsubscribing until the device is returned.',
  claimOpenExists:
    'This subscription already has a claim in progress. Wait for its decision; you can report a new one after that.',
  claimKindRequired: 'Choose what happened: broken, lost or stolen.',
  claimHappenedAtFormat: 'Enter the date and time it happened.',
  claimHappenedInFuture: 'The date and time of the event cannot be in the future.',
  claimHappenedBeforeHandover: 'It cannot have happened before you received the device ({{date}}).',
  claimDescriptionRequired: 'Describe what happened.',
  claimDescriptionTooLong: 'The description can be 2000 characters at most.',
  claimPhotosTooMany: 'At most 5 photos.',
  claimPhotoTooLarge: 'The photo is too large: 2 MB at most.',
  claimPoliceReportRequired: 'For a theft, attach the police report: a photo or a PDF.',
  claimReportTooLarge: 'The report is too large: 5 MB at most.',
  claimReportUnreadable: 'The report could not be read: send a photo (JPEG, PNG, WebP) or a PDF.',
  claimAmountInvalid: 'The amount is not valid. Reload the page and confirm again.',
  claimNotDue: 'Nothing is to be paid on this claim now.',
  claimAlreadyPaid: 'This claim is already paid.',
  claimAmountChanged: 'The amount to pay has changed: it is now {{amount}}. Check it and confirm again.',
  claimPaymentInProgress: 'The payment of this claim is being processed. Check it again in a few minutes.',
  claimLinkExpired: 'The link to the file has expired. Open the claim again.',
  noticeClaimReceived:
    'Ijara: claim No. {{id}} about your {{device}} is received. We will look into it and tell you the decision. {{link}}',
  noticeClaimDecided:
    'Ijara: the decision on claim No. {{id}}: {{reason}} {{amount}} is due; we charge your saved card, and you can also pay on the subscription page: {{link}}',
  noticeClaimClosed: 'Ijara: claim No. {{id}} is closed. {{reason}} Nothing is to be paid. {{link}}',
  noticeClaimPaid: 'Ijara: we received {{amount}} for claim No. {{id}}; the claim is closed. {{link}}',
  noticeSubjectClaimReceived: 'Ijara: claim received',
  noticeSubjectClaimDecided: 'Ijara: decision on your claim',
  noticeSubjectClaimClosed: 'Ijara: claim closed',
  noticeSubjectClaimPaid: 'Ijara: claim paid',
  checkoutFailedMessage:
    'Ijara: we could not charge {{amount}} for your new subscription, so it was not created and nothing is reserved. You can order again with another card.',
  // notices (docs/decisions/027): {{amount}} formatMoney(), {{date}} formatDate(), {{link}} an absolute
  // address in the account, {{reason}} one of paymentInsufficientFunds / paymentCardExpired /
  // noActiveCard / paymentDeclined, {{device}} the subscription's model name (noticeDeviceUnknown without one)
  noticeChargeReminder:
    'Ijara: on {{date}} we will charge {{amount}} for your {{device}} subscription to the card {{card}}. To change the card: {{link}}',
  noticeChargeReminderNoCard:
    'Ijara: on {{date}} we will charge {{amount}} for your {{device}} subscription, but no card is bound. Bind one: {{link}}',
  noticeChargeFailedRetry:
    'Ijara: we could not charge {{amount}} for your {{device}} subscription. {{reason}} We will try again on {{date}}, or pay now: {{link}}',
  noticeChargeFailedFinal:
    'Ijara: we could not charge {{amount}} for your {{device}} subscription. {{reason}} Please pay now: {{link}}',
  noticeChargeSucceeded:
    'Ijara: {{amount}} paid for your {{device}} subscription. Thank you! Receipt: {{link}}',
  noticeDeviceUnknown: 'device',
  noticeCardExpiring:
    'Ijara: your card {{card}} expires before the charge on {{date}}; bind another card: {{link}}',
  noticeSubjectChargeReminder: 'Ijara: a subscription charge is coming',
  noticeSubjectChargeFailed: 'Ijara: the payment did not go through',
  noticeSubjectChargeSucceeded: 'Ijara: payment received',
  noticeSubjectCardExpiring: 'Ijara: your card expires soon',
  noticeOrderReady:
    'Ijara: order No. {{id}} is waiting for you at {{office}} until {{date}} inclusive. Bring your passport or ID card. {{link}}',
  noticeOrderReadyFrom:
    'Ijara: order No. {{id}} is paid. The device arrives on {{from}} and waits for you at {{office}} from {{from}} until {{date}} inclusive. Bring your passport or ID card. {{link}}',
  noticeOrderCancelled:
    'Ijara: order No. {{id}} is cancelled. What you paid, {{amount}}, is being refunded: the bank credits a card refund within 10 working days. {{link}}',
  noticeOrderExpired:
    'Ijara: order No. {{id}} is cancelled: the device was not collected in time. What you paid, {{amount}}, is being refunded: the bank credits a card refund within 10 working days. {{link}}',
  noticeCourier:
    'Ijara: a courier brings order No. {{id}} on {{date}} between {{from}} and {{to}}. Have your passport or ID card ready. {{link}}',
  noticeSubjectOrderReady: 'Ijara: your order is waiting for you',
  noticeSubjectOrderCancelled: 'Ijara: order cancelled',
  noticeSubjectCourier: 'Ijara: your order’s delivery',
  // Term end (docs/decisions/053).
  returnPlaceRequired: 'Choose a pickup office or enter an address for the courier — one of the two.',
  returnOfficeNotInCity:
    'This office does not take returns for your subscription: choose an office in the subscription’s city.',
  returnNoCourier: 'Couriers do not collect devices in your subscription’s city: choose a pickup office.',
  returnDateOutside: 'Choose a date from {{from}} to {{to}} inclusive.',
  returnNotYet: 'You can book the return from {{date}}: 30 days before the term ends and later.',
  returnNotRunning: 'A return can be booked only for a running subscription or after unsubscribing.',
  returnLocked:
    'The booking for {{date}} can no longer be changed: changes are possible until the day before. If you cannot make it, write to support.',
  noticeTermEnd:
    'Ijara: your {{device}} subscription ends on {{date}} — book the return at a pickup office or call a courier: {{link}}. If the device is not back by {{last}} inclusive, each started month is charged at {{amount}}.',
  noticeReturnReminder:
    'Ijara: tomorrow, {{date}}, we expect your {{device}} at “{{office}}”, {{address}} ({{hours}}). Bring the device with its charger and everything that came with it, and your passport or ID card. Booking: {{link}}',
  noticeReturnReminderCourier:
    'Ijara: tomorrow, {{date}}, a courier collects your {{device}} at {{address}}. Have the device ready with its charger and everything that came with it, and your passport or ID card. Booking: {{link}}',
  noticeReturnReceived:
    'Ijara: we received your {{device}} on {{date}}; subscription No. {{id}} is closed. Nothing is owed — thank you for being with us!',
  noticeReturnReceivedOwed:
    'Ijara: we received your {{device}} on {{date}}; subscription No. {{id}} is closed. {{amount}} is still to pay: {{link}}',
  noticeSubjectTermEnd: 'Ijara: your subscription’s term ends soon',
  noticeSubjectReturnReminder: 'Ijara: the device’s return is tomorrow',
  noticeSubjectReturnReceived: 'Ijara: device received',
  // Extension and a newer model (docs/decisions/056).
  extendNotActive:
    'Only a running subscription can be extended: not paused and not one you have unsubscribed from.',
  extendNotYet: 'The subscription can be extended from {{date}}.',
  extendDone: 'The subscription is already extended to {{date}}.',
  extendOverdue:
    'You have an unpaid payment. Until it is paid, the subscription cannot be extended. Pay it on the Payments page, by card or with bonus points.',
  extendTooLate:
    'The term ended on {{date}}, so the subscription can no longer be extended. Return the device or take out a new subscription.',
  extendModelGone:
    "This model is no longer rented out in your subscription's city, so the subscription cannot be extended. Choose a newer model or return the device.",
  extendReplacementOrdered:
    'A newer model is already ordered to replace this subscription (order No. {{id}}). To extend it, cancel that order first.',
  replacesNotActive:
    'Only a running subscription can be replaced by a newer model: not paused and not one you have unsubscribed from.',
  replacesNotYet: 'The subscription can be replaced by a newer model from {{date}}.',
  replacesTooLate:
    'The term ended on {{date}}, so the subscription can no longer be replaced by a newer model. Return the device and order the new model as a new subscription.',
  replacesOtherCity: 'A newer model is ordered in the same city as the subscription it replaces.',
  replacesOrdered:
    'A newer model is already ordered to replace this subscription (order No. {{id}}). No second order was made and nothing was charged.',
  // subscription/setstatus/ ({{used}} and {{allowed}} are numbers)
  subscriptionNotFound: 'There is no such subscription.',
  statusNotOffered: 'Choose 2 (resume), 3 (pause) or 4 (unsubscribe).',
  statusNotAllowed: 'This change is not possible in the subscription’s current state.',
  statusFromCreated:
    'This subscription has not started yet: you can pause it or unsubscribe once you have received the device.',
  statusFromActive: 'The subscription is already active. You can pause it or unsubscribe.',
  statusFromPaused: 'The subscription is already paused. You can resume it or unsubscribe.',
  statusFromRefusal:
    'You have unsubscribed, so the subscription can no longer be paused or resumed. Return the device by the return date.',
  statusFromCancelled: 'The order is cancelled and can no longer be changed.',
  cancelNotAllowed:
    'This order can no longer be cancelled: the device has been handed over or the order is closed.',
  cancelPaymentProcessing:
    'The order’s payment is still being processed. It can be cancelled once it is done.',
  statusFromClosed: 'The subscription is closed and can no longer be changed.',
  pauseLimitReached:
    'This subscription has no pauses left: {{used}} of {{allowed}} used. You can still unsubscribe.',
  // profile and e-mail ({{email}} the address, {{link}} the verification link)
  phoneNotEditable: 'The phone number cannot be changed: it is how you sign in.',
  emailVerificationSubject: 'Ijara: confirm your e-mail',
  emailVerificationText:
    'Hello!\n\nTo confirm {{email}} as the e-mail of your Ijara account, open this link within 24 hours:\n{{link}}\n\nIf you did not ask for this, ignore this message.',
  // bonus points
  promoSubscriptionCode: 'This code gives a discount on a subscription: enter it at checkout.',
  paymentNotFound: 'There is no such payment.',
  // receipts: the page and the PDF read the same texts ({{id}} the payment's number, {{model}} its model)
  receiptTitle: 'Payment receipt No. {{id}}',
  receiptSeller: 'Recipient',
  receiptTaxNumber: 'Taxpayer ID (INN)',
  receiptAddress: 'Address',
  receiptContacts: 'Phone and e-mail',
  receiptDate: 'Date of payment',
  receiptPurpose: 'Purpose of payment',
  receiptPeriod: 'Period',
  receiptAmount: 'Amount',
  receiptRefunded: 'Refunded',
  receiptMethod: 'Payment method',
  receiptMethodCard: 'Bank card {{card}}',
  receiptMethodPoints: 'Bonus points',
  receiptPaymentId: 'Payment ID',
  receiptPurposeSubscription: 'Monthly subscription payment for {{model}}',
  receiptPurposeInsurance: 'Insurance of {{model}}',
  receiptPurposeDelivery: 'Delivery of {{model}}',
  receiptTypeSubscription: 'Monthly subscription payment',
  receiptTypeInsurance: 'Insurance of the rented device',
  receiptTypeDelivery: 'Device delivery',
  receiptPeriodDates: 'Month {{number}} of {{term}}: {{from}} – {{to}}',
  receiptPeriodUndated: 'Month {{number}} of {{term}}, from the day the device is handed over',
  receiptNote:
    'This receipt confirms that the payment has been received. Questions about it: {{email}}, {{phone}}.',
  receiptPaymentFailed:
    'This payment did not go through, so it has no receipt. You can pay it under Payments.',
  receiptPaymentProcessing:
    'This payment is still being processed: its receipt appears once it goes through.',
  receiptLinkExpired:
    'This download link has expired. Open the receipt again and download the PDF from there.',
  // the contract as a PDF (docs/decisions/057): {{id}} the subscription's number, {{amount}} formatMoney(),
  // {{date}} formatDate(), {{term}} formatCount(term, 'month')
  contractTitle: 'Subscription contract No. {{id}}',
  contractLead:
    'This contract is concluded on the terms of the public offer of Ijara Service LLC printed below. The Client accepted it on {{date}} by placing the subscription and paying its first payment.',
  contractLeadUnpaid:
    'This contract is concluded on the terms of the public offer of Ijara Service LLC printed below. The Client accepted it on {{date}} by placing the subscription.',
  contractDetails: 'Order details',
  contractNumber: 'Contract number',
  contractDate: 'Date concluded',
  contractClient: 'Client',
  contractPhone: 'Client’s phone',
  contractDevice: 'Device model',
  contractSerial: 'Serial number (S/N)',
  contractSerialLater: 'entered in the handover certificate when the device is handed over',
  contractCity: 'City of the subscription',
  contractTerm: 'Term of the contract',
  contractStart: 'Term starts',
  contractStartLater: 'on the day the device is handed over',
  contractEnd: 'Term ends',
  contractEndLater: '{{term}} after the device is handed over',
  contractMonthly: 'Monthly fee',
  contractMonthlyTotal: 'Total a month',
  contractFirstPayment: 'First payment',
  contractFirstPaymentTotal: 'First payment in total',
  contractFirstPaymentPaid: '{{amount}}, paid on {{date}}',
  contractInsurance: 'Insurance cover',
  contractInsuranceOn: 'included: {{amount}} a month',
  contractInsuranceOff: 'not included',
  contractExtras: 'Accessories',
  contractExtrasNone: 'none',
  contractExtraMonthly: '{{name}} — {{amount}} a month',
  contractExtraOnce: '{{name}} — {{amount}} once',
  contractReceiving: 'Receiving the device',
  contractPickup: 'pickup: {{office}}, {{address}}',
  contractDelivery: 'courier delivery to: {{address}}',
  contractEarlyExit: 'Early exit',
  contractEarlyExitRule:
    'The months of use begun (pause days excluded) are re-priced at the fee of the longest term not longer than their number, at the prices of the day the subscription was taken out. The difference from the monthly fee paid is charged at unsubscribing in one payment and is never negative (section 5 of the offer).',
  contractTariffs: 'Fees on the day of the order',
  contractTermPrice: '{{term}} — {{amount}} a month',
  contractLateReturn: 'Late return',
  contractLateReturnRule:
    'If the device is not returned within {{days}} after the return date, the monthly subscription fee, {{amount}}, is charged for each started month of delay (section 4 of the offer).',
  contractTerms: 'Terms of the contract',
  contractOfferVersion: 'Offer version of {{date}}',
  contractNote: 'This contract was generated on {{date}}; questions about it: {{email}}, {{phone}}.',
  contractNotReady: 'The contract appears here once the order’s first payment has gone through.',
  contractLinkExpired:
    'This download link has expired. Open the subscription again and download the contract from there.',
  noticeSubjectContract: 'Ijara: your subscription contract',
  noticeContract:
    'Hello!\n\nThank you for your order. Attached is subscription contract No. {{id}} for {{device}} as a PDF: the order’s details and the terms of the public offer. You can always download it on the subscription’s page too: {{link}}\n\nIjara',
  // personal data deletion ({{date}} is formatDate(), {{subscriptions}} a list of deletionBlockedItem)
  deletionPending:
    'Your personal data will be deleted on {{date}}. Until then the account is read-only; you can cancel the deletion on the deletion page.',
  deletionAgreementUnreadable: 'The confirmation could not be read. Reload the page and try again.',
  deletionSessionMismatch: 'The confirmation was made in another session. Reload the page and try again.',
  deletionWordMismatch: 'To confirm, type the word DELETE.',
  deletionBlocked:
    'Your data can be deleted once no subscription is running. End these subscriptions first: {{subscriptions}}. A subscription you have unsubscribed from ends when the device is returned.',
  deletionBlockedItem: '#{{id}} {{model}}',
  // operator commands (npm run ops)
  opsUnauthorized:
    'The ops token is missing or wrong. Run the command on the api’s machine or set OPS_TOKEN.',
  opsClientNotFound: 'There is no client with this phone number.',
  opsIdNotChecked: 'Check the client’s physical ID before handing the device over.',
  opsNotAwaitingHandover: 'This subscription is not waiting for a hand-over (status {{status}}).',
  opsFirstPaymentPending:
    'The first payment of this subscription is not confirmed yet: do not hand the device over.',
  opsUnitUnknown: 'There is no device with this serial number.',
  opsUnitMismatch: 'This device is another model or in another city than the subscription’s.',
  opsUnitTaken:
    'This device is not free: it is reserved or rented for another subscription, or out of service.',
  opsUnitNotArrived:
    'The device arrives on {{date}}: the order can be handed over from that day. If a unit of this model is already here, hand that one over.',
  opsNotReturnable:
    'Only a subscription whose device is with the client (status 2, 3 or 4) can be closed by a return.',
  opsGadgetNotFound: 'There is no gadget with this slug or id.',
  opsImageUnreadable: 'The file is not a picture: send a JPEG, PNG or WebP photo.',
  opsImageTooSmall: 'The picture is {{width}} px wide; a photo needs at least {{min}} px.',
  opsImageTooLarge: 'The picture is too large: at most {{max}} MB and {{megapixels}} megapixels.',
  opsCatalogueInvalid:
    'The catalogue file has errors, so nothing was imported. Correct the lines below and import it again.',
} as const;

export type SpecTextKey = keyof typeof SPEC_TEXTS_EN;
