import { expect, test } from 'vitest';
import { isLocalOrPrivateHost, needsPlainHttpConsent } from '../../src/core/plainHttp';

test('plain http to this machine needs no second confirmation', () => {
  for (const url of ['http://localhost:8787', 'http://127.0.0.1', 'http://127.8.9.10:80', 'http://[::1]:8787', 'http://till.localhost']) {
    expect(needsPlainHttpConsent(url), url).toBe(false);
  }
});

test('plain http to a private network address or a .local name needs no second confirmation', () => {
  for (const url of ['http://10.0.0.5', 'http://172.16.0.1', 'http://172.31.255.254', 'http://192.168.1.20:8080', 'http://[fd12:3456::1]', 'http://[fc00::2]', 'http://pos-server.local']) {
    expect(needsPlainHttpConsent(url), url).toBe(false);
  }
});

test('plain http to any other address asks for a second confirmation', () => {
  for (const url of ['http://pos.example.com', 'http://172.32.0.1', 'http://172.15.0.1', 'http://192.169.1.1', 'http://11.0.0.1', 'http://[2001:db8::1]', 'http://[fe80::1]', 'http://local.example.com', 'http://localhost.example.com']) {
    expect(needsPlainHttpConsent(url), url).toBe(true);
  }
});

test('https never asks, wherever the server is', () => {
  expect(needsPlainHttpConsent('https://pos.example.com')).toBe(false);
  expect(needsPlainHttpConsent('https://8.8.8.8')).toBe(false);
});

test('an address the URL parser rewrites is judged as rewritten (0x7f.1 is 127.0.0.1)', () => {
  expect(needsPlainHttpConsent('http://0x7f.1')).toBe(false);
  expect(isLocalOrPrivateHost('999.1.1.1')).toBe(false);
});
