export * from './columns.ts';
export * from './content.ts';
export * from './mail-outbox.ts';
export * from './requests.ts';
export * from './revisions.ts';
export * from './seed.ts';
export * from './used-challenges.ts';
export * from './users.ts';
