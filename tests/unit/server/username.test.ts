import { describe, expect, it } from 'vitest';
import { usernameBase } from '../../../server/users/account';

describe('usernameBase (a new user’s community name)', () => {
  it.each([
    [{ name: 'Иван Петров', email: 'ivan@example.bg' }, 'Иван Петров'],
    [{ name: null, email: 'maria.ivanova@example.bg' }, 'maria.ivanova'],
    [{ name: '  <script>x</script>  ', email: null }, 'scriptxscript'],
    [{ name: 'a', email: null }, 'Играч'],
    [{ name: null, email: null }, 'Играч'],
    [{ name: 'Д'.repeat(40), email: null }, 'Д'.repeat(30)],
    // An invisible character refuses the name whole: never a second 'Admin'.
    [{ name: 'Admin\u200B', email: 'petar@example.bg' }, 'petar'],
    [{ name: 'Ad\u200Dmin', email: null }, 'Играч'],
    [{ name: '\u3164\u3164', email: 'ad\u00ADmin@example.bg' }, 'Играч'],
    [{ name: 'Admin\u00A0', email: null }, 'Играч'],
  ])('%o gives %s', (identity, expected) => {
    expect(usernameBase(identity)).toBe(expected);
  });
});
