export default function Page() {
  return <h1>Place</h1>;
}
