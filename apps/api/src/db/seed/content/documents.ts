import { about } from './documents/about';
import { cookies } from './documents/cookies';
import { delivery } from './documents/delivery';
import { oferta } from './documents/oferta';
import { privacy } from './documents/privacy';
import { rekurrent } from './documents/rekurrent';
import type { SeedDocuments } from './types';

/** Legal and information documents served by info/{doc}/, one file per document under documents/. */
export const documents: SeedDocuments = { oferta, privacy, cookies, rekurrent, delivery, about };
