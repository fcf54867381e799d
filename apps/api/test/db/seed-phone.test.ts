import { formatPhone } from '@ijara/contract';
import { describe, expect, it } from 'vitest';
import { demoContent } from '../../src/db/seed/demo-content';

/** Anything in the demo texts that reads as a Kyrgyz phone number, however it is written. */
const PHONE_LIKE = /\+996[\d ()-]{9,}\d/g;

describe('the demo content writes the company phone one way', () => {
  it('every document and the about-us data show it through contract formatPhone', () => {
    const texts = JSON.stringify([demoContent.documents, demoContent.faq, demoContent.org]);
    const found = new Set(texts.match(PHONE_LIKE));
    expect(found).toEqual(new Set([formatPhone('996312987654')]));
    expect(formatPhone(demoContent.org.phone)).toBe(demoContent.org.phone);
  });
});
