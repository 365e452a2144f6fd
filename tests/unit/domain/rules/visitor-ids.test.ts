import { describe, expect, it } from 'vitest';
import { HelpfulVotePayload } from '../../../../src/domain/entities/player-review';
import { isVisitorId, normaliseVisitorId } from '../../../../src/domain/rules/visitor-ids';

const ID = '3f2b8c1e-9a4d-4e7b-8c2a-1d5e6f7a8b90';

describe('a visitor id (helpful votes: one a review)', () => {
  it.each([
    [ID, ID],
    [ID.toUpperCase(), ID],
    [`  ${ID}\n`, ID],
  ])('reads %j as %j', (text, id) => {
    expect(normaliseVisitorId(text)).toBe(id);
    expect(HelpfulVotePayload.parse({ visitorId: text })).toEqual({ visitorId: id });
  });

  it.each([
    'anonymous',
    'visitor-0001',
    ID.replaceAll('-', ''),
    ID.replace('3f', 'g3'),
    `${ID}-0`,
    '',
    ` ${'a'.repeat(70)}`,
  ])('refuses %j', (text) => {
    expect(isVisitorId(normaliseVisitorId(text))).toBe(false);
    expect(HelpfulVotePayload.safeParse({ visitorId: text }).success).toBe(false);
  });
});
