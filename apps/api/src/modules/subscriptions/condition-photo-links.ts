import { createHmac } from 'node:crypto';
import { CONDITION_PHOTO_PATH } from '@ijara/contract';
import type { Clock } from '../../lib/clock';
import { secretsEqual } from '../../lib/secrets-equal';

export type PhotoSize = 'thumb' | 'full';
const HOUR_S = 3600;

/**
 * Links to the photos of a client's condition record. An <img> sends no bearer token, so the link
 * itself is the check: HMAC-SHA256 of the photo, the size, the client and the expiry, keyed with a key
 * derived from the server's AUTH_CODE_PEPPER. A link works for one to two hours and stays the same
 * within the hour, so the browser's cache keeps the picture while the page reloads.
 */
export class ConditionPhotoLinks {
  private readonly key: Buffer;

  constructor(
    secret: string,
    private readonly clock: Clock,
  ) {
    this.key = createHmac('sha256', secret).update('condition-photo-links').digest();
  }

  /** The hour now, counted from 1970: every link made within it is the same. */
  hour(): number {
    return Math.floor(this.clock.now().getTime() / 1000 / HOUR_S);
  }

  url(photoId: number, size: PhotoSize, clientId: number): string {
    const expires = (this.hour() + 2) * HOUR_S;
    const query = new URLSearchParams({
      client: String(clientId),
      expires: String(expires),
      signature: this.sign(photoId, size, clientId, expires),
    });
    return `${CONDITION_PHOTO_PATH}${photoId}/${size}/?${query}`;
  }

  valid(photoId: number, size: PhotoSize, clientId: number, expires: number, signature: string): boolean {
    if (expires * 1000 <= this.clock.now().getTime()) return false;
    return secretsEqual(this.sign(photoId, size, clientId, expires), signature);
  }

  private sign(photoId: number, size: PhotoSize, clientId: number, expires: number): string {
    return createHmac('sha256', this.key)
      .update(`condition-photo\n${photoId}\n${size}\n${clientId}\n${expires}`)
      .digest('base64url');
  }
}
