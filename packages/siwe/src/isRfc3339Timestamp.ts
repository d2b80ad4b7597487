import { rfc3339ToMs } from './rfc3339ToMs'

/** Whether `value` is an RFC 3339 `date-time` naming a real instant (see `rfc3339ToMs`). */
export function isRfc3339Timestamp(value: string): boolean {
  return rfc3339ToMs(value) !== undefined
}
