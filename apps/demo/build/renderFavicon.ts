// Renders public/favicon.ico from public/favicon.svg: Chromium draws the SVG at each size (PNG
// screenshots with a transparent background) and the PNGs are packed into one ICO file, which
// browsers and crawlers that ask for /favicon.ico without reading <link rel="icon"> get.
// Run after changing the SVG: npx tsx apps/demo/build/renderFavicon.ts
import { readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '@gatehouse/testkit/config'
import { chromium } from '@playwright/test'

const PUBLIC_DIR = path.resolve(import.meta.dirname, '../public')
const SIZES = [16, 32, 48] as const

/** An ICO file holding each PNG as is (PNG-in-ICO, read by every current browser). */
export function packIco(images: readonly { size: number; png: Uint8Array }[]): Uint8Array {
  const header = Buffer.alloc(6 + 16 * images.length)
  header.writeUInt16LE(0, 0) // reserved
  header.writeUInt16LE(1, 2) // 1 = icon
  header.writeUInt16LE(images.length, 4)
  let offset = header.length
  images.forEach(({ size, png }, i) => {
    const entry = 6 + 16 * i
    header.writeUInt8(size >= 256 ? 0 : size, entry) // width, 0 means 256
    header.writeUInt8(size >= 256 ? 0 : size, entry + 1) // height
    header.writeUInt8(0, entry + 2) // no palette
    header.writeUInt8(0, entry + 3) // reserved
    header.writeUInt16LE(1, entry + 4) // colour planes
    header.writeUInt16LE(32, entry + 6) // bits per pixel
    header.writeUInt32LE(png.length, entry + 8)
    header.writeUInt32LE(offset, entry + 12)
    offset += png.length
  })
  return Buffer.concat([header, ...images.map(({ png }) => png)])
}

async function render(): Promise<void> {
  const svg = await readFile(path.join(PUBLIC_DIR, 'favicon.svg'), 'utf8')
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS] })
  try {
    const images: { size: number; png: Uint8Array }[] = []
    for (const size of SIZES) {
      const page = await browser.newPage({ viewport: { width: size, height: size } })
      await page.setContent(
        `<style>html,body{margin:0;background:transparent}svg{display:block;width:${size}px;height:${size}px}</style>${svg}`,
      )
      images.push({ size, png: await page.screenshot({ omitBackground: true }) })
      await page.close()
    }
    await writeFile(path.join(PUBLIC_DIR, 'favicon.ico'), packIco(images))
  } finally {
    await browser.close()
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) await render()
