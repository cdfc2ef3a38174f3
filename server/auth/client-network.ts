import ipaddr from 'ipaddr.js';

// One IPv6 customer holds a whole /64 and picks new addresses in it at will, so counting each IPv6 address alone could be walked around.
// IPv4 addresses (also when written IPv4-mapped, ::ffff:10.1.2.3) count one by one.

function parse(address: string): ipaddr.IPv4 | ipaddr.IPv6 | null {
  try {
    // process() turns an IPv4-mapped IPv6 address into the IPv4 address it carries.
    return ipaddr.process(address.split('%')[0] ?? address);
  } catch {
    return null;
  }
}

function network(parsed: ipaddr.IPv4 | ipaddr.IPv6, ipv4Bits: number, ipv6Bits: number): string {
  const bits = parsed.kind() === 'ipv4' ? ipv4Bits : ipv6Bits;
  const base = parsed.kind() === 'ipv4' ? ipaddr.IPv4.networkAddressFromCIDR(`${parsed}/${bits}`) : ipaddr.IPv6.networkAddressFromCIDR(`${parsed}/${bits}`);
  return `${base.toString()}/${bits}`;
}

/** What a per-address limit counts: an IPv4 address, or the /64 network of an IPv6 address. */
export function rateLimitAddress(address: string): string {
  const parsed = parse(address);
  if (!parsed) return address;
  return parsed.kind() === 'ipv4' ? parsed.toString() : network(parsed, 32, 64);
}

/** An address shortened to its network for the sessions list (IPv4 /24, IPv6 /64); null when unreadable. */
export function shortNetwork(address: string | undefined): string | null {
  const parsed = address ? parse(address) : null;
  return parsed ? network(parsed, 24, 64) : null;
}
