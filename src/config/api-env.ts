/**
 * The content API's part of the environment: the shared keys (stage, site, the receivers'
 * credentials, the identity project) and its own (env-keys.ts ApiKeys), parsed once with zod.
 */
import type { z } from 'zod';
import { ApiKeys } from './env-keys';
import { parseEnvPart } from './env-read';
import {
  credentialsRule,
  localInboxRule,
  noEmulatorRule,
  noTestEndpointsRule,
  pairsRule,
} from './env-rules';
import { LOCAL_CREDENTIALS, stageHosts } from './hosts';

/**
 * The API's rules. Its receivers' and moderators' credentials are required on production only:
 * elsewhere an unset pair guards them with 'local'/'local', which the site's test-host builds send.
 * The editors' (PATCH /admin) are 'local'/'local' on a person's own machine only.
 */
const ApiPart = {
  keys: ApiKeys,
  rules: [
    credentialsRule(
      (stage) => stage === 'production',
      [['MODERATION_USER', 'MODERATION_PASSWORD']],
    ),
    pairsRule((stage) => stage !== 'local', [['ADMIN_USER', 'ADMIN_PASSWORD']]),
    noEmulatorRule,
    localInboxRule,
    noTestEndpointsRule,
  ],
  label: 'Invalid API environment',
};

type Parsed = z.output<typeof ApiKeys>;
type CredentialKey =
  | 'EVENT_REPORT_USER'
  | 'EVENT_REPORT_PASSWORD'
  | 'SITEMANAGER_USER'
  | 'SITEMANAGER_PASSWORD'
  | 'MODERATION_USER'
  | 'MODERATION_PASSWORD'
  | 'ADMIN_USER'
  | 'ADMIN_PASSWORD';

/** The parsed configuration: the site's origin and the credentials always named. */
export type ApiEnv = Omit<Parsed, 'SITE_URL' | CredentialKey> & {
  SITE_URL: string;
} & Record<CredentialKey, string>;

/** Parses the environment; throws one error naming every bad key. */
export function parseApiEnv(source: Record<string, string | undefined>): ApiEnv {
  const raw = parseEnvPart(ApiPart, source);
  const { user, password } = LOCAL_CREDENTIALS;
  return {
    ...raw,
    SITE_URL: raw.SITE_URL ?? stageHosts(raw.STAGE, undefined).siteUrl,
    EVENT_REPORT_USER: raw.EVENT_REPORT_USER ?? user,
    EVENT_REPORT_PASSWORD: raw.EVENT_REPORT_PASSWORD ?? password,
    SITEMANAGER_USER: raw.SITEMANAGER_USER ?? user,
    SITEMANAGER_PASSWORD: raw.SITEMANAGER_PASSWORD ?? password,
    MODERATION_USER: raw.MODERATION_USER ?? user,
    MODERATION_PASSWORD: raw.MODERATION_PASSWORD ?? password,
    ADMIN_USER: raw.ADMIN_USER ?? user,
    ADMIN_PASSWORD: raw.ADMIN_PASSWORD ?? password,
  };
}
