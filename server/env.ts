/** The content API's configuration, from the environment only, parsed once with zod. */
import { z } from 'zod';
import { BUILD_VERSION } from '../src/config/constants';
import { issueLines } from '../src/domain/rules/issues';

/** Stages that real visitors reach: nothing that trusts unsigned input runs there. */
const isPublicStage = (stage: string): boolean => stage === 'preview' || stage === 'production';

const Flag = z.enum(['0', '1', 'true', 'false']).transform((v) => v === '1' || v === 'true');
const Rate = z.coerce.number().min(0).max(1);

const Raw = z
  .object({
    PORT: z.coerce.number().int().min(0).max(65535).default(4000),
    HOST: z.string().default('127.0.0.1'),
    DATABASE_URL: z.string().optional(),
    API_DATA_DIR: z.string().default('.data/api'),
    API_SEED: z.coerce.number().int().nonnegative().default(1),
    API_PAGES: z.coerce.number().int().nonnegative().default(0),
    API_RESEED: Flag.default(false),
    API_TEST_ENDPOINTS: Flag.default(false),
    API_INBOX: Flag.default(false),
    API_PUBLIC_URL: z.string().optional(),
    SITE_URL: z.url().default('http://127.0.0.1:3000'),
    PUBLISHED_APP_VERSION: z.string().default(BUILD_VERSION),
    API_VERSION: z.string().default('v5.20.0-bg'),
    TEST_COUNTRY: z
      .string()
      .regex(/^[A-Z]{2}$/)
      .default('BG'),
    EVENT_REPORT_USER: z.string().default('local'),
    EVENT_REPORT_PASSWORD: z.string().default('local'),
    SITEMANAGER_USER: z.string().default('local'),
    SITEMANAGER_PASSWORD: z.string().default('local'),
    FAULT_LATENCY_MS: z.coerce.number().int().nonnegative().default(0),
    FAULT_ERROR_RATE: Rate.default(0),
    FAULT_TIMEOUT_RATE: Rate.default(0),
    FAULT_PATHS: z.string().optional(),
    FAULT_SEED: z.coerce.number().int().default(42),
    /** GET /changes: open streams per client address, overall, and the idle close. */
    CHANGES_MAX_PER_CLIENT: z.coerce.number().int().positive().default(6),
    CHANGES_MAX_TOTAL: z.coerce.number().int().positive().default(500),
    CHANGES_IDLE_TIMEOUT_MS: z.coerce
      .number()
      .int()
      .positive()
      .default(10 * 60_000),
    /** The site's stage: the test endpoints never run on production. */
    STAGE: z.enum(['local', 'e2e', 'preview', 'production']).default('local'),
    /** Identity project whose ID tokens the user service accepts (their aud and iss). */
    FIREBASE_PROJECT_ID: z.string().min(1).default('demo-casino-bg'),
    /** The Auth emulator as host:port; unset means real Firebase (GOOGLE_APPLICATION_CREDENTIALS). */
    FIREBASE_AUTH_EMULATOR_HOST: z
      .string()
      .regex(/^[a-z0-9.-]+:\d{1,5}$/i, 'host:port')
      .optional(),
    /** Writes per window and client on each user-service route is multiplied by this (tests: 1). */
    USERS_RATE_LIMIT_FACTOR: z.coerce.number().positive().max(1000).default(1),
    /** The same for the receivers (mails, event reports, newsletter, reviews, CSP reports). */
    RECEIVERS_RATE_LIMIT_FACTOR: z.coerce.number().positive().max(1000).default(1),
    /**
     * Proxies in front of the API whose X-Forwarded-For entry is trusted: 0 keys every limit on
     * the socket's address, 1 on the address the load balancer saw (server/client-address.ts).
     */
    TRUST_PROXY: z.coerce.number().int().min(0).max(10).default(0),
    /** Receiver rows (mails, events, cache clears, CSP reports, pending reviews) older are pruned. */
    RECEIVERS_KEEP_DAYS: z.coerce.number().positive().max(3650).default(30),
    /** Most rows each receiver table keeps: the oldest beyond it are pruned. */
    RECEIVERS_KEEP_ROWS: z.coerce.number().int().positive().max(10_000_000).default(10_000),
  })
  // The emulator accepts unsigned tokens: it can never stand in for Firebase on a public stage.
  .refine((env) => !(isPublicStage(env.STAGE) && env.FIREBASE_AUTH_EMULATOR_HOST), {
    path: ['FIREBASE_AUTH_EMULATOR_HOST'],
    message: 'The Auth emulator cannot be used on the preview or production stage',
  })
  // The inbox shows every mail with its link (password resets included): a person's own machine only.
  .refine((env) => !(env.STAGE !== 'local' && env.API_INBOX), {
    path: ['API_INBOX'],
    message: 'The inbox can be enabled on the local stage only',
  })
  // The admin and read-back endpoints under /__test rewrite content: never on production.
  .refine((env) => !(env.STAGE === 'production' && env.API_TEST_ENDPOINTS), {
    path: ['API_TEST_ENDPOINTS'],
    message: 'The test endpoints cannot be enabled on the production stage',
  });

/** The parsed configuration. */
export type ApiEnv = z.infer<typeof Raw>;

/** The receivers' basic-auth credentials: their 'local' defaults never guard a production API. */
const RECEIVER_CREDENTIALS = [
  'EVENT_REPORT_USER',
  'EVENT_REPORT_PASSWORD',
  'SITEMANAGER_USER',
  'SITEMANAGER_PASSWORD',
] as const;

function productionCredentialIssues(cleaned: Record<string, string | undefined>): string[] {
  if (cleaned.STAGE !== 'production') return [];
  return RECEIVER_CREDENTIALS.filter((key) => cleaned[key] === undefined).map(
    (key) => `${key}: Required on stage production`,
  );
}

/** Parses the environment; throws one error naming every bad key. */
export function parseApiEnv(source: Record<string, string | undefined>): ApiEnv {
  const cleaned = Object.fromEntries(
    Object.entries(source).filter(([, v]) => v !== undefined && v !== ''),
  );
  const result = Raw.safeParse(cleaned);
  const issues = [
    ...(result.success ? [] : issueLines(result.error)),
    ...productionCredentialIssues(cleaned),
  ];
  if (!result.success || issues.length > 0) {
    throw new Error(`Invalid API environment: ${issues.join('; ')}`);
  }
  return result.data;
}
