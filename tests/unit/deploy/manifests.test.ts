/**
 * The sharded prerender's two engines (docs/deploying.md "A sharded prerender") against the code
 * they drive: release.sh is run with a stand-in kubectl and the workflow's steps with a stand-in
 * npm, and every command line they would start is parsed by the real `loadConfig`.
 */
import { spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { load } from 'js-yaml';
import { afterAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { BuildId, loadConfig } from '../../../prerender/config';

const root = join(import.meta.dirname, '../../..');
const read = (path: string) => readFileSync(join(root, path), 'utf8');
const scratch = mkdtempSync(join(tmpdir(), 'deploy-test-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** Every file of deploy/ and the workflow, as repository paths. */
function deployFiles(): string[] {
  const walk = (dir: string): string[] =>
    readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory() ? walk(join(dir, entry.name)) : [join(dir, entry.name)],
    );
  return [...walk('deploy'), '.github/workflows/prerender.yml'];
}

/** Stand-ins that log their arguments (NUL-separated, one file a call) into $LOG. */
const bin = join(scratch, 'bin');
mkdirSync(bin);
const logCall = 'n=$(ls "$LOG" | grep -c args); printf \'%s\\0\' "$@" > "$LOG/$n.args"';
for (const [name, body] of Object.entries({
  npm: logCall,
  aws: logCall,
  // `create -f -` keeps the manifest; `get` answers the condition KUBE_STATE names.
  kubectl: `${logCall}\ncase "$1" in create) cat > "$LOG/$n.yaml" ;; get) printf %s "$KUBE_STATE" ;; esac`,
})) {
  writeFileSync(join(bin, name), `#!/bin/sh\n${body}\n`, { mode: 0o755 });
}

type Call = { args: string[]; manifest: string | null };
let runs = 0;

/** Runs a command with the stand-ins first on PATH; answers its exit status and the calls made. */
function withStandIns(command: string[], env: Record<string, string>, cwd = scratch) {
  const log = join(scratch, `log-${++runs}`);
  mkdirSync(log);
  const [file = '', ...args] = command;
  const result = spawnSync(file, args, {
    cwd,
    encoding: 'utf8',
    env: { PATH: `${bin}:${process.env.PATH ?? ''}`, HOME: scratch, LOG: log, ...env },
  });
  const calls = readdirSync(log)
    .filter((name) => name.endsWith('.args'))
    .map((name) => Number.parseInt(name, 10))
    .sort((a, b) => a - b)
    .map((n): Call => {
      const manifest = join(log, `${n}.yaml`);
      return {
        args: readFileSync(join(log, `${n}.args`), 'utf8')
          .split('\0')
          .slice(0, -1),
        manifest: existsSync(manifest) ? readFileSync(manifest, 'utf8') : null,
      };
    });
  return { status: result.status, stderr: result.stderr, calls };
}

/** The prerender settings of an `npm run prerender -- …` call. */
function prerenderSettings(call: Call | undefined) {
  expect(call?.args.slice(0, 3)).toEqual(['run', 'prerender', '--']);
  return loadConfig(call?.args.slice(3) ?? []);
}

/** Every script an `npm run X` in these files names. */
const scriptsNamed = (text: string) =>
  [...text.matchAll(/npm run ([\w:-]+)/g)].map((m) => m[1] ?? '');

describe('the deployment files', () => {
  it('name only npm scripts package.json has', () => {
    const scripts = z
      .object({ scripts: z.record(z.string(), z.string()) })
      .parse(JSON.parse(read('package.json'))).scripts;
    const named = deployFiles().flatMap((path) => scriptsNamed(read(path)));
    expect(named).toContain('prerender');
    expect(named.filter((name) => !(name in scripts))).toEqual([]);
  });

  it('are YAML once release.sh has filled the fields it fills', () => {
    const filled = new Set(
      [...read('deploy/k8s/release.sh').matchAll(/s\|(__[A-Z_]+__)\|/g)].map((m) => m[1]),
    );
    for (const path of deployFiles().filter((p) => /\.ya?ml$/.test(p))) {
      const text = read(path);
      const unfilled = [...text.matchAll(/__[A-Z_]+__/g)]
        .map((m) => m[0])
        .filter((f) => !filled.has(f));
      expect({ path, unfilled }).toEqual({ path, unfilled: [] });
      expect(() => load(text.replaceAll(/__[A-Z_]+__/g, '1')), path).not.toThrow();
    }
  });
});

// ---- Kubernetes -------------------------------------------------------------------------------

const Container = z.object({
  name: z.string(),
  image: z.string(),
  command: z.array(z.string()),
  args: z.array(z.string()).default([]),
  // Kubernetes takes text only: an unquoted 4 would be refused.
  env: z.array(z.object({ name: z.string(), value: z.string() })).default([]),
  volumeMounts: z.array(z.object({ name: z.string(), mountPath: z.string() })),
});
const ExitRule = z.object({
  action: z.string(),
  onExitCodes: z
    .object({ containerName: z.string(), operator: z.literal('In'), values: z.array(z.number()) })
    .optional(),
});
const Job = z.object({
  kind: z.literal('Job'),
  metadata: z.object({ name: z.string() }),
  spec: z.object({
    completionMode: z.string().optional(),
    completions: z.number().optional(),
    parallelism: z.number().optional(),
    backoffLimitPerIndex: z.number().optional(),
    maxFailedIndexes: z.number().optional(),
    podFailurePolicy: z.object({ rules: z.array(ExitRule) }).optional(),
    template: z.object({
      spec: z.object({
        restartPolicy: z.literal('Never'),
        containers: z.tuple([Container]),
        volumes: z.array(
          z.object({
            name: z.string(),
            persistentVolumeClaim: z.object({ claimName: z.string() }),
          }),
        ),
      }),
    }),
  }),
});
type Job = z.infer<typeof Job>;

const IMAGE = 'registry.example/casino-guide-bg:5.20.12';
const release = (args: string[], state = 'Complete') =>
  withStandIns([join(root, 'deploy/k8s/release.sh'), ...args], { IMAGE, KUBE_STATE: state });
const jobsOf = (calls: Call[]) =>
  calls.flatMap((c) => (c.manifest === null ? [] : [Job.parse(load(c.manifest))]));

/** Kubernetes' own $(VAR) expansion of command and args ($$ is a literal $). */
const expand = (text: string, env: Record<string, string>) =>
  text.replaceAll(/\$\$|\$\(([A-Za-z_][\w.-]*)\)/g, (match, name?: string) =>
    name === undefined ? '$' : (env[name] ?? match),
  );

/** Starts a Job's container with the stand-ins: the calls it makes. */
function runContainer(job: Job, extraEnv: Record<string, string> = {}) {
  const [container] = job.spec.template.spec.containers;
  const env = { ...Object.fromEntries(container.env.map((e) => [e.name, e.value])), ...extraEnv };
  const argv = [...container.command, ...container.args].map((part) => expand(part, env));
  const result = withStandIns(argv, env, root);
  expect(result.stderr).toBe('');
  return result.calls;
}

/** Where a Job mounts the shared output volume. */
function outMount(job: Job) {
  const { containers, volumes } = job.spec.template.spec;
  const volume = volumes.find((v) => v.persistentVolumeClaim.claimName === 'prerender-out');
  return containers[0].volumeMounts.find((m) => m.name === volume?.name)?.mountPath;
}

describe('deploy/k8s/release.sh run', () => {
  const { status, calls } = release(['run', '5', 'bg-BG']);
  const jobs = jobsOf(calls);
  const [shards, merge, upload] = jobs;

  it('creates the shards, then the merge, then the upload, each after the one before completed', () => {
    expect(status).toBe(0);
    expect(jobs.map((j) => j.metadata.name.replace(/-[\d-]+$/, ''))).toEqual([
      'prerender-shards',
      'prerender-merge',
      'prerender-upload',
    ]);
    const steps = calls.flatMap((c) => {
      if (c.args[0] === 'create')
        return [`create ${Job.parse(load(c.manifest ?? '')).metadata.name}`];
      return c.args[0] === 'get' ? [`wait ${c.args[1]?.replace('job/', '')}`] : [];
    });
    expect(steps).toEqual(
      jobs.flatMap((j) => [`create ${j.metadata.name}`, `wait ${j.metadata.name}`]),
    );
  });

  it('runs the shards as an Indexed Job of n pods at once, retrying crashes but not exit 2', () => {
    expect(shards?.spec).toMatchObject({
      completionMode: 'Indexed',
      completions: 5,
      parallelism: 5,
    });
    expect(shards?.spec.backoffLimitPerIndex).toBeGreaterThan(0);
    expect(shards?.spec.podFailurePolicy?.rules).toContainEqual({
      action: 'FailIndex',
      onExitCodes: { containerName: 'shard', operator: 'In', values: [2] },
    });
  });

  it('gives pod k the shard k+1 of n, the build id and the locales, on the shared volume', () => {
    if (!shards) throw new Error('no shards Job');
    const settings = [0, 1, 2, 3, 4].map((k) =>
      prerenderSettings(runContainer(shards, { JOB_COMPLETION_INDEX: String(k) })[0]),
    );
    const buildId = settings[0]?.mode.buildId ?? '';
    expect(settings.map((s) => s.mode)).toEqual(
      [1, 2, 3, 4, 5].map((index) => ({ kind: 'shard', buildId, index, count: 5 })),
    );
    expect(BuildId.safeParse(buildId).success).toBe(true);
    expect(settings[0]?.locales).toEqual(['bg-BG']);
    expect(settings[0]?.outDir).toBe(outMount(shards));
  });

  it('merges the same n shards of the same build on the same volume, then builds the worker', () => {
    if (!shards || !merge) throw new Error('no Jobs');
    const shard = prerenderSettings(runContainer(shards, { JOB_COMPLETION_INDEX: '0' })[0]);
    const [mergeCall, sw] = runContainer(merge);
    const settings = prerenderSettings(mergeCall);
    expect(settings.mode).toEqual({ kind: 'merge', count: 5, buildId: shard.mode.buildId });
    expect(settings.outDir).toBe(outMount(merge));
    expect(outMount(merge)).toBe(outMount(shards));
    expect(sw?.args).toEqual(['run', 'sw', '--', '--out', outMount(merge)]);
  });

  it('uploads the merged volume', () => {
    if (!upload) throw new Error('no upload Job');
    const [container] = upload.spec.template.spec.containers;
    expect(container.args.join(' ')).toContain(`deploy/upload.sh ${outMount(upload)} `);
    expect(outMount(upload)).toBe(outMount(shards!));
  });
});

describe('deploy/k8s/release.sh after a failure', () => {
  it('creates no merge when the shards Job failed', () => {
    const { status, calls } = release(['run', '4'], 'Failed');
    expect(status).toBe(1);
    expect(jobsOf(calls).map((j) => j.metadata.name)).toEqual([
      expect.stringMatching(/^prerender-shards-/),
    ]);
  });

  it('renders one shard again by its number, for the same build', () => {
    const { status, calls } = release(['shard', 'b20261124', '4', '3', 'bg-BG']);
    expect(status).toBe(0);
    const [job, ...more] = jobsOf(calls);
    expect(more).toEqual([]);
    expect(job?.spec).toMatchObject({ completions: 1, parallelism: 1 });
    const settings = prerenderSettings(runContainer(job!, { JOB_COMPLETION_INDEX: '0' })[0]);
    expect(settings.mode).toEqual({ kind: 'shard', buildId: 'b20261124', index: 3, count: 4 });
    expect(settings.locales).toEqual(['bg-BG']);
  });

  it('refuses a shard beyond the count', () => {
    expect(release(['shard', 'b20261124', '4', '5']).status).toBe(64);
  });
});

describe('deploy/upload.sh', () => {
  /** The uploads of docs/deploying.md, in order: assets, db.json, pages, root files, the worker, live.json. */
  const RELEASE_ORDER = [
    'sync client/assets',
    'sync bg/db-files-v5.20.0-bg',
    'sync bg/prerender-v5.20.12-bg',
    'sync client',
    'cp client/sw.js',
    'cp bg/live.json',
  ];
  /** A published tree's folders, as the upload finds them. */
  const publishedOut = () => {
    const out = join(scratch, 'out');
    for (const dir of ['client/assets', 'bg/db-files-v5.20.0-bg', 'bg/prerender-v5.20.12-bg']) {
      mkdirSync(join(out, dir), { recursive: true });
    }
    writeFileSync(join(out, 'bg/live.json'), '{}');
    writeFileSync(join(out, 'client/sw.js'), '');
    return out;
  };

  it('uploads in the order of docs/deploying.md: assets, db.json, pages, root files, the worker, live.json last', () => {
    const out = publishedOut();
    const { status, calls } = withStandIns([join(root, 'deploy/upload.sh'), out, 's3://site/'], {});
    expect(status).toBe(0);
    // Each tree's br siblings follow it, typed as their original, with their coding.
    const siblings = calls.filter((c) => c.args.includes('--content-encoding'));
    const option = (c: Call | undefined, name: string) => c?.args[c.args.indexOf(name) + 1];
    expect(new Set(siblings.map((c) => option(c, '--content-encoding')))).toEqual(new Set(['br']));
    const page = siblings.find(
      (c) => c.args.includes('*.html.br') && c.args[3]?.includes('prerender-'),
    );
    expect(option(page, '--content-type')).toBe('text/html; charset=utf-8');
    const rootFiles = siblings.filter((c) => c.args[3] === 's3://site/client');
    // The root files' siblings leave the assets out: the excludes come after the include.
    for (const c of rootFiles)
      expect(c.args.indexOf('assets/*')).toBeGreaterThan(c.args.indexOf('--include'));
    const targets = calls
      .filter((c) => !siblings.includes(c))
      .map((c) => `${c.args[1]} ${c.args[3]?.replace('s3://site/', '')}`);
    expect(targets).toEqual(RELEASE_ORDER);
    const cacheControl = (c: Call | undefined) => option(c, '--cache-control');
    expect(cacheControl(calls[0])).toContain('immutable');
    expect(cacheControl(page)).toContain('must-revalidate');
    expect(cacheControl(calls.at(-1))).toBe('no-store');
  });

  it('behind a CDN that compresses at the edge, uploads the files alone, in the same order', () => {
    const out = publishedOut();
    const { status, calls } = withStandIns(
      [join(root, 'deploy/upload.sh'), '--no-siblings', out, 's3://site/'],
      {},
    );
    expect(status).toBe(0);
    expect(calls.filter((c) => c.args.includes('--content-encoding'))).toEqual([]);
    expect(calls.filter((c) => c.args.some((a) => a.endsWith('.br')))).toEqual(
      calls.filter((c) => c.args.includes('--exclude') && c.args.includes('*.br')),
    );
    expect(calls.map((c) => `${c.args[1]} ${c.args[3]?.replace('s3://site/', '')}`)).toEqual(
      RELEASE_ORDER,
    );
  });

  it('uploads nothing from a folder where nothing was published', () => {
    const { status, calls } = withStandIns(
      [join(root, 'deploy/upload.sh'), join(scratch, 'none'), 's3://site'],
      {},
    );
    expect(status).toBe(1);
    expect(calls).toEqual([]);
  });
});

// ---- GitHub Actions ---------------------------------------------------------------------------

const Step = z.object({
  id: z.string().optional(),
  uses: z.string().optional(),
  run: z.string().optional(),
  env: z.record(z.string(), z.union([z.string(), z.number()])).default({}),
  with: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])).default({}),
});
type Step = z.infer<typeof Step>;
const Workflow = z.object({
  on: z.record(z.string(), z.unknown()),
  env: z.record(z.string(), z.string()).default({}),
  jobs: z.record(
    z.string(),
    z.object({
      env: z.record(z.string(), z.string()).default({}),
      strategy: z.object({ matrix: z.object({ shard: z.string() }) }).optional(),
      steps: z.array(Step),
    }),
  ),
});
const workflow = Workflow.parse(load(read('.github/workflows/prerender.yml')));

