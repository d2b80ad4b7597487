// Themes end to end: the demo's theme switcher drives the provider's `theme` prop, and the kit's
// CSS variables reach the connect button and the portalled connect modal in a real browser.
// Covers theme, accent, radius and the system option under an emulated colour scheme; which
// variable holds which value is covered by the unit tests in packages/kit/src/themes.
import type { Page } from '@playwright/test'
import { expect, test } from './support/fixtures'

// darkTheme().colors.modalBackground and lightTheme()'s, as the browser computes them
const DARK_MODAL = 'rgb(26, 27, 31)'
const LIGHT_MODAL = 'rgb(255, 255, 255)'

const choose = (page: Page, control: string, option: string) =>
  page.getByRole('combobox', { name: control }).selectOption({ label: option })

const openConnectModal = async (page: Page) => {
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  const dialog = page.getByRole('dialog', { name: 'Connect a Wallet' })
  await expect(dialog).toBeVisible()
  return dialog
}

const closeModal = async (page: Page) => {
  await page.keyboard.press('Escape')
  await expect(page.getByRole('dialog')).toHaveCount(0)
}

test('choosing Dark gives the connect modal the dark theme background', async ({ page }) => {
  await page.goto('/')
  await choose(page, 'Theme', 'Light')
  await expect(await openConnectModal(page)).toHaveCSS('background-color', LIGHT_MODAL)
  await closeModal(page)

  await choose(page, 'Theme', 'Dark')
  await expect(await openConnectModal(page)).toHaveCSS('background-color', DARK_MODAL)
  await closeModal(page)
  // the demo page follows the theme's text colour (darkTheme().colors.modalText)
  await expect(page.getByRole('heading', { level: 1 })).toHaveCSS('color', 'rgb(255, 255, 255)')
  // and so do its own controls (darkTheme().colors.connectButtonBackground)
  await expect(page.getByRole('combobox', { name: 'Language' })).toHaveCSS(
    'background-color',
    DARK_MODAL,
  )
})

test('a different accent recolours the Connect Wallet button', async ({ page }) => {
  await page.goto('/')
  const button = page.getByRole('button', { name: 'Connect Wallet' })
  await choose(page, 'Theme', 'Light')
  await expect(button).toHaveCSS('background-color', 'rgb(10, 99, 216)') // blue #0a63d8
  await choose(page, 'Accent color', 'Purple')
  await expect(button).toHaveCSS('background-color', 'rgb(91, 79, 224)') // purple #5b4fe0
  // the same accent, in the dark theme's own shade
  await choose(page, 'Theme', 'Dark')
  await expect(button).toHaveCSS('background-color', 'rgb(155, 140, 255)') // #9b8cff
})

test('corner radius None squares the modal and the button', async ({ page }) => {
  await page.goto('/')
  await expect(await openConnectModal(page)).toHaveCSS('border-top-left-radius', '24px')
  await closeModal(page)
  await choose(page, 'Corner radius', 'None')
  await expect(page.getByRole('button', { name: 'Connect Wallet' })).toHaveCSS(
    'border-top-left-radius',
    '0px',
  )
  const dialog = await openConnectModal(page)
  await expect(dialog).toHaveCSS('border-top-left-radius', '0px')
  await expect(dialog).toHaveCSS('border-bottom-right-radius', '0px')
})

test.describe('with the System theme', () => {
  test.use({ colorScheme: 'dark' })

  test('an emulated dark colour scheme gives the dark theme, a light one the light', async ({
    page,
  }) => {
    await page.goto('/')
    await choose(page, 'Theme', 'System')
    const dialog = await openConnectModal(page)
    await expect(dialog).toHaveCSS('background-color', DARK_MODAL)
    // pure CSS: the scheme changes live, with no reload and no script
    await page.emulateMedia({ colorScheme: 'light' })
    await expect(dialog).toHaveCSS('background-color', LIGHT_MODAL)
  })
})
