import { describe, expect, it } from 'vitest';
import { serviceErrorText } from '../../../../src/components/account/messages';
import type { UserServiceError } from '../../../../src/api/users';

const refused = (reason: UserServiceError['reason']): UserServiceError => ({
  kind: 'conflict',
  status: 409,
  reason,
  retryAfterS: null,
});

describe('a 409 says what was done already', () => {
  it.each([
    ['already-reported', 'Вече докладвахте тази публикация.'],
    ['already-claimed', 'Поканата вече е отчетена'],
    ['insufficient-points', 'Нямате достатъчно точки.'],
    [null, 'Това вече е направено или не е възможно в момента.'],
  ] as const)('%s', (reason, text) => {
    expect(serviceErrorText(refused(reason))).toContain(text);
  });
});
