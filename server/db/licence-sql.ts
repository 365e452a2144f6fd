/** SQL of the migrations that reshape stored licences (server/db/migrations.ts). */

/**
 * The licence array `array` (an SQL jsonb expression) with `register` in place of `isNra`: an NRA
 * licence is on the NRA's register, any other on none a locale follows (migration 10).
 */
export const licencesWithRegister = (array: string) => `(
  select coalesce(jsonb_agg((l - 'isNra') || jsonb_build_object('register',
    case when l->>'isNra' = 'true' then 'nra' else l->>'register' end
  )), '[]'::jsonb)
  from jsonb_array_elements(${array}) l
)`;
