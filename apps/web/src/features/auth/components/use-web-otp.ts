import { useEffect, useRef } from 'react';

// WebOTP is not in TypeScript's DOM library yet.
interface OtpRequestOptions extends CredentialRequestOptions {
  otp: { transport: string[] };
}
type OtpCredential = Credential & { code?: string };

const supported = () => typeof window !== 'undefined' && 'OTPCredential' in window;

/**
 * Where the browser has the WebOTP API (Chrome on Android), reads the code from an incoming SMS with
 * the person's one-tap consent. Aborted when the step closes or `active` turns false.
 */
export function useWebOtp(onCode: (code: string) => void, active = true): void {
  const latest = useRef(onCode);
  latest.current = onCode;
  useEffect(() => {
    if (!active || !supported()) return;
    const controller = new AbortController();
    const options: OtpRequestOptions = { otp: { transport: ['sms'] }, signal: controller.signal };
    navigator.credentials
      .get(options)
      .then((credential) => {
        const code = (credential as OtpCredential | null)?.code;
        if (code && !controller.signal.aborted) latest.current(code);
      })
      // Aborted, refused or timed out: the person types the code instead.
      .catch(() => {});
    return () => controller.abort();
  }, [active]);
}
