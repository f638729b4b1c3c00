import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { ConfigError, loadConfig } from '../src/config.ts';

/** Settings that keep the JWT secret out of a data folder: loadConfig would otherwise write one. */
const base = { DATA_DIR: '.tmp/config-test', JWT_SECRET: 'x'.repeat(40) };

test('logs are JSON lines unless pretty ones are asked for', () => {
  expect(loadConfig({ ...base, LOG_FORMAT: 'json' }).logFormat).toBe('json');
  expect(loadConfig({ ...base, LOG_FORMAT: 'pretty' }).logFormat).toBe('pretty');
  expect(() => loadConfig({ ...base, LOG_FORMAT: 'xml' })).toThrow(/^Invalid environment: LOG_FORMAT /);
});

test('a bad setting is refused at start with the variable named', () => {
  expect(() => loadConfig({ ...base, PORT: 'eighty' })).toThrow(/^Invalid environment: PORT /);
  // A configuration error: the start ends with exit code 78, which `npm start` does not restart.
  expect(() => loadConfig({ ...base, PORT: 'eighty' })).toThrow(ConfigError);
  expect(() => loadConfig({ ...base, ADMIN_EMAIL: 'a@example.kz' })).toThrow(
    'set ADMIN_EMAIL and ADMIN_PASSWORD together',
  );
});

test('mail settings: SMTP needs a sender, recipients must be addresses, nothing is sent by default', () => {
  expect(loadConfig(base).mail.smtp).toBeUndefined();
  expect(() => loadConfig({ ...base, SMTP_URL: 'smtp://127.0.0.1:2525' })).toThrow(/MAIL_FROM/);
  expect(() => loadConfig({ ...base, SMTP_HOST: 'mail.example.kz' })).toThrow(/MAIL_FROM/);
  expect(() => loadConfig({ ...base, SMTP_URL: 'http://mail.example.kz' })).toThrow(
    /^Invalid environment: SMTP_URL /,
  );
  expect(() => loadConfig({ ...base, REQUEST_NOTIFY_TO: 'sales@example.kz, nobody' })).toThrow(
    /REQUEST_NOTIFY_TO holds nobody/,
  );
  const config = loadConfig({
    ...base,
    SMTP_HOST: 'mail.example.kz',
    SMTP_USER: 'site',
    SMTP_PASSWORD: 'secret',
    MAIL_FROM: 'noreply@example.kz',
    REQUEST_NOTIFY_TO: 'sales@example.kz, director@example.kz',
  });
  expect(config.mail.smtp).toEqual({
    host: 'mail.example.kz',
    port: 587,
    secure: false,
    user: 'site',
    password: 'secret',
  });
  expect(config.requests.notifyTo).toEqual(['sales@example.kz', 'director@example.kz']);
  expect(config.requests.retentionDays).toBe(365);
});

test('a read-only data folder stops the start with a message that says so', () => {
  const folder = mkdtempSync(join(tmpdir(), 'read-only-data-'));
  execFileSync('mount', ['-t', 'tmpfs', '-o', 'ro,size=1m', 'tmpfs', folder]);
  try {
    expect(() => loadConfig({ ...base, DATA_DIR: folder })).toThrow(
      `DATA_DIR ${folder} is on a read-only filesystem`,
    );
  } finally {
    execFileSync('umount', [folder]);
  }
});
