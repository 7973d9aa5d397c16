import ipaddr from "ipaddr.js";

/**
 * Ranges ipaddr.js 1.9 files under "unicast" that still never lead to a server on the internet:
 * IPv4-compatible IPv6 (::/96, deprecated, embeds an IPv4 address), IPv6 site-local (fec0::/10,
 * deprecated), the IPv6 discard prefix and the IPv4 benchmarking network.
 */
const EXTRA_REFUSED_V4 = ["198.18.0.0/15"].map((cidr) => ipaddr.IPv4.parseCIDR(cidr));
const EXTRA_REFUSED_V6 = ["::/96", "fec0::/10", "100::/64"].map((cidr) => ipaddr.IPv6.parseCIDR(cidr));

/**
 * Whether an IP address is a public unicast one the server may connect out to (a partner's webhook,
 * a browser's push service). Everything ipaddr.js puts in another range is refused: loopback,
 * private (RFC 1918), carrier-grade NAT (100.64/10), link-local, unique-local (fc00::/7),
 * unspecified, multicast, broadcast, reserved, and the IPv6 forms that carry an IPv4 address
 * (mapped, NAT64, 6to4, Teredo), an IPv4-mapped address judged as its IPv4 address.
 */
export function isPublicAddress(text: string): boolean {
  if (!ipaddr.isValid(text)) return false;
  const parsed = ipaddr.parse(text);
  if (parsed.kind() === "ipv4") return isPublicV4(parsed as ipaddr.IPv4);
  const v6 = parsed as ipaddr.IPv6;
  if (v6.isIPv4MappedAddress()) return isPublicV4(v6.toIPv4Address());
  return v6.range() === "unicast" && !EXTRA_REFUSED_V6.some((range) => v6.match(range));
}

const isPublicV4 = (v4: ipaddr.IPv4): boolean => v4.range() === "unicast" && !EXTRA_REFUSED_V4.some((range) => v4.match(range));
