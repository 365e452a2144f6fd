import { describe, expect, it } from 'vitest';
import { FORMS, type FormKind } from '../../../../src/components/forms/definitions';
import { t } from '../../../../src/i18n';

describe('each mail form thanks for what it sent (product §8)', () => {
  it.each([
    ['contact', /^Съобщението/],
    ['careers', /^Кандидатурата/],
    ['slot-request', /^Заявката/],
  ] as [FormKind, RegExp][])('%s: %s', (kind, words) => {
    expect(t(FORMS[kind].success)).toMatch(words);
  });
});
