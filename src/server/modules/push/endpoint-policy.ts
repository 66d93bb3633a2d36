import { AppError } from "../../../shared/errors";

/**
 * Hosts of the browsers' push services (where PushSubscription.endpoint points): Chrome/Edge/
 * Opera/Samsung (Firebase Cloud Messaging), Firefox (Mozilla autopush), Edge legacy (Windows
 * Notification Service), Safari (Apple Push). A leading "." means the host and any subdomain.
 */
export const KNOWN_PUSH_HOSTS = ["fcm.googleapis.com", "updates.push.services.mozilla.com", ".notify.windows.com", ".push.apple.com"];

function knownHost(host: string): boolean {
  return KNOWN_PUSH_HOSTS.some((h) => (h.startsWith(".") ? host.endsWith(h) || host === h.slice(1) : host === h));
}

/**
 * Check a push endpoint before storing it and again before every send (the allow-list may have
 * changed). Rules: https on the default port to a known push-service host; or any scheme
 * (http/https) to a "host:port" listed in PUSH_ALLOW_HOSTS (configuration for a self-hosted push
 * service or the tests' loopback one). No credentials, fragments or other schemes.
 * Input: the endpoint URL, the configured allow-list ("127.0.0.1:8123", lower case).
 * Output: the parsed URL. @throws AppError BAD_REQUEST "This push service is not allowed".
 */
export function checkPushEndpoint(endpoint: string, allowHosts: readonly string[]): URL {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    throw new AppError("BAD_REQUEST", "This push service is not allowed");
  }
  const ok =
    !url.username &&
    !url.password &&
    !url.hash &&
    ((url.protocol === "https:" && url.port === "" && knownHost(url.hostname.toLowerCase())) ||
      ((url.protocol === "https:" || url.protocol === "http:") && allowHosts.includes(url.host.toLowerCase())));
  if (!ok) throw new AppError("BAD_REQUEST", "This push service is not allowed");
  return url;
}
