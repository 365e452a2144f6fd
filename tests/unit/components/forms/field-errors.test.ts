import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fieldErrors } from '../../../../src/components/forms/field-errors';
import { SignInInput, SignUpInput } from '../../../../src/domain/entities/account';

const REQUIRED = 'Това поле е задължително.';

/** The sentences a schema's failure on `values` gives, told the values as the forms are. */
function errorsOf(schema: z.ZodType, values: Record<string, unknown>) {
  const parsed = schema.safeParse(values);
  if (parsed.success) throw new Error('expected a failure');
  return fieldErrors(parsed.error, values);
}

describe('an empty required field says it is required', () => {
  it.each([
    ['sign-in', SignInInput, { email: '', password: '' }, ['email', 'password']],
    [
      'sign-up',
      SignUpInput,
      { username: '', email: '', password: '', confirm: '' },
      ['username', 'email', 'password'],
    ],
  ] as const)('%s, all empty', (_, schema, values, fields) => {
    const errors = errorsOf(schema, values);
    for (const field of fields) expect(errors[field]).toBe(REQUIRED);
  });

  it('without the values too, a text shorter than one character', () => {
    const parsed = SignInInput.safeParse({ email: 'ivan@kazino-bg.example', password: '' });
    expect(parsed.success ? null : fieldErrors(parsed.error)).toEqual({ password: REQUIRED });
  });
});

describe('lengths use the Bulgarian plural', () => {
  const Short = z.object({ a: z.string().min(3), b: z.string().max(1), c: z.string().max(21) });
  it.each([
    ['a', 'ab', 'Поне 3 знака.'],
    ['b', 'ab', 'Най-много 1 знак.'],
    ['c', 'x'.repeat(22), 'Най-много 21 знака.'],
  ])('%s = %j → %s', (field, value, sentence) => {
    const values = { a: 'abc', b: 'a', c: 'x', [field]: value };
    expect(errorsOf(Short, values)[field]).toBe(sentence);
  });
});

describe('a refusal says what is wrong and how to fix it', () => {
  it('a username with a space names the characters allowed', () => {
    const values = {
      username: 'Турист Тестов',
      email: 'turist@kazino-bg.example',
      password: 'парола-123',
      confirm: 'парола-123',
    };
    const errors = errorsOf(SignUpInput, values);
    expect(errors.username).toContain('без интервали');
    expect(errors.username).toContain('Турист_Тестов');
    expect(SignUpInput.safeParse({ ...values, username: 'Турист_Тестов' }).success).toBe(true);
  });
});
