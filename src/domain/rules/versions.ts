/** Version strings and the versioned output folders (product §5, §7). */

/** Thrown for a string that is not v{major}.{minor}.{bugfix}-{name} (product §8 'Unknown Version'). */
export class UnknownVersionError extends Error {
  constructor() {
    super('Unknown Version');
    this.name = 'UnknownVersionError';
  }
}

/** A parsed version. */
export type Version = { major: number; minor: number; bugfix: number; name: string };

const VERSION_PATTERN = /^v(\d{1,6})\.(\d{1,6})\.(\d{1,6})-([A-Za-z0-9_.-]+)$/;

/** Parses v{major}.{minor}.{bugfix}-{name}; throws {@link UnknownVersionError} on anything else. */
// product §5, §8 'Unknown Version'
export function parseVersion(text: unknown): Version {
  if (typeof text !== 'string') throw new UnknownVersionError();
  const match = VERSION_PATTERN.exec(text.trim());
  if (!match) throw new UnknownVersionError();
  const [, major, minor, bugfix, name] = match;
  return { major: Number(major), minor: Number(minor), bugfix: Number(bugfix), name: name ?? '' };
}

/** Compares on major, minor and bugfix only, ignoring the name: negative, 0 or positive. */
// product §5
export function compareVersions(a: string, b: string): number {
  const x = parseVersion(a);
  const y = parseVersion(b);
  return x.major - y.major || x.minor - y.minor || x.bugfix - y.bugfix;
}

/**
 * True when the build is older than the published version (product §4 refresh popup); throws
 * {@link UnknownVersionError} for a bad string, which product §8 also turns into the refresh popup.
 */
// product §4, §5
export function isOlder(build: string, published: string): boolean {
  return compareVersions(build, published) < 0;
}

/**
 * The lower of the app and API versions compared on major and minor only (product §7). Returns that
 * version's full string, so the folder name stays a valid version; on a major.minor tie the app
 * version is taken, which keeps the name stable while only bugfix releases of the API land.
 * A `v{major}.{minor}` string was not chosen: it would not parse as a version again.
 */
// product §7 static file
export function prerenderFolderVersion(appVersion: string, apiVersion: string): string {
  const app = parseVersion(appVersion);
  const api = parseVersion(apiVersion);
  const apiIsLower = api.major < app.major || (api.major === app.major && api.minor < app.minor);
  return apiIsLower ? apiVersion : appVersion;
}

/** '{folder}-{lower version}' for prerendered HTML, e.g. 'prerender-v5.20.0-bg'. */
// product §7 static file
export function prerenderFolderName(
  folder: string,
  appVersion: string,
  apiVersion: string,
): string {
  return `${folder}-${prerenderFolderVersion(appVersion, apiVersion)}`;
}

/**
 * '{folder}-{apiVersion}' for db.json files, e.g. 'db-files-v5.20.0-bg'. The version is checked
 * first so a garbage API version never becomes a folder name.
 */
// product §7 static file: {storage}/{lang}/{db-files folder}-{apiVersion}/{locale}/{slug}/db.json
export function dbFilesFolderName(folder: string, apiVersion: string): string {
  parseVersion(apiVersion);
  return `${folder}-${apiVersion}`;
}
