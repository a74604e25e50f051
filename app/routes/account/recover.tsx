export default function Page() {
  return <h1>Recover</h1>;
}
