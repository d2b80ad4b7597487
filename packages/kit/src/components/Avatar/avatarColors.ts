/** Two stable hues derived from the address, so an account always looks the same. */
export function avatarColors(address: string): [string, string] {
  let hash = 0
  for (const char of address.toLowerCase()) hash = (hash * 31 + char.charCodeAt(0)) >>> 0
  const hue = hash % 360
  return [`hsl(${hue} 80% 60%)`, `hsl(${(hue + 60) % 360} 80% 45%)`]
}
