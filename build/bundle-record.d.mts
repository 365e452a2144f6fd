// Types of bundle-record.mjs (plain JavaScript: the CLI's launcher reads it without a loader).

/** Where the bundles and their records are kept, from the repo root: one folder a build. */
export declare const BUNDLES_FOLDER: string;

/** A file's size and time, as a record keeps them ("missing" when it is gone). */
export declare function stampOf(root: string, file: string): Promise<string>;

/** The bundle `recordFile` names when it is there and none of its inputs changed, else null. */
export declare function freshBundle(root: string, recordFile: string): Promise<string | null>;
