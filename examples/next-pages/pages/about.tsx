export default function About() {
  return (
    <>
      <h1>About</h1>
      <p>
        Another page under the same <code>_app</code>: the connection stays as you navigate.
      </p>
    </>
  )
}
