// Languages end to end: the demo's language switcher sets the provider's locale; Arabic lays the
// connect button and the connect modal out right to left, German reads German, and a French
// browser gets French without choosing. Which string each locale holds is covered by the
// catalogue tests in packages/kit/src/i18n.
import type { Locator, Page } from '@playwright/test'
import { expect, test } from './support/fixtures'

const chooseLanguage = (page: Page, label: string, locale: string) =>
  page.getByRole('combobox', { name: label }).selectOption(locale)

// Where the close button sits in the dialog: the mirrored layout puts it on the left.
const closeButtonSide = async (dialog: Locator, closeName: string) => {
  const box = await dialog.boundingBox()
  const close = await dialog.getByRole('button', { name: closeName }).boundingBox()
  if (!box || !close) throw new Error('dialog or close button not laid out')
  return close.x + close.width / 2 < box.x + box.width / 2 ? 'left' : 'right'
}

test('Arabic: the connect button and the connect modal in Arabic, right to left', async ({
  page,
}) => {
  await page.goto('/')
  await chooseLanguage(page, 'Language', 'ar')

  const button = page.getByRole('button', { name: 'ربط المحفظة' })
  await expect(button).toBeVisible()
  await expect(button).toHaveAttribute('dir', 'rtl')
  await expect(button).toHaveAttribute('lang', 'ar')
  // the demo's own strings follow, and its page turns right to left too
  await expect(page.getByRole('combobox', { name: 'اللغة' })).toBeVisible()
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')

  await button.click()
  const dialog = page.getByRole('dialog', { name: 'ربط محفظة' })
  await expect(dialog).toBeVisible()
  await expect(dialog).toHaveAttribute('dir', 'rtl')
  await expect(dialog).toHaveAttribute('lang', 'ar')
  await expect(dialog.getByRole('heading', { name: 'ما هي المحفظة؟' })).toBeVisible()
  await expect(dialog.getByRole('button', { name: 'احصل على محفظة' })).toBeVisible()
  expect(await closeButtonSide(dialog, 'إغلاق')).toBe('left')

  // the choice survives a reload
  await page.keyboard.press('Escape')
  await page.reload()
  await expect(page.getByRole('button', { name: 'ربط المحفظة' })).toBeVisible()
})

test('German: the connect button and the connect modal in German, left to right', async ({
  page,
}) => {
  await page.goto('/')
  await chooseLanguage(page, 'Language', 'de')

  const button = page.getByRole('button', { name: 'Wallet verbinden' })
  await expect(button).toBeVisible()
  await expect(button).toHaveAttribute('dir', 'ltr')
  await button.click()
  const dialog = page.getByRole('dialog', { name: 'Wallet verbinden' })
  await expect(dialog).toBeVisible()
  await expect(dialog).toHaveAttribute('lang', 'de')
  await expect(dialog.getByRole('heading', { name: 'Was ist eine Wallet?' })).toBeVisible()
  expect(await closeButtonSide(dialog, 'Schließen')).toBe('right')

  // back to the browser's language (English here)
  await page.keyboard.press('Escape')
  await chooseLanguage(page, 'Sprache', '')
  await expect(page.getByRole('button', { name: 'Connect Wallet' })).toBeVisible()
})

test.describe('a French browser', () => {
  test.use({ locale: 'fr-FR' })

  test('gets French by default', async ({ page }) => {
    await page.goto('/')
    const button = page.getByRole('button', { name: 'Connecter un portefeuille' })
    await expect(button).toBeVisible()
    await expect(page.getByRole('combobox', { name: 'Langue' })).toHaveValue('')
    await button.click()
    const dialog = page.getByRole('dialog', { name: 'Connecter un portefeuille' })
    await expect(
      dialog.getByRole('heading', { name: 'Qu’est-ce qu’un portefeuille ?' }),
    ).toBeVisible()
  })
})
