// The Lua scripts behind the Redis store's atomic steps (redisStore.ts has the key layout), and
// their registration on an ioredis client. Apart from the store so each script reads as a whole.
import type { Redis } from 'ioredis'

// Every script below starts with this: drop(h) ends the session hashed h, its nonces and its
// entries in both session indexes. ARGV[1] of every script is the key prefix P.
const DROP_SESSION = `
local P = ARGV[1]
local nonceIndex = P .. 'nonce-index'
local function drop(h)
  local list = P .. 'nonces:' .. h
  for _, n in ipairs(redis.call('LRANGE', list, 0, -1)) do
    redis.call('DEL', P .. 'nonce:' .. h .. ':' .. n)
    redis.call('ZREM', nonceIndex, h .. ':' .. n)
  end
  redis.call('DEL', P .. 'session:' .. h, list)
  redis.call('ZREM', P .. 'session-index', h)
  redis.call('ZREM', P .. 'anon-session-index', h)
end
`

// KEYS: own list, nonce key, nonce index, anonymous-session index. ARGV: P, nonce, "H:" member
// prefix, nonce key prefix, now, expiresAt, ttl ms, per-session cap, total cap, value, H.
// Returns 1 stored, 0 the nonce exists already, -1 the global cap is reached. At the cap the
// session holding the oldest nonce goes, when it is another anonymous one (or is gone already):
// the same front-only rule as the memory store, so pre-sessions never lock sign-in out.
const PUT_NONCE = `${DROP_SESSION}
local now = tonumber(ARGV[5])
local perSession = tonumber(ARGV[8])
local total = tonumber(ARGV[9])
if redis.call('EXISTS', KEYS[2]) == 1 then return 0 end
redis.call('ZREMRANGEBYSCORE', KEYS[3], '-inf', now)
local kept = 0
for _, n in ipairs(redis.call('LRANGE', KEYS[1], 0, -1)) do
  if redis.call('ZSCORE', KEYS[3], ARGV[3] .. n) then
    kept = kept + 1
  else
    redis.call('LREM', KEYS[1], 0, n)
    redis.call('DEL', ARGV[4] .. n)
  end
end
if kept < perSession then
  while redis.call('ZCARD', KEYS[3]) >= total do
    local oldest = redis.call('ZRANGE', KEYS[3], 0, 0)[1]
    local h = string.sub(oldest, 1, 64)
    if h == ARGV[11] then return -1 end
    local gone = redis.call('EXISTS', P .. 'session:' .. h) == 0
    if not gone and not redis.call('ZSCORE', KEYS[4], h) then return -1 end
    drop(h)
    redis.call('ZREM', KEYS[3], oldest)
  end
end
while kept >= perSession do
  local oldest = redis.call('LPOP', KEYS[1])
  if not oldest then break end
  redis.call('DEL', ARGV[4] .. oldest)
  redis.call('ZREM', KEYS[3], ARGV[3] .. oldest)
  kept = kept - 1
end
if not redis.call('SET', KEYS[2], ARGV[10], 'NX', 'PX', ARGV[7]) then return 0 end
redis.call('RPUSH', KEYS[1], ARGV[2])
if redis.call('PTTL', KEYS[1]) < tonumber(ARGV[7]) then redis.call('PEXPIRE', KEYS[1], ARGV[7]) end
redis.call('ZADD', KEYS[3], ARGV[6], ARGV[3] .. ARGV[2])
return 1
`

// KEYS: session key, the index of its kind (anonymous or signed in). ARGV: P, value, ttl ms,
// now, cap, H, expiresAt. Returns 1 stored, 0 the id is taken. A full kind evicts its session
// nearest to expiry (the oldest, as every session of a kind shares a TTL): refusing would let
// anyone who fills it lock later visitors out.
const CREATE_SESSION = `${DROP_SESSION}
redis.call('ZREMRANGEBYSCORE', KEYS[2], '-inf', ARGV[4])
while redis.call('ZCARD', KEYS[2]) >= tonumber(ARGV[5]) do
  local oldest = redis.call('ZRANGE', KEYS[2], 0, 0)[1]
  drop(oldest)
  redis.call('ZREM', KEYS[2], oldest)
end
if not redis.call('SET', KEYS[1], ARGV[2], 'NX', 'PX', ARGV[3]) then return 0 end
redis.call('ZADD', KEYS[2], ARGV[7], ARGV[6])
return 1
`

// KEYS: session key. ARGV: P, H.
const DELETE_SESSION = `${DROP_SESSION}
drop(ARGV[2])
return 1
`

type Arg = string | number
export type Scripts = {
  gatehouseAuthPutNonce(...args: Arg[]): Promise<number>
  gatehouseAuthCreateSession(...args: Arg[]): Promise<number>
  gatehouseAuthDeleteSession(...args: Arg[]): Promise<number>
}

export function withScripts(redis: Redis): Redis & Scripts {
  // defineCommand runs each script by EVALSHA, loading it on NOSCRIPT.
  redis.defineCommand('gatehouseAuthPutNonce', { numberOfKeys: 4, lua: PUT_NONCE })
  redis.defineCommand('gatehouseAuthCreateSession', { numberOfKeys: 2, lua: CREATE_SESSION })
  redis.defineCommand('gatehouseAuthDeleteSession', { numberOfKeys: 1, lua: DELETE_SESSION })
  return redis as Redis & Scripts
}
