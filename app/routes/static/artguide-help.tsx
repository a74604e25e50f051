export default function Page() {
  return <h1>Artguide Help</h1>;
}
