export * from './locale.ts';
export * from './types.ts';
