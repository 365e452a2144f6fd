/** Pure rules of SPEC §5 and §9: no React, no DOM, no network. */
export * from './versions';
export * from './slug';
export * from './numbers';
export * from './query';
export * from './url';
export * from './rating';
export * from './breakpoints';
export * from './backoff';
export * from './time';
export * from './money';
export * from './demo';
export * from './image-url';
export * from './age';
export * from './age-verification';
export * from './issues';
export * from './invisible';
export * from './cookies';
