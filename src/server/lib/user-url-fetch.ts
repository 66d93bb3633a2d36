/**
 * The fetch for URLs that users give (a recipe page to import, an image URL): `safeFetch`'s
 * public-internet-only guard, widened only by the operator's FETCH_ALLOW_PRIVATE list (addresses,
 * and the ports named with them). Every refusal still gives safe-fetch's one uniform error.
 */
import ipaddr from "ipaddr.js";
import type { AppConfig } from "../kernel/config/env";
import { createSafeFetch, isPublicAddress, UNTRUSTED_PORTS, type AddressPolicy } from "./safe-fetch";

const normalize = (ip: string): string => {
  try {
    const a = ipaddr.parse(ip);
    return a.kind() === "ipv6" && (a as ipaddr.IPv6).isIPv4MappedAddress()
      ? (a as ipaddr.IPv6).toIPv4Address().toString()
      : a.toNormalizedString();
  } catch {
    return ip;
  }
};

/**
 * Address policy: public unicast addresses on ports 80/443/8080/8443, plus each allowed private
 * address and each port listed with an allowed address. Note that ports and addresses are checked
 * separately, so an allowed address may also be reached on the standard ports.
 */
export function userUrlPolicy(allow: AppConfig["fetchAllowPrivate"]): AddressPolicy {
  const addresses = new Set(allow.map((a) => normalize(a.address)));
  const ports = new Set(allow.flatMap((a) => (a.port === null ? [] : [a.port])));
  return {
    allowAddress: (ip) => isPublicAddress(ip) || addresses.has(normalize(ip)),
    allowPort: (p) => UNTRUSTED_PORTS.has(p) || ports.has(p),
  };
}

/** A safe fetch for user-given URLs under the configured allow list (see userUrlPolicy). */
export function createUserUrlFetch(config: Pick<AppConfig, "fetchAllowPrivate">): ReturnType<typeof createSafeFetch> {
  return createSafeFetch(userUrlPolicy(config.fetchAllowPrivate));
}
