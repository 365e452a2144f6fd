/**
 * The outside services of product §7 and their base URLs: the HTTP client (client.ts) calls them,
 * the refresh watch opens its event stream on one; kept apart from the client so a page that
 * only names a URL does not load the HTTP layer.
 */
import { clientConfig, type ClientConfig } from '../config/client';

/** The outside services of product §7. */
export type Service = 'api' | 'storage' | 'mail' | 'events' | 'newsletter';

/** The base URL of a service. */
export function baseOf(service: Service, config: ClientConfig): string {
  switch (service) {
    case 'api':
      return config.apiBaseUrl;
    case 'storage':
      return config.storageBaseUrl;
    case 'mail':
      return config.mailUrl;
    case 'events':
      return config.eventReportUrl;
    case 'newsletter':
      return config.newsletterUrl;
  }
}

/** The full URL of `path` ('' or starting with '/') on `service`. */
export function serviceUrl(service: Service, path: string): string {
  return `${baseOf(service, clientConfig())}${path}`;
}
