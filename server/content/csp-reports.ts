/**
 * POST /csp-reports: the receiver of the site's content security policy reports (product §9), in
 * both forms a browser sends: `report-uri` ({"csp-report": {…}}, application/csp-report) and the
 * Reporting API's `report-to` (a list of {type: 'csp-violation', body}). Browsers post these with
 * no credentials, so each body is small, each field capped, and the rows pruned (retention.ts).
 */
import type { Hono } from 'hono';
import { z } from 'zod';
import { CSP_REPORT_PATH } from '../../src/config/csp';
import { storableText } from './input-guard';
import { bodyCap } from './middleware';
import type { ReceiverDeps } from './receivers';

/** What browsers send reports as, besides JSON: `report-uri`'s and the Reporting API's. */
export const CSP_REPORT_MEDIA_TYPES = ['application/csp-report', 'application/reports+json'];

/** Largest report body taken (a report is 1 to 2 KB; the Reporting API sends them in batches). */
export const CSP_REPORT_MAX_BYTES = 64 * 1024;
/** Most reports one Reporting API batch may carry. */
const BATCH_MAX = 50;
/** Longest text kept of any field. */
const FIELD_MAX_CHARS = 500;

const Text = z
  .union([z.string(), z.number()])
  .transform((v) => storableText(String(v).slice(0, FIELD_MAX_CHARS)))
  .optional();

/** report-uri form (CSP Level 2). */
const LegacyReport = z.object({
  'csp-report': z.looseObject({
    'document-uri': Text,
    'blocked-uri': Text,
    'violated-directive': Text,
    'effective-directive': Text,
    disposition: Text,
    'source-file': Text,
    'line-number': Text,
    'script-sample': Text,
  }),
});

/** report-to form (Reporting API). */
const ReportingBatch = z
  .array(
    z.looseObject({
      type: z.string(),
      body: z
        .looseObject({
          documentURL: Text,
          blockedURL: Text,
          effectiveDirective: Text,
          disposition: Text,
          sourceFile: Text,
          lineNumber: Text,
          sample: Text,
        })
        .optional(),
    }),
  )
  .max(BATCH_MAX);

/** One stored report, the same for both forms. */
export type CspReport = {
  documentUrl: string;
  blockedUrl: string;
  directive: string;
  disposition: string;
  sourceFile: string;
  lineNumber: string;
  sample: string;
};

/** The reports of a body in either form; null when it is neither. */
export function readCspReports(body: unknown): CspReport[] | null {
  const legacy = LegacyReport.safeParse(body);
  if (legacy.success) {
    const r = legacy.data['csp-report'];
    return [
      {
        documentUrl: r['document-uri'] ?? '',
        blockedUrl: r['blocked-uri'] ?? '',
        directive: r['effective-directive'] ?? r['violated-directive'] ?? '',
        disposition: r.disposition ?? '',
        sourceFile: r['source-file'] ?? '',
        lineNumber: r['line-number'] ?? '',
        sample: r['script-sample'] ?? '',
      },
    ];
  }
  const batch = ReportingBatch.safeParse(body);
  if (!batch.success) return null;
  return batch.data.flatMap(({ type, body: b }) =>
    type === 'csp-violation' && b
      ? [
          {
            documentUrl: b.documentURL ?? '',
            blockedUrl: b.blockedURL ?? '',
            directive: b.effectiveDirective ?? '',
            disposition: b.disposition ?? '',
            sourceFile: b.sourceFile ?? '',
            lineNumber: b.lineNumber ?? '',
            sample: b.sample ?? '',
          },
        ]
      : [],
  );
}

/** Registers the receiver. */
export function registerCspReports(app: Hono, { db, pruner }: ReceiverDeps): void {
  app.post(CSP_REPORT_PATH, bodyCap(CSP_REPORT_MAX_BYTES), async (c) => {
    let body: unknown;
    try {
      body = JSON.parse(await c.req.text());
    } catch {
      return c.json({ error: 'bad_request', message: 'Body must be JSON' }, 400);
    }
    const reports = readCspReports(body);
    if (!reports) return c.json({ error: 'bad_request', message: 'Not a CSP report' }, 400);
    await db.transaction(async (tx) => {
      for (const report of reports)
        await tx.query('insert into csp_reports (body) values ($1)', [JSON.stringify(report)]);
    });
    await pruner.after('csp_reports');
    return c.body(null, 204);
  });
}
