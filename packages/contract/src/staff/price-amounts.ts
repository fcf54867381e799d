import { MONEY_DIVISOR } from '../constants';
import type { TTerm } from '../schemas/catalog';
import type { StaffTextKey } from './texts';

/** A problem of one amount: `field` is the request's ("cells.3", "value"), or "cells" for a cell left out. */
export interface PriceProblem {
  field: string;
  text: StaffTextKey;
  cityID?: number;
  term?: TTerm;
  extraID?: number;
}

/** More than zero and whole som (docs/decisions/038). */
export function isWholeSomPrice(minor: number): boolean {
  return Number.isSafeInteger(minor) && minor > 0 && minor % MONEY_DIVISOR === 0;
}

/** Why a price is refused, or null. */
export function amountProblem(minor: number): StaffTextKey | null {
  if (minor <= 0) return 'staffPricePositive';
  if (minor % MONEY_DIVISOR !== 0) return 'staffPriceWholeSom';
  return null;
}
