/** Props every API-backed island gets from the server render: only its locale; where the API lives is the build's config (src/config/client.ts). */
export type ApiIslandProps = {
  /** Locale code of the page (x-locale of the island's requests). */
  locale: string;
};
