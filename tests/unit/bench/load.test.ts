/** The figures of a wrk run and their medians (bench/load.ts). */
import { describe, expect, it } from 'vitest';
import { medianRow, parseLoad } from '../../../bench/load';

describe('parseLoad', () => {
  it("reads the script's done lines among wrk's own output", () => {
    const output = [
      'Running 5s test @ http://127.0.0.1:4000',
      '  1 threads and 50 connections',
      'summary 5000000 20000 230000000 3 7',
      'latency 4200 15750 80000',
      'Requests/sec:   4000.00',
    ].join('\n');
    expect(parseLoad(output)).toEqual({
      requestsPerSecond: 4000,
      p50Ms: 4.2,
      p99Ms: 15.8,
      maxMs: 80,
      megabytesPerSecond: 46,
      failed: 7,
      errors: 3,
    });
  });

  it('fails with the output when wrk wrote no summary', () => {
    expect(() => parseLoad('unable to connect to 127.0.0.1:4000')).toThrow(/unable to connect/);
  });
});

describe('medianRow', () => {
  it('takes each figure from its own median, the labels from the first round', () => {
    const rounds = [
      { scenario: 'page', rps: 10, p99: 9 },
      { scenario: 'page', rps: 30, p99: 1 },
      { scenario: 'page', rps: 20, p99: 5 },
    ];
    expect(medianRow(rounds)).toEqual({ scenario: 'page', rps: 20, p99: 5 });
    expect(medianRow(rounds.slice(0, 2))).toEqual({ scenario: 'page', rps: 20, p99: 5 });
  });
});
