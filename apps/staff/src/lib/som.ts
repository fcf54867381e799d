import { z } from 'zod';

/** Som with up to two decimals ("4375", "4375,50"), as a person types them. */
export const SOM_PATTERN = /^\d{1,9}([.,]\d{1,2})?$/;
export const ZSom = z.string().trim().regex(SOM_PATTERN, 'staffRefundAmountFormat');

/** Typed som → minor units (tyiyn), the wire's and the database's money. */
export const toMinor = (som: string) => Math.round(Number(som.replace(',', '.')) * 100);

/** Minor units as a som field shows them: "4375" or "4375.5". */
export const toSomField = (minor: number) => String(minor / 100);

/** An amount that may be left empty (none known). */
export const ZOptionalSom = z
  .string()
  .trim()
  .refine((som) => som === '' || SOM_PATTERN.test(som), 'staffRefundAmountFormat');
