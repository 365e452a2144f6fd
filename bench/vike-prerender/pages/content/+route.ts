// The product's content route: '/', '/{slug}', '/{directory}', '/{directory}/{slug}'.
export { route } from '../../../../pages/content/+route';
