export default function Page() {
  return <h1>Picks</h1>;
}
