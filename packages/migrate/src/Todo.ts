/** What the codemod writes where it cannot finish; the summary lists every line carrying it. */
export const TODO_MARK = 'TODO(gatehouse-migrate):'

export type Todo = {
  /** relative to the migrated directory, with `/` separators */
  file: string
  /** 1-based */
  line: number
  why: string
}

/** `// TODO(gatehouse-migrate): why`, to end a line of code. */
export const todoLineComment = (why: string): string => `// ${TODO_MARK} ${why}`

/** `/* TODO(gatehouse-migrate): why *\/`, for inside an expression or a JSX tag. */
export const todoBlockComment = (why: string): string =>
  `/* ${TODO_MARK} ${why.replaceAll('*/', '* /')} */`

/** Every TODO the codemod left in a file's text (also those of an earlier run). */
export function todosIn(file: string, text: string): Todo[] {
  const todos: Todo[] = []
  text.split('\n').forEach((line, index) => {
    const at = line.indexOf(TODO_MARK)
    if (at === -1) return
    const why = line
      .slice(at + TODO_MARK.length)
      .replace(/\*\/.*$/, '')
      .trim()
    todos.push({ file, line: index + 1, why })
  })
  return todos
}
