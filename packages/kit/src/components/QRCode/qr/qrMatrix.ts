/** A symbol's modules row by row (1 dark, 0 light), and which are function patterns. */
export type QrMatrix = {
  size: number
  /** size × size, module (x, y) at y * size + x. */
  modules: Uint8Array
  /** 1 where a function pattern or format/version area is: never data, never masked. */
  reserved: Uint8Array
}

export function createMatrix(size: number): QrMatrix {
  return { size, modules: new Uint8Array(size * size), reserved: new Uint8Array(size * size) }
}

/** Sets a function-pattern module: dark or light, and out of the data's way. */
export function setFunctionModule(matrix: QrMatrix, x: number, y: number, dark: boolean) {
  const i = y * matrix.size + x
  matrix.modules[i] = dark ? 1 : 0
  matrix.reserved[i] = 1
}
