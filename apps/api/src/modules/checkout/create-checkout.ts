import { type CheckoutDeps, CheckoutService } from './service';

/** The checkout module for the app's wiring (README.md shows the lines app.ts needs). */
export function createCheckout(deps: CheckoutDeps): CheckoutService {
  return new CheckoutService(deps);
}