type Context = Record<string, unknown>;
/** Every secret and variable reads as a made-up value. */
const anything = new Proxy({}, { get: (_, key) => `given-${String(key)}` });

/** The `${{ … }}` expressions the workflow uses: property paths, literals and `a || b`. */
function evaluate(expression: string, context: Context): string {
  for (const part of expression.split('||').map((p) => p.trim())) {
    let value: unknown;
    if (/^\d+$/.test(part)) value = part;
    else if (/^'.*'$/.test(part)) value = part.slice(1, -1);
    else {
      value = part.split('.').reduce<unknown>((object, key) => {
        if (typeof object !== 'object' || object === null) throw new Error(`no ${part}`);
        return (object as Record<string, unknown>)[key];
      }, context);
      if (value === undefined && !part.startsWith('inputs.')) throw new Error(`no ${part}`);
    }
    if (typeof value === 'number' || (typeof value === 'string' && value !== '')) {
      return String(value);
    }
    if (value !== undefined && value !== '') throw new Error(`${part} is not a value`);
  }
  return '';
}
const fill = (text: string | number | boolean | undefined, context: Context) =>
  String(text ?? '').replaceAll(/\$\{\{\s*(.+?)\s*\}\}/g, (_, e: string) => evaluate(e, context));

/** Runs a step's script with bash as a runner would, the stand-ins first on PATH. */
function runStep(job: string, step: Step | undefined, context: Context, extra = {}) {
  const env = Object.fromEntries(
    Object.entries({ ...workflow.env, ...workflow.jobs[job]?.env, ...step?.env }).map(([k, v]) => [
      k,
      fill(v, context),
    ]),
  );
  const result = withStandIns(['bash', '-e', '-c', step?.run ?? 'false'], { ...env, ...extra });
  expect(result.stderr).toBe('');
  expect(result.status).toBe(0);
  return result.calls;
}
const stepOf = (job: string, match: (s: Step) => boolean) => workflow.jobs[job]?.steps.find(match);

