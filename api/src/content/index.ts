export * from './limits.ts';
export * from './locale.ts';
export * from './types.ts';
