import { describe, expect, it } from 'vitest';
import { mergePatch, patchedMembers } from '../../../../src/domain/rules/merge-patch';

describe('mergePatch (RFC 7396)', () => {
  // RFC 7396 Appendix A, every example.
  it.each([
    [{ a: 'b' }, { a: 'c' }, { a: 'c' }],
    [{ a: 'b' }, { b: 'c' }, { a: 'b', b: 'c' }],
    [{ a: 'b' }, { a: null }, {}],
    [{ a: 'b', b: 'c' }, { a: null }, { b: 'c' }],
    [{ a: ['b'] }, { a: 'c' }, { a: 'c' }],
    [{ a: 'c' }, { a: ['b'] }, { a: ['b'] }],
    [{ a: { b: 'c' } }, { a: { b: 'd', c: null } }, { a: { b: 'd' } }],
    [{ a: [{ b: 'c' }] }, { a: [1] }, { a: [1] }],
    [
      ['a', 'b'],
      ['c', 'd'],
      ['c', 'd'],
    ],
    [{ a: 'b' }, ['c'], ['c']],
    [{ a: 'foo' }, null, null],
    [{ a: 'foo' }, 'bar', 'bar'],
    [{ e: null }, { a: 1 }, { e: null, a: 1 }],
    [[1, 2], { a: 'b', c: null }, { a: 'b' }],
    [{}, { a: { bb: { ccc: null } } }, { a: { bb: {} } }],
  ])('%j patched with %j is %j', (target, patch, expected) => {
    expect(mergePatch(target, patch)).toEqual(expected);
  });

  it('changes neither input', () => {
    const target = { a: { b: 1 } };
    const patch = { a: { c: 2 } };
    mergePatch(target, patch);
    expect(target).toEqual({ a: { b: 1 } });
    expect(patch).toEqual({ a: { c: 2 } });
  });

  it('keeps a __proto__ member as data, never as the prototype', () => {
    const patch = JSON.parse('{"__proto__": {"slug": "x"}, "name": "y"}') as unknown;
    const result = mergePatch({ name: 'a' }, patch) as Record<string, unknown>;
    expect(Object.getPrototypeOf(result)).toBe(Object.prototype);
    expect((result as { slug?: unknown }).slug).toBeUndefined();
    expect(Object.keys(result).sort()).toEqual(['__proto__', 'name']);
  });

  it('names the members a patch touches', () => {
    expect(patchedMembers({ a: 1, b: null })).toEqual(['a', 'b']);
    expect(patchedMembers([1])).toEqual([]);
  });
});
