// Types of build-dir.mjs (plain JavaScript: the prerender's launcher reads it without a loader).

/** The build's folder, from the repo root: `dist`, or the folder BUILD_DIR names. */
export declare const BUILD_DIR: string;
