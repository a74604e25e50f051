export default function Page() {
  return <h1>Contributor</h1>;
}
