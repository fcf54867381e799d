import { type CatalogueFile, checkedCatalogue } from '../../catalogue-file/index';
import demo from './content/catalogue.json' with { type: 'json' };

/**
 * The demo catalogue: content/catalogue.json, in the format `npm run ops -- catalogue-import` takes
 * (docs/decisions/048), checked by the same rules when the module loads.
 */
export const demoCatalogue: CatalogueFile = checkedCatalogue(demo, 'db/seed/content/catalogue.json');
