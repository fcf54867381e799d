/**
 * Freedom Pay keeps tokens per user of ours (pg_user_id), and every call on a token names the user,
 * so the token we store is "<user id>:<pg_card_token>".
 */
export function storedToken(userId: string, cardToken: string): string {
  return `${userId}:${cardToken}`;
}

export function splitToken(stored: string): { userId: string; cardToken: string } | null {
  const at = stored.indexOf(':');
  if (at <= 0 || at === stored.length - 1) return null;
  return { userId: stored.slice(0, at), cardToken: stored.slice(at + 1) };
}
