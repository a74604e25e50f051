export default function Page() {
  return <h1>Artfairs</h1>;
}
