import { type APIRequestContext, expect } from '@playwright/test';
import {
  type TClient,
  type TUpdateInfoRequest,
  ZCitiesResponse,
  ZConfirmationResponse,
  ZTelegramPollResponse,
  ZTelegramStartResponse,
  ZUpdateInfoResponse,
} from '../../packages/contract/src/index';
import { apiGet, apiPost } from './api';
import { privateAddress } from './network';
import { readCode, uniquePhone } from './sign-in';
import { confirmInTelegram } from './telegram';

/** What a confirmed sign-in hands over, plus the client once the profile is complete. */
export interface ApiSession {
  phone: string;
  token: string;
  clientID: number;
  /** null until user/updateinfo/ completed the registration. */
  client: TClient | null;
}

/** The profile the UI's register() in ./sign-in.ts types, so both kinds of journeys see the same person. */
export const PROFILE: TUpdateInfoRequest = {
  firstName: 'Айдай',
  lastName: 'Токтогулова',
  birthdate: '1995-04-17',
  gender: 'female',
  citizenship: 'kg',
  communication: 'whatsapp',
};

async function cityId(request: APIRequestContext, name: string): Promise<number> {
  const response = await apiGet(request, 'info/cities/');
  const city = ZCitiesResponse.parse(await response.json()).cities.find((c) => c.name === name);
  if (!city) throw new Error(`no city ${name} in info/cities/`);
  return city.id;
}

/**
 * auth/registration/ and auth/confirmation/ with the code from the dev outbox. This sends a code, so
 * the api's limits apply: one code per phone per 60 s, 3 per 10 min. Use a fresh phone per test.
 */
export async function signInByCode(request: APIRequestContext, phone: string): Promise<ApiSession> {
  const headers = { 'x-forwarded-for': privateAddress() };
  const city = await cityId(request, 'Бишкек');
  const started = await apiPost(request, 'auth/registration/', { phone, city }, { headers });
  expect(started.status(), await started.text()).toBe(200);
  const code = await readCode(request, phone);
  const confirmed = await apiPost(request, 'auth/confirmation/', { phone, code }, { headers });
  expect(confirmed.status(), await confirmed.text()).toBe(200);
  const { token, clientID } = ZConfirmationResponse.parse(await confirmed.json());
  return { phone, token, clientID, client: null };
}

/** Through the Telegram bot: no code is sent, so `phone` may still sign in by code in the UI next. */
export async function signInByTelegram(request: APIRequestContext, phone: string): Promise<ApiSession> {
  const headers = { 'x-forwarded-for': privateAddress() };
  const city = await cityId(request, 'Бишкек');
  const started = await apiPost(request, 'auth/telegram/start/', { city }, { headers });
  expect(started.status(), await started.text()).toBe(200);
  const { ticket } = ZTelegramStartResponse.parse(await started.json());
  await confirmInTelegram(request, ticket, phone);
  let polled = ZTelegramPollResponse.parse({ statusCode: '200', state: 'waiting' });
  await expect
    .poll(async () => {
      const response = await apiPost(request, 'auth/telegram/poll/', { ticket }, { headers });
      polled = ZTelegramPollResponse.parse(await response.json());
      return polled.state;
    })
    .not.toBe('waiting');
  if (polled.state !== 'confirmed' || !polled.token || !polled.clientID) {
    throw new Error(`the bot did not confirm the ticket: ${polled.state}`);
  }
  return { phone, token: polled.token, clientID: polled.clientID, client: null };
}

/** user/updateinfo/ completes a new person's registration (SPEC.md §6). */
export async function completeProfile(
  request: APIRequestContext,
  session: ApiSession,
  profile: TUpdateInfoRequest = PROFILE,
): Promise<ApiSession> {
  const response = await apiPost(request, 'user/updateinfo/', profile, { token: session.token });
  expect(response.status(), await response.text()).toBe(200);
  return { ...session, client: ZUpdateInfoResponse.parse(await response.json()).client };
}

/** A registered client with a fresh phone, made entirely through the api. */
export async function createClient(
  request: APIRequestContext,
  options: { phone?: string; through?: 'code' | 'telegram'; profile?: TUpdateInfoRequest } = {},
): Promise<ApiSession> {
  const phone = options.phone ?? uniquePhone();
  const signIn = options.through === 'telegram' ? signInByTelegram : signInByCode;
  return completeProfile(request, await signIn(request, phone), options.profile);
}
