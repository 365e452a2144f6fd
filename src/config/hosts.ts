/** What a stage falls back to when the environment does not name its hosts (product §9). */
import { stageUsesTestHosts, type Stage } from './stage.ts';

/** Base URLs a stage falls back to when the record does not name them. */
export type HostDefaults = {
  apiBaseUrl: string;
  storageBaseUrl: string;
  cdnBaseUrl: string;
  siteUrl: string;
};

/** Local and e2e: everything on 127.0.0.1 (the content API on 4000, the site on 3000). */
export const LOCAL_HOSTS: HostDefaults = {
  apiBaseUrl: 'http://127.0.0.1:4000',
  storageBaseUrl: 'http://127.0.0.1:3000/storage',
  cdnBaseUrl: 'http://127.0.0.1:3000/storage',
  siteUrl: 'http://127.0.0.1:3000',
};

/** Preview and production: real-looking https hosts, so a missing key never points at localhost. */
export const PRODUCTION_HOSTS: HostDefaults = {
  apiBaseUrl: 'https://cms.kazino-bg.example/api',
  storageBaseUrl: 'https://storage.kazino-bg.example',
  cdnBaseUrl: 'https://cdn.kazino-bg.example',
  siteUrl: 'https://kazino-bg.example',
};

/**
 * The stage's hosts. Test-host stages serve storage from the one local CDN, so its hosts follow
 * the site named: a stack on another port names no host on 3000 (product §9 content security policy).
 */
// product §9 'CDN, storage and cms API base paths differ per stage; local and e2e use test hosts'
export function stageHosts(stage: Stage, siteUrl: string | undefined): HostDefaults {
  if (!stageUsesTestHosts(stage)) return PRODUCTION_HOSTS;
  const site = siteUrl ?? LOCAL_HOSTS.siteUrl;
  const storage = `${site}/storage`;
  return { ...LOCAL_HOSTS, storageBaseUrl: storage, cdnBaseUrl: storage, siteUrl: site };
}

/** Basic-auth credentials used on the stages that do not require them, when none are given. */
export const LOCAL_CREDENTIALS = { user: 'local', password: 'local' } as const;
