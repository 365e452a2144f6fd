// The product's +data: the page view read from the content API (vike (API) variant).
export { data } from '../../../../pages/content/+data';
