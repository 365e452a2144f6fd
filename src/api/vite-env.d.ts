/** The VITE_* build variables the browser runtime reads (src/api/config.ts). */
interface ImportMetaEnv {
  readonly VITE_STAGE?: string;
  readonly VITE_API_BASE_URL?: string;
  readonly VITE_STORAGE_BASE_URL?: string;
  readonly VITE_CDN_BASE_URL?: string;
  readonly VITE_MAIL_URL?: string;
  readonly VITE_EVENT_REPORT_URL?: string;
  readonly VITE_EVENT_REPORT_USER?: string;
  readonly VITE_EVENT_REPORT_PASSWORD?: string;
  readonly VITE_FIREBASE_PROJECT_ID?: string;
}
