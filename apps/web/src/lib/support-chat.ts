/**
 * The support chat's notion of who is talking. No chat widget is embedded yet (the CSP forbids third-party
 * script), so these are no-ops that log-out already calls; a widget adapter plugs in here.
 */
export const supportChat = {
  identify(_clientID: number): void {},
  clearIdentity(): void {},
};
