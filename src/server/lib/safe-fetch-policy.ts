/**
 * Which peers an untrusted outbound request may reach (the SSRF guard's address and port rules,
 * see safe-fetch.ts) and how host names are resolved.
 */
import { lookup as dnsLookup, type LookupAddress, type LookupOptions } from "node:dns";
import ipaddr from "ipaddr.js";

/** Which peers an untrusted request may reach. */
export interface AddressPolicy {
  allowAddress(ip: string): boolean;
  allowPort(port: number): boolean;
}

/**
 * True for a public unicast address (IPv4-mapped IPv6 judged as its IPv4 address). Besides the
 * ranges ipaddr.js names (loopback, private, linkLocal, carrierGradeNat, multicast, reserved,
 * rfc6052 NAT64, 6to4, teredo, …), the deprecated IPv4-compatible block ::/96 (RFC 4291 §2.5.5.1,
 * e.g. "::7f00:1"), which ipaddr.js calls unicast, is refused too.
 */
export function isPublicAddress(ip: string): boolean {
  if (!ipaddr.isValid(ip)) return false;
  const addr = ipaddr.process(ip);
  if (addr.kind() === "ipv6" && (addr as ipaddr.IPv6).parts.slice(0, 6).every((p) => p === 0)) return false;
  return addr.range() === "unicast";
}

/** Ports an untrusted URL may use (see the module comment). */
export const UNTRUSTED_PORTS: ReadonlySet<number> = new Set([80, 443, 8080, 8443]);

/** The production policy for untrusted requests. */
export const PUBLIC_INTERNET_ONLY: AddressPolicy = { allowAddress: isPublicAddress, allowPort: (p) => UNTRUSTED_PORTS.has(p) };

/**
 * Resolves a host name to all its addresses, as `dns.lookup(hostname, {all: true})` does
 * (callback style). Tests inject one to make a public-looking name resolve to loopback.
 */
export type Resolver = (
  hostname: string,
  options: LookupOptions & { all: true },
  callback: (err: NodeJS.ErrnoException | null, addresses: LookupAddress[]) => void,
) => void;

/** The system resolver (dns.lookup: hosts file, then DNS). */
export const systemResolver: Resolver = (hostname, options, callback) => dnsLookup(hostname, options, callback);

