export { checkoutCalls } from './calls';
export { createCheckout } from './create-checkout';
export type { FirstCharge, FirstChargeClaim, FirstChargeOutcome } from './ports';
export type { CheckoutDeps, CheckoutService } from './service';
