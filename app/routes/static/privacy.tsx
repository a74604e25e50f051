export default function Page() {
  return <h1>Privacy</h1>;
}
