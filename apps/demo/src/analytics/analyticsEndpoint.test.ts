// What the demo's analytics report as the page URL: no query string or hash.
import { expect, test } from 'vitest'
import { reportedUrl } from './analyticsEndpoint'

test('behavior: the reported URL keeps origin and path, drops query and hash', () => {
  expect(reportedUrl('https://demo.example/account?ref=mail&q=alice#top')).toBe(
    'https://demo.example/account',
  )
  expect(reportedUrl('http://127.0.0.1:3000/')).toBe('http://127.0.0.1:3000/')
})
