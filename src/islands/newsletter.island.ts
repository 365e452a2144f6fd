/** Island module of the newsletter sign-up (registry name 'Newsletter'). */
export { Newsletter as default } from '../components/content/Newsletter';