/** The setup job's outputs for these inputs, as its step writes them. */
function setup(inputs: Record<string, string | number>) {
  const output = join(scratch, `output-${++runs}`);
  writeFileSync(output, '');
  const context = { inputs, github: { run_id: '7001', run_attempt: '2' }, vars: anything };
  runStep(
    'setup',
    stepOf('setup', (s) => s.id === 'plan'),
    context,
    { GITHUB_OUTPUT: output },
  );
  return Object.fromEntries(
    readFileSync(output, 'utf8')
      .trim()
      .split('\n')
      .map((line) => line.split(/=(.*)/s).slice(0, 2)),
  ) as Record<string, string>;
}

describe('.github/workflows/prerender.yml', () => {
  it('runs by hand (shards 4 by default, a locale optional) and on a release, never on a push', () => {
    expect(Object.keys(workflow.on).sort()).toEqual(['release', 'workflow_dispatch']);
    expect(workflow.on.workflow_dispatch).toMatchObject({
      inputs: { shards: { default: 4 }, locale: { required: false } },
    });
  });

  it('sizes the shard matrix 1..n from the input, 4 on a release', () => {
    for (const n of [1, 4, 7]) {
      expect(JSON.parse(setup({ shards: n }).matrix ?? '')).toEqual(
        Array.from({ length: n }, (_, i) => i + 1),
      );
    }
    expect(setup({})).toMatchObject({ shards: '4', matrix: '[1,2,3,4]' });
    expect(workflow.jobs.shards?.strategy?.matrix.shard).toBe(
      '${{ fromJSON(needs.setup.outputs.matrix) }}',
    );
  });

  it('renders shard i of n as a full build and uploads its pages and records as artifact i-of-n', () => {
    const outputs = setup({ shards: 3 });
    expect(BuildId.safeParse(outputs['build-id']).success).toBe(true);
    const render = stepOf('shards', (s) => scriptsNamed(s.run ?? '').includes('prerender'));
    const upload = stepOf('shards', (s) => s.uses?.startsWith('actions/upload-artifact') ?? false);
    for (const shard of JSON.parse(outputs.matrix ?? '') as number[]) {
      const context = {
        inputs: { locale: 'bg-BG bg-DE' },
        matrix: { shard },
        needs: { setup: { outputs } },
        secrets: anything,
        vars: anything,
      };
      const settings = prerenderSettings(runStep('shards', render, context)[0]);
      const buildId = outputs['build-id'] ?? '';
      expect(settings.mode).toEqual({ kind: 'shard', buildId, index: shard, count: 3 });
      expect(settings).toMatchObject({
        patch: false,
        locales: ['bg-BG', 'bg-DE'],
      });
      expect(fill(upload?.with.name, context)).toBe(`${shard}-of-3`);
      expect(fill(upload?.with.path, context).trim().split('\n')).toEqual([
        `${settings.outDir}/.builds/${buildId}`,
        `${settings.outDir}/.shards/${buildId}/${shard}-of-3`,
      ]);
    }
  });

  it('downloads every shard into place, merges n shards of the build, then builds the worker', () => {
    const outputs = setup({ shards: 3 });
    const context = {
      inputs: {},
      needs: { setup: { outputs } },
      secrets: anything,
      vars: anything,
    };
    const merge = stepOf('merge', (s) => scriptsNamed(s.run ?? '').includes('prerender'));
    const [mergeCall, sw] = runStep('merge', merge, context);
    const settings = prerenderSettings(mergeCall);
    expect(settings.mode).toEqual({ kind: 'merge', count: 3, buildId: outputs['build-id'] });
    expect(sw?.args).toEqual(['run', 'sw', '--', '--out', settings.outDir]);
    const download = stepOf('merge', (s) => s.with.pattern !== undefined);
    expect(fill(download?.with.path, context)).toBe(settings.outDir);
    expect(download?.with['merge-multiple']).toBe(true);
    const pattern = new RegExp(`^${fill(download?.with.pattern, context).replace('*', '.*')}$`);
    expect(['1-of-3', '2-of-3', '3-of-3', 'dist'].filter((name) => pattern.test(name))).toEqual([
      '1-of-3',
      '2-of-3',
      '3-of-3',
    ]);
  });
});
