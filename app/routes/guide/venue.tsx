export default function Page() {
  return <h1>Venue</h1>;
}
