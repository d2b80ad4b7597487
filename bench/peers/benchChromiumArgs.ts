// The flags every bench browser starts with: the test kit's (CHROMIUM_ARGS: Debian's Chromium, no
// calls to Google's hosts), plus offline name resolution, so that no kit waits on the network.
import { CHROMIUM_ARGS } from '@gatehouse/testkit/config'

export const BENCH_CHROMIUM_ARGS: readonly string[] = [
  ...CHROMIUM_ARGS,
  // Every host but loopback fails DNS at once.
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost',
]
