/**
 * When connecting over plain http needs a second "yes": the API key is sent with every
 * request, and over http anyone on the way (shop Wi-Fi, the internet provider) can read it.
 * On this machine (localhost, 127.0.0.0/8, ::1) or a private network (10/8, 172.16/12,
 * 192.168/16, fc00::/7, *.local), where a shop's own server usually sits, http is taken as
 * typed; anywhere else the cashier confirms it. An address that cannot be read is treated as
 * public: asking once too often costs a tap, not a key.
 */

function ipv4(host: string): [number, number, number, number] | null {
  const m = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(host);
  if (!m) return null;
  const parts = m.slice(1).map(Number) as [number, number, number, number];
  return parts.every((p) => p <= 255) ? parts : null;
}

function isLocalOrPrivateIpv4([a, b]: [number, number, number, number]): boolean {
  return a === 127 || a === 10 || (a === 172 && b >= 16 && b <= 31) || (a === 192 && b === 168);
}

function isLocalOrPrivateIpv6(host: string): boolean {
  // URL hostnames keep IPv6 in brackets and in compressed, lower-case form.
  const inner = host.slice(1, -1);
  if (inner === '::1') return true;
  return /^f[cd][0-9a-f]{0,2}:/.test(inner);
}

/** True when `host` (a URL's hostname) is this machine or a private-network address. */
export function isLocalOrPrivateHost(host: string): boolean {
  const name = host.toLowerCase().replace(/\.$/, '');
  if (name === 'localhost' || name.endsWith('.localhost') || name.endsWith('.local')) return true;
  if (name.startsWith('[') && name.endsWith(']')) return isLocalOrPrivateIpv6(name);
  const v4 = ipv4(name);
  return v4 !== null && isLocalOrPrivateIpv4(v4);
}

/** True when connecting to `serverUrl` would send the key unencrypted beyond this machine or network. */
export function needsPlainHttpConsent(serverUrl: string): boolean {
  let url: URL;
  try {
    url = new URL(serverUrl.trim());
  } catch {
    return false; // not a URL: the connect check says so
  }
  return url.protocol === 'http:' && !isLocalOrPrivateHost(url.hostname);
}
