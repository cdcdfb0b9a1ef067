/**
 * Which push subscription endpoints the server will post to. The endpoint comes from the
 * browser (so from whoever holds the session): without this check anyone could make the server
 * send requests to an internal address. Push services are https at a known host; plain http
 * only off production (the tests' local endpoint, allowed through PUSH_SERVICE_HOSTS).
 * Returns the reason it is refused, or null.
 */
export function refusePushEndpoint(
  endpoint: string,
  options: { hosts: readonly string[]; production: boolean },
): string | null {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return 'A push subscription endpoint must be a URL.';
  }
  if (url.protocol !== 'https:' && (options.production || url.protocol !== 'http:')) {
    return 'A push subscription endpoint must use https.';
  }
  if (url.username || url.password) return 'A push subscription endpoint has no credentials.';
  const host = url.hostname.toLowerCase();
  const allowed = options.hosts.some((pattern) =>
    pattern.startsWith('*.') ? host.endsWith(pattern.slice(1)) : host === pattern,
  );
  return allowed ? null : "This browser's push service is not supported.";
}
