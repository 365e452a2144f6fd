// The product's document renderer.
export { onRenderHtml } from '../../../renderer/+onRenderHtml';
