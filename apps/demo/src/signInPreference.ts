const KEY = 'gatehouse-demo.signIn'

/** The demo's sign-in toggle, remembered per browser (blocked storage: off). */
export function readSignInPreference(): boolean {
  try {
    return window.localStorage.getItem(KEY) === 'true'
  } catch {
    return false
  }
}

export function writeSignInPreference(on: boolean): void {
  try {
    window.localStorage.setItem(KEY, String(on))
  } catch {
    // The toggle still works for this page.
  }
}
