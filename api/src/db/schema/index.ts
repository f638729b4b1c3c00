export * from './columns.ts';
export * from './news.ts';
export * from './products.ts';
export * from './projects.ts';
export * from './seed.ts';
export * from './services.ts';
export * from './users.ts';
