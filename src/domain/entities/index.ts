/** Every entity of SPEC §3 as a zod schema; types come from z.infer. */
export * from './common';
export * from './user';
export * from './bonus';
export * from './casino';
export * from './slot';
export * from './provider';
export * from './author';
export * from './content';
export * from './page';
export * from './locale';
export * from './website';
export * from './reports';
export * from './forms';
export * from './ui';
export * from './navigation';
export * from './catalogue';
export * from './review';
