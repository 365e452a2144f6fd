// The product's content page.
export { Page } from '../../../../pages/content/+Page';
