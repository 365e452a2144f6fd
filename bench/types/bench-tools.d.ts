// The part of the benches' own packages (bench/package.json) that bench:client uses. They are
// installed on a bench's first run, not by `npm ci`, so the typecheck must not need them.
declare module 'chrome-launcher' {
  export function launch(options: {
    chromePath: string;
    chromeFlags: string[];
  }): Promise<{ port: number; kill(): void }>;
}

declare module 'lighthouse' {
  type Audit = { numericValue?: number; details?: unknown; displayValue?: string };
  type Result = {
    lhr: {
      runtimeError?: { message: string };
      audits: Record<string, Audit>;
      categories: Record<string, { score: number | null } | undefined>;
    };
  };
  export default function lighthouse(
    url: string,
    flags: Record<string, unknown>,
    config?: undefined,
    page?: unknown,
  ): Promise<Result | undefined>;
}

declare module 'puppeteer-core' {
  type Cookie = { name: string; value: string; domain: string; path: string };
  type Browser = { newPage(): Promise<unknown>; setCookie(...cookies: Cookie[]): Promise<void> };
  const puppeteer: { connect(options: { browserURL: string }): Promise<Browser> };
  export default puppeteer;
}

declare module 'vike-react/config' {
  import type { Config } from 'vike/types';
  const config: Config;
  export default config;
}

declare module 'vike-react/useData' {
  export function useData<Data>(): Data;
}

// vike-react's own settings, which its types add to vike's Config.
declare namespace Vike {
  interface Config {
    ssr?: boolean;
    lang?: string;
  }
}
