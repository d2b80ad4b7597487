// Waiting for what a query-backed view shows once its query has settled, when that view looks the
// same before (loading) and after (e.g. English while a catalogue loads, and English when it has
// failed): the test then knows it is looking at the settled state, not at the loading one.
import {
  notifyManager,
  type Query,
  type QueryClient,
  type QueryFilters,
} from '@tanstack/react-query'
import { waitFor } from '@testing-library/react'
import { expect } from 'vitest'

/**
 * The queries matching `filters`, once at least one matches, every one has settled (fetched or
 * failed, nothing fetching) and React has rendered that state.
 *
 * Why the render has happened by then: TanStack Query tells the observers of a query that
 * settled (each useQuery) in one batch, which its notifyManager schedules when the query settles
 * (a setTimeout 0 by default); useQuery re-renders through useSyncExternalStore, whose update
 * React renders in a microtask, so before any later timer. The callback scheduled here on the
 * same notifyManager, after the settled state was seen, runs in a later batch.
 */
export async function settledQueries(
  queryClient: QueryClient,
  filters: QueryFilters,
): Promise<Query[]> {
  const queries = await waitFor(() => {
    const found = queryClient.getQueryCache().findAll(filters)
    expect(found.length, 'no query matches').toBeGreaterThan(0)
    for (const query of found) {
      expect(query.state.status, String(query.queryKey)).not.toBe('pending')
      expect(query.state.fetchStatus, String(query.queryKey)).toBe('idle')
    }
    return found
  })
  let rendered = false
  notifyManager.schedule(() => {
    rendered = true
  })
  await waitFor(() => expect(rendered).toBe(true))
  return queries
}
