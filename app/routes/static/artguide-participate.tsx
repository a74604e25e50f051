export default function Page() {
  return <h1>Artguide Participate</h1>;
}
