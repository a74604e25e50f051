export default function Page() {
  return <h1>Mustsee</h1>;
}
