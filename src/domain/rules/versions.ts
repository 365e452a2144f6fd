/** Version strings and the versioned output folders (SPEC §5, §7). */

/** Thrown for a string that is not v{major}.{minor}.{bugfix}-{name} (SPEC §8 'Unknown Version'). */
export class UnknownVersionError extends Error {
  constructor() {
    super('Unknown Version');
    this.name = 'UnknownVersionError';
  }
}

/** A parsed version. */
export type Version = { major: number; minor: number; bugfix: number; name: string };

const VERSION_PATTERN = /^v(\d{1,6})\.(\d{1,6})\.(\d{1,6})-([A-Za-z0-9_.-]+)$/;

/** Parses v{major}.{minor}.{bugfix}-{name} (SPEC §5); throws {@link UnknownVersionError}. */
export function parseVersion(text: unknown): Version {
  if (typeof text !== 'string') throw new UnknownVersionError();
  const match = VERSION_PATTERN.exec(text.trim());
  if (!match) throw new UnknownVersionError();
  const [, major, minor, bugfix, name] = match;
  return { major: Number(major), minor: Number(minor), bugfix: Number(bugfix), name: name ?? '' };
}

/** Compares on major, minor and bugfix only (SPEC §5): negative, 0 or positive. */
export function compareVersions(a: string, b: string): number {
  const x = parseVersion(a);
  const y = parseVersion(b);
  return x.major - y.major || x.minor - y.minor || x.bugfix - y.bugfix;
}

/** True when the build is older than the published version (SPEC §4 refresh popup). */
export function isOlderVersion(build: string, published: string): boolean {
  return compareVersions(build, published) < 0;
}

/**
 * The lower of the app and API versions compared on major and minor only (SPEC §7). Returns that
 * version's full string, so the folder name stays a valid version; on a major.minor tie the app
 * version is taken, which keeps the name stable while only bugfix releases of the API land.
 */
export function prerenderFolderVersion(appVersion: string, apiVersion: string): string {
  const app = parseVersion(appVersion);
  const api = parseVersion(apiVersion);
  const apiIsLower = api.major < app.major || (api.major === app.major && api.minor < app.minor);
  return apiIsLower ? apiVersion : appVersion;
}

/** '{folder}-{lower version}' for prerendered HTML (SPEC §7). */
export function prerenderFolderName(
  folder: string,
  appVersion: string,
  apiVersion: string,
): string {
  return `${folder}-${prerenderFolderVersion(appVersion, apiVersion)}`;
}

/** '{folder}-{apiVersion}' for db.json files (SPEC §7). */
export function dbFilesFolderName(folder: string, apiVersion: string): string {
  parseVersion(apiVersion);
  return `${folder}-${apiVersion}`;
}
