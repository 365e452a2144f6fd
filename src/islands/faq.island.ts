/** Island module of the FAQ accordion (registry name 'Faq'): the registry loads default exports. */
export { Faq as default } from '../components/content/Faq';
