/**
 * Leaving for the payment gateway's hosted page is a full page load, not a router move. An object so
 * that tests can watch it (the tests' DOM does not navigate).
 */
export const gatewayRedirect = {
  go(url: string): void {
    window.location.assign(url);
  },
};
