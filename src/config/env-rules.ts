/**
 * The environment's rules across keys, each written once. They read the keys as given (before the
 * zod parse, whose refinements zod skips once a field failed), so one error names every bad key.
 */
import { Flag } from './env-keys.ts';
import { Stage, stageUsesTestHosts } from './stage.ts';

/** The keys as given (trimmed, blanks left out). */
export type GivenKeys = Record<string, string>;
/** One rule: the issues it finds, as `KEY: why` lines, on a valid stage. */
export type EnvRule = (given: GivenKeys, stage: Stage) => string[];

/** A user key and its password key. */
type CredentialPair = readonly [user: string, password: string];

/** The receivers' credentials, pair by pair (product §7). */
const CREDENTIAL_PAIRS: readonly CredentialPair[] = [
  ['EVENT_REPORT_USER', 'EVENT_REPORT_PASSWORD'],
  ['SITEMANAGER_USER', 'SITEMANAGER_PASSWORD'],
];

/**
 * Credentials come in pairs; on the stages `requiredOn` names both halves of each of `pairs` are
 * required, so a 'local' default never reaches or guards a real host.
 */
export function pairsRule(
  requiredOn: (stage: Stage) => boolean,
  pairs: readonly CredentialPair[],
): EnvRule {
  return (given, stage) =>
    pairs.flatMap((pair) => {
      const missing = pair.filter((key) => given[key] === undefined);
      const required = requiredOn(stage);
      if (missing.length === 0 || (!required && missing.length === 2)) return [];
      const why = required ? `Required on stage ${stage}` : 'Required when the other half is set';
      return missing.map((key) => `${key}: ${why}`);
    });
}

/** The receivers' pairs (product §7) and a part's own `extra` ones, required on `requiredOn`. */
export function credentialsRule(
  requiredOn: (stage: Stage) => boolean,
  extra: readonly CredentialPair[] = [],
): EnvRule {
  return pairsRule(requiredOn, [...CREDENTIAL_PAIRS, ...extra]);
}

/** A production build never talks to a demo identity project (product §7 App Check 'demo'). */
export const realProjectRule: EnvRule = (given, stage) => {
  const project = given.FIREBASE_PROJECT_ID;
  const demo = project === undefined || project.startsWith('demo-');
  return stage === 'production' && demo
    ? ['FIREBASE_PROJECT_ID: Required on stage production (not a demo- project)']
    : [];
};

/** The Auth emulator takes unsigned tokens: nothing real visitors reach points at one. */
export const noEmulatorRule: EnvRule = (given, stage) =>
  !stageUsesTestHosts(stage) && given.FIREBASE_AUTH_EMULATOR_HOST !== undefined
    ? [`FIREBASE_AUTH_EMULATOR_HOST: Not allowed on stage ${stage}`]
    : [];

const isOn = (value: string | undefined): boolean => Flag.safeParse(value).data === true;

/** The inbox shows every mail with its link (password resets too): a person's own machine only. */
export const localInboxRule: EnvRule = (given, stage) =>
  stage !== 'local' && isOn(given.API_INBOX)
    ? ['API_INBOX: The inbox can be enabled on the local stage only']
    : [];

/** The admin and read-back endpoints under /__test rewrite content: never on production. */
export const noTestEndpointsRule: EnvRule = (given, stage) =>
  stage === 'production' && isOn(given.API_TEST_ENDPOINTS)
    ? ['API_TEST_ENDPOINTS: The test endpoints cannot be enabled on the production stage']
    : [];

/** Every rule's issues; none when the stage itself is bad (zod names STAGE then). */
export function ruleIssues(given: GivenKeys, rules: readonly EnvRule[]): string[] {
  const stage = Stage.safeParse(given.STAGE ?? 'local');
  return stage.success ? rules.flatMap((rule) => rule(given, stage.data)) : [];
}
