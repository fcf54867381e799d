/** What a confirmed sign-in hands over, by code or by the Telegram bot (SPEC.md §4: both are stored). */
export interface SignedIn {
  token: string;
  clientID: number;
}
