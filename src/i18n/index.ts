/** Bulgarian UI text and formatting. */
export * from './t';
export * from './format';
export { STRINGS_BG, type TranslatedSource } from './strings.bg';
