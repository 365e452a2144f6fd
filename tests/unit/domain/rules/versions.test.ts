import { describe, expect, it } from 'vitest';
import {
  UnknownVersionError,
  compareVersions,
  dbFilesFolderName,
  isOlder,
  parseVersion,
  prerenderFolderName,
  prerenderFolderVersion,
} from '../../../../src/domain/rules/versions';

describe('parseVersion (product §5)', () => {
  it.each([
    ['v5.20.12-bg', { major: 5, minor: 20, bugfix: 12, name: 'bg' }],
    ['v0.0.0-x', { major: 0, minor: 0, bugfix: 0, name: 'x' }],
    [' v1.2.3-rc.1 ', { major: 1, minor: 2, bugfix: 3, name: 'rc.1' }],
  ])('parses %s', (text, expected) => {
    expect(parseVersion(text)).toEqual(expected);
  });

  it.each([
    ['5.20.12-bg'],
    ['v5.20-bg'],
    ['v5.20.12'],
    ['v5.20.12-'],
    ['va.b.c-bg'],
    [''],
    [null],
    [42],
  ])('rejects %s with Unknown Version', (text) => {
    expect(() => parseVersion(text)).toThrow(UnknownVersionError);
    expect(() => parseVersion(text)).toThrow('Unknown Version');
  });
});

describe('compareVersions', () => {
  it.each([
    ['v5.20.12-bg', 'v5.20.12-it', 0],
    ['v5.20.12-bg', 'v5.20.13-bg', -1],
    ['v5.21.0-bg', 'v5.20.99-bg', 1],
    ['v6.0.0-bg', 'v5.99.99-bg', 1],
    ['v5.9.0-bg', 'v5.10.0-bg', -1],
  ])('%s vs %s', (a, b, sign) => {
    expect(Math.sign(compareVersions(a, b))).toBe(sign);
  });

  it.each([
    ['v5.20.12-bg', 'garbage'],
    ['', 'v5.20.12-bg'],
  ])('rejects %j vs %j', (a, b) => {
    expect(() => compareVersions(a, b)).toThrow(UnknownVersionError);
  });
});

describe('isOlder (product §4 refresh popup)', () => {
  it.each([
    ['v5.20.12-bg', 'v5.20.13-bg', true],
    ['v5.20.12-bg', 'v5.21.0-bg', true],
    ['v5.20.12-bg', 'v6.0.0-bg', true],
    ['v5.20.12-bg', 'v5.20.12-bg', false],
    ['v5.20.12-bg', 'v5.20.12-other', false],
    ['v5.20.12-bg', 'v5.20.11-bg', false],
  ])('build %s, published %s → %s', (build, published, older) => {
    expect(isOlder(build, published)).toBe(older);
  });
  it('throws Unknown Version on a bad published version', () => {
    expect(() => isOlder('v5.20.12-bg', 'garbage')).toThrow('Unknown Version');
  });
});

describe('prerender folder version (product §7: lower of app and API on major.minor)', () => {
  it.each([
    ['v5.20.12-bg', 'v5.20.0-bg', 'v5.20.12-bg'],
    ['v5.20.12-bg', 'v5.19.7-bg', 'v5.19.7-bg'],
    ['v5.20.12-bg', 'v5.21.0-bg', 'v5.20.12-bg'],
    ['v5.20.0-bg', 'v5.20.12-bg', 'v5.20.0-bg'],
    ['v5.21.0-bg', 'v5.20.99-bg', 'v5.20.99-bg'],
    ['v4.99.0-bg', 'v5.0.0-bg', 'v4.99.0-bg'],
  ])('app %s, api %s → %s', (app, api, lower) => {
    expect(prerenderFolderVersion(app, api)).toBe(lower);
    expect(prerenderFolderName('prerender', app, api)).toBe(`prerender-${lower}`);
  });

  it.each([
    ['v5.20.12-bg', 'latest'],
    ['5.20.12', 'v5.20.0-bg'],
  ])('rejects app %j, api %j', (app, api) => {
    expect(() => prerenderFolderName('prerender', app, api)).toThrow('Unknown Version');
  });

  it('names the db-files folder by the API version', () => {
    expect(dbFilesFolderName('db-files', 'v5.20.0-bg')).toBe('db-files-v5.20.0-bg');
    expect(() => dbFilesFolderName('db-files', 'latest')).toThrow('Unknown Version');
  });

  it('UnknownVersionError is an Error with the product §8 message', () => {
    const error = new UnknownVersionError();
    expect(error).toBeInstanceOf(Error);
    expect(error.message).toBe('Unknown Version');
  });
});
