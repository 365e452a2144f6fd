/**
 * The compliance check (docs/compliance.md "The build's compliance check"): the render workers
 * scan each page they render against its locale's profile (scan.ts), the locale's
 * build gathers the findings (`ComplianceCollector`, JSON, so a shard hands them to the merge),
 * and the run judges the whole build once before publish (`checkCompliance`), as the link check
 * does: a locale with a failure is refused, its failing pages named with their rule. The report
 * is written into the build folder (compliance.json) and summarized in the log.
 */
import { join } from 'node:path';
import type { ComplianceFinding, ComplianceReport, PageFinding } from '../../records/findings';
import { verifiedFindings, type PageRules } from './scan';
import { writeAtomic } from '../../files';
import type { LocaleBuild } from '../../records/locale-build';
import type { ManifestPage } from '../../records/manifest';

export type { ComplianceReport } from '../../records/findings';

/** The report's file in the build folder. */
export const COMPLIANCE_FILE = 'compliance.json';

/** Lines a locale's findings print at most: one broken component breaks thousands of pages. */
const LINES_SHOWN = 50;

/**
 * Gathers a locale's findings as its pages are rendered; a page a patch carries is judged again
 * by the oldest verified date its live manifest entry keeps (the one rule that ages).
 */
export class ComplianceCollector {
  private checked = 0;
  private readonly findings: ComplianceFinding[] = [];
  private readonly live: Map<string, string>;

  constructor(
    private readonly rules: Pick<PageRules, 'profile' | 'now'>,
    livePages: readonly ManifestPage[] = [],
  ) {
    this.live = new Map(livePages.flatMap((p) => (p.verifiedAt ? [[p.slug, p.verifiedAt]] : [])));
  }

  /** The oldest verified date of a live page, for the manifest entry of a page carried. */
  liveVerifiedAt(page: string): string | undefined {
    return this.live.get(page);
  }

  /** A page carried unchanged: its verified date aged since it was rendered. */
  carry(page: string): void {
    this.add(page, verifiedFindings(this.live.get(page) ?? null, this.rules));
  }

  /** The findings of a page rendered (none: it passed). */
  add(page: string, found: readonly PageFinding[]): void {
    this.checked += 1;
    for (const finding of found) this.findings.push({ page, ...finding });
  }

  report(): ComplianceReport {
    return { checked: this.checked, findings: [...this.findings] };
  }
}

/** The reports of one locale's parts (a sharded build's) as one. */
export function joinReports(reports: readonly ComplianceReport[]): ComplianceReport {
  return {
    checked: reports.reduce((n, r) => n + r.checked, 0),
    findings: reports.flatMap((r) => r.findings),
  };
}

/** The check's outcome: the builds (failing pages failed), the refused locales, the log lines. */
export type ComplianceCheck = {
  builds: LocaleBuild[];
  refused: ReadonlySet<string>;
  lines: string[];
};

/** One locale's log lines: a summary, then each finding up to {@link LINES_SHOWN}. */
function linesOf(build: LocaleBuild, fails: number): string[] {
  const code = build.locale.locale;
  const { checked, findings } = build.compliance;
  const warns = findings.length - fails;
  const verdict = fails > 0 ? 'refused' : 'passed';
  const lines = [
    `prerender: ${code}: compliance ${verdict}: ${String(checked)} pages checked, ${String(fails)} failures, ${String(warns)} warnings`,
  ];
  for (const f of findings.slice(0, LINES_SHOWN))
    lines.push(`prerender: ${code}: ${f.level} page ${f.page}: ${f.rule}: ${f.detail}`);
  if (findings.length > LINES_SHOWN)
    lines.push(`prerender: ${code}: and ${String(findings.length - LINES_SHOWN)} more findings`);
  return lines;
}

/**
 * Judges every locale's findings: a locale with a failing page is refused and those pages are
 * named as failed; warnings are only reported.
 */
export function checkCompliance(builds: readonly LocaleBuild[]): ComplianceCheck {
  const refused = new Set<string>();
  const lines: string[] = [];
  const checked = builds.map((build) => {
    const failing = build.compliance.findings.filter((f) => f.level === 'fail');
    lines.push(...linesOf(build, failing.length));
    if (failing.length === 0) return build;
    refused.add(build.locale.locale);
    const pages = failing.map((f) => f.page);
    return { ...build, failedSlugs: [...new Set([...build.failedSlugs, ...pages])].sort() };
  });
  return { builds: checked, refused, lines };
}

/** Writes the report of every locale into the build folder, refused locales too. */
export async function writeComplianceReport(
  buildDir: string,
  { builds, refused }: Pick<ComplianceCheck, 'builds' | 'refused'>,
): Promise<void> {
  const locales = Object.fromEntries(
    builds.map((b) => {
      const { law, licenceRegister, verifiedWarnDays, strictAdvertising, adLabel, offerSignup } =
        b.locale.compliance;
      const profile = {
        law,
        licenceRegister,
        verifiedWarnDays,
        strictAdvertising,
        adLabel,
        offerSignup,
      };
      return [b.locale.locale, { refused: refused.has(b.locale.locale), profile, ...b.compliance }];
    }),
  );
  const report = { checkedAt: new Date().toISOString(), locales };
  await writeAtomic(join(buildDir, COMPLIANCE_FILE), JSON.stringify(report, null, 1));
}
