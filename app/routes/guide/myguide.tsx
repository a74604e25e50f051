export default function Page() {
  return <h1>Myguide</h1>;
}
