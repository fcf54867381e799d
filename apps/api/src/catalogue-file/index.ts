/** The catalogue as one JSON file (README.md): what the demo seed and the ops commands use. */
export { type Applied, applyCatalogueText, type Importer } from './apply';
export { COUNTED, type Counts, type ImportResult } from './counts';
export { catalogueOf, exportCatalogue } from './export';
export { CATALOGUE_FILE_MAX, CATALOGUE_FORMAT, type CatalogueFile } from './format';
export { CatalogueRefused, importCatalogue } from './import';
export { type LocatedProblem, problemLine } from './lines';
export { checkCatalogue, checkedCatalogue, readCatalogue } from './read';
export { catalogueText } from './text';
