import { expect, test } from 'vitest';
import { loadConfig } from '../src/config.ts';

/** Settings that keep the JWT secret out of a data folder: loadConfig would otherwise write one. */
const base = { DATA_DIR: '.tmp/config-test', JWT_SECRET: 'x'.repeat(40) };

test('logs are JSON lines unless pretty ones are asked for', () => {
  expect(loadConfig({ ...base, LOG_FORMAT: 'json' }).logFormat).toBe('json');
  expect(loadConfig({ ...base, LOG_FORMAT: 'pretty' }).logFormat).toBe('pretty');
  expect(() => loadConfig({ ...base, LOG_FORMAT: 'xml' })).toThrow(/^Invalid environment: LOG_FORMAT /);
});

test('a bad setting is refused at start with the variable named', () => {
  expect(() => loadConfig({ ...base, PORT: 'eighty' })).toThrow(/^Invalid environment: PORT /);
  expect(() => loadConfig({ ...base, ADMIN_EMAIL: 'a@example.kz' })).toThrow(
    'set ADMIN_EMAIL and ADMIN_PASSWORD together',
  );
});
